/**
 * The real points worker module, run in the test's own global scope behind a stand-in Worker: its
 * `self.onmessage` is the worker's handler, and what it posts reaches the client asynchronously, as a
 * real worker's messages do. For tests of the worker and of the page that drives it.
 */
import type { WorkerLike } from '../point-worker-client';
import type { PointWorkerRequest, PointWorkerResponse } from '../point-worker-protocol';

export async function inProcessPointWorker(): Promise<WorkerLike> {
  const scope = globalThis as unknown as {
    onmessage: ((event: { data: PointWorkerRequest }) => void) | null;
    postMessage: (message: PointWorkerResponse) => void;
  };
  const worker: WorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage: (request) => scope.onmessage?.({ data: request }),
    terminate: jest.fn(),
  };
  scope.postMessage = (message) =>
    queueMicrotask(() => worker.onmessage?.({ data: message } as MessageEvent<PointWorkerResponse>));
  await jest.isolateModulesAsync(async () => {
    await import('../point.worker');
  });
  return worker;
}
