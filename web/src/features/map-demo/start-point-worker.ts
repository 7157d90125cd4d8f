/**
 * Starts the map demo's points worker. Apart from the client because `import.meta` is only there in
 * the browser build (Jest's CommonJS cannot load it); tests hand the client a stand-in instead.
 */
import type { WorkerLike } from './point-worker-client';

/** Starts the worker (a module worker: Vite bundles it as its own file, which the CSP's worker-src 'self' allows). */
export function startPointWorker(): WorkerLike {
  return new Worker(new URL('./point.worker.ts', import.meta.url), {
    type: 'module',
  }) as unknown as WorkerLike;
}
