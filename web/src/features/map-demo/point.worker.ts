/**
 * The map demo's worker: generates the synthetic points and builds their clustering index off the
 * page's thread, and answers the clusters of a view as a transferred typed array.
 */
import { buildPointIndex, clustersInView, type PointIndex } from './point-index';
import type { PointWorkerRequest, PointWorkerResponse } from './point-worker-protocol';
import { generateSyntheticPoints } from './synthetic-points';

/** The worker's global scope, as far as it is used (the web build types `self` as a window). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<PointWorkerRequest>) => void) | null;
  postMessage(message: PointWorkerResponse, transfer?: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;
let index: PointIndex | null = null;

function answer(request: PointWorkerRequest): { response: PointWorkerResponse; transfer: Transferable[] } {
  switch (request.type) {
    case 'load': {
      index = null; // Let the previous set go before the next is built.
      const started = performance.now();
      const coordinates = generateSyntheticPoints(request.count, request.seed);
      const generated = performance.now();
      index = buildPointIndex(coordinates);
      const indexed = performance.now();
      return {
        response: {
          type: 'loaded',
          id: request.id,
          count: request.count,
          generateMs: generated - started,
          clusterMs: indexed - generated,
        },
        transfer: [],
      };
    }
    case 'clusters': {
      const clusters = index ? clustersInView(index, request.bbox, request.zoom) : new Float64Array(0);
      return { response: { type: 'clusters', id: request.id, clusters }, transfer: [clusters.buffer] };
    }
    case 'expansion-zoom': {
      if (!index) throw new Error('No points are loaded.');
      return {
        response: {
          type: 'expansion-zoom',
          id: request.id,
          zoom: index.getClusterExpansionZoom(request.clusterId),
        },
        transfer: [],
      };
    }
  }
}

scope.onmessage = ({ data: request }) => {
  try {
    const { response, transfer } = answer(request);
    scope.postMessage(response, transfer);
  } catch (error) {
    scope.postMessage({
      type: 'failed',
      id: request.id,
      message: error instanceof Error ? error.message : String(error),
    });
  }
};
