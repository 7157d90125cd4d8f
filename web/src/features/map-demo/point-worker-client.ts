/** The page's side of the points worker: one promise per request, matched to its answer by id. */
import type { Bbox } from './point-index';
import type { PointWorkerRequest, PointWorkerResponse } from './point-worker-protocol';

/** What the page needs of a Worker (a test hands in a stand-in). */
export interface WorkerLike {
  onmessage: ((event: MessageEvent<PointWorkerResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: PointWorkerRequest): void;
  terminate(): void;
}

type Answer<T extends PointWorkerResponse['type']> = Extract<PointWorkerResponse, { type: T }>;
/** A request as the caller writes it: the client numbers it. */
type RequestBody = PointWorkerRequest extends infer R
  ? R extends { id: number }
    ? Omit<R, 'id'>
    : never
  : never;

export interface PointWorkerClient {
  load(count: number, seed: number): Promise<Answer<'loaded'>>;
  clusters(bbox: Bbox, zoom: number): Promise<Float64Array>;
  expansionZoom(clusterId: number): Promise<number>;
  dispose(): void;
}

/** Wraps a worker in promises; a worker error or a failed answer rejects the request(s) it concerns. */
export function createPointWorkerClient(worker: WorkerLike): PointWorkerClient {
  let nextId = 1;
  const pending = new Map<
    number,
    { resolve: (response: PointWorkerResponse) => void; reject: (error: Error) => void }
  >();

  worker.onmessage = ({ data }) => {
    const waiting = pending.get(data.id);
    if (!waiting) return;
    pending.delete(data.id);
    if (data.type === 'failed') waiting.reject(new Error(data.message));
    else waiting.resolve(data);
  };
  worker.onerror = (event) => {
    // A worker that failed to start or threw outside a request: nothing pending will be answered.
    const error = new Error(event.message || 'The points worker failed.');
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };

  function send<T extends PointWorkerResponse['type']>(body: RequestBody, expected: T): Promise<Answer<T>> {
    const id = nextId;
    nextId += 1;
    return new Promise<Answer<T>>((resolve, reject) => {
      pending.set(id, {
        resolve: (response) =>
          response.type === expected
            ? resolve(response as Answer<T>)
            : reject(new Error(`Expected ${expected}, got ${response.type}.`)),
        reject,
      });
      worker.postMessage({ ...body, id } as PointWorkerRequest);
    });
  }

  return {
    load: (count, seed) => send({ type: 'load', count, seed }, 'loaded'),
    clusters: async (bbox, zoom) => (await send({ type: 'clusters', bbox, zoom }, 'clusters')).clusters,
    expansionZoom: async (clusterId) =>
      (await send({ type: 'expansion-zoom', clusterId }, 'expansion-zoom')).zoom,
    dispose: () => {
      worker.terminate();
      const error = new Error('The points worker was stopped.');
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    },
  };
}
