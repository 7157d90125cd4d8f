import { CLUSTER_STRIDE } from './cluster-stride';
import { createPointWorkerClient, type WorkerLike } from './point-worker-client';
import type { PointWorkerRequest, PointWorkerResponse } from './point-worker-protocol';
import { inProcessPointWorker } from './testing/in-process-point-worker';

describe('the map demo points worker', () => {
  it('generates and indexes the points, timing each step, then answers the clusters of a view', async () => {
    const worker = await inProcessPointWorker();
    const client = createPointWorkerClient(worker);

    const loaded = await client.load(1_000, 7);
    expect(loaded.count).toBe(1_000);
    expect(loaded.generateMs).toBeGreaterThanOrEqual(0);
    expect(loaded.clusterMs).toBeGreaterThanOrEqual(0);

    const clusters = await client.clusters([-180, -85, 180, 85], 2);
    let total = 0;
    for (let offset = 2; offset < clusters.length; offset += CLUSTER_STRIDE)
      total += clusters[offset] as number;
    expect(total).toBe(1_000);

    const firstCluster = Array.from(
      { length: clusters.length / CLUSTER_STRIDE },
      (_, row) => clusters[row * CLUSTER_STRIDE + 3],
    ).find((id) => (id as number) >= 0) as number;
    expect(await client.expansionZoom(firstCluster)).toBeGreaterThan(2);
  });

  it('answers an empty view before any points are loaded, and refuses to expand a cluster', async () => {
    const worker = await inProcessPointWorker();
    const client = createPointWorkerClient(worker);

    expect(await client.clusters([-180, -85, 180, 85], 2)).toHaveLength(0);
    await expect(client.expansionZoom(1)).rejects.toThrow('No points are loaded.');
  });
});

describe('createPointWorkerClient', () => {
  function standIn() {
    const sent: PointWorkerRequest[] = [];
    const worker: WorkerLike = {
      onmessage: null,
      onerror: null,
      postMessage: (request) => void sent.push(request),
      terminate: jest.fn(),
    };
    const reply = (response: PointWorkerResponse) =>
      worker.onmessage?.({ data: response } as MessageEvent<PointWorkerResponse>);
    return { worker, sent, reply };
  }

  it('matches answers to requests by id, whatever their order', async () => {
    const { worker, sent, reply } = standIn();
    const client = createPointWorkerClient(worker);
    const first = client.expansionZoom(11);
    const second = client.expansionZoom(22);
    const [firstId, secondId] = sent.map((request) => request.id);

    reply({ type: 'expansion-zoom', id: secondId as number, zoom: 9 });
    reply({ type: 'expansion-zoom', id: firstId as number, zoom: 5 });

    await expect(first).resolves.toBe(5);
    await expect(second).resolves.toBe(9);
  });

  it('rejects every pending request when the worker fails, and when it is stopped', async () => {
    const { worker } = standIn();
    const client = createPointWorkerClient(worker);
    const failing = client.load(10, 1);
    worker.onerror?.({ message: 'boom' } as ErrorEvent);
    await expect(failing).rejects.toThrow('boom');

    const stopped = client.load(10, 1);
    client.dispose();
    await expect(stopped).rejects.toThrow('stopped');
    expect(worker.terminate).toHaveBeenCalled();
  });
});
