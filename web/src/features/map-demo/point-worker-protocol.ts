/** The messages between the map demo page and its points worker. Every request carries an id its answer repeats. */
import type { Bbox } from './point-index';

export type PointWorkerRequest =
  /** Generate `count` seeded points and index them (replacing any earlier set). */
  | { type: 'load'; id: number; count: number; seed: number }
  /** The clusters of the view, from the last loaded set. */
  | { type: 'clusters'; id: number; bbox: Bbox; zoom: number }
  /** The zoom at which a cluster splits. */
  | { type: 'expansion-zoom'; id: number; clusterId: number };

export type PointWorkerResponse =
  | { type: 'loaded'; id: number; count: number; generateMs: number; clusterMs: number }
  /** CLUSTER_STRIDE numbers per cluster (point-index.ts), transferred, not copied. */
  | { type: 'clusters'; id: number; clusters: Float64Array }
  | { type: 'expansion-zoom'; id: number; zoom: number }
  | { type: 'failed'; id: number; message: string };
