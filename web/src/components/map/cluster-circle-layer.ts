/**
 * The one look of a cluster on every map: a filled circle with a white ring, sized in three steps by
 * what the cluster holds (its points, or a sum the source keeps), under its count marker
 * (cluster-markers.ts). Type-only import of maplibre, so it costs nothing outside the map chunks.
 */
import type { CircleLayerSpecification, FilterSpecification } from 'maplibre-gl/dist/maplibre-gl-csp';

/** The clusters' fill unless a map says otherwise. */
export const CLUSTER_COLOUR = '#0f3d5e';

export interface ClusterCircleOptions {
  id: string;
  source: string;
  /** The cluster property the size follows: `point_count`, or a summed `clusterProperties` entry. */
  sizedBy: string;
  /** Where the circle grows: 16 px below the first, 22 below the second, 30 from it on. */
  steps: readonly [number, number];
  colour?: string;
  /** Which features are clusters; maplibre's own clusters carry `point_count`. */
  filter?: FilterSpecification;
}

export const clusterCircleLayer = ({
  id,
  source,
  sizedBy,
  steps: [middle, large],
  colour = CLUSTER_COLOUR,
  filter = ['has', 'point_count'],
}: ClusterCircleOptions): CircleLayerSpecification => ({
  id,
  type: 'circle',
  source,
  filter,
  paint: {
    'circle-color': colour,
    'circle-opacity': 0.85,
    'circle-radius': ['step', ['get', sizedBy], 16, middle, 22, large, 30],
    'circle-stroke-color': '#ffffff',
    'circle-stroke-width': 2,
  },
});
