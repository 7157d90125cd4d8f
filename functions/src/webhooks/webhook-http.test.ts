import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { postWebhook } from './webhook-http';

/** A receiver on 127.0.0.1 that records what it got and answers as `respond` says. */
function startReceiver(
  respond: (
    request: IncomingMessage,
    reply: (status: number, headers?: Record<string, string>) => void,
  ) => void,
) {
  const received: { host: string | undefined; path: string | undefined; body: string }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        host: request.headers.host,
        path: request.url,
        body: Buffer.concat(chunks).toString(),
      });
      respond(request, (status, headers = {}) => response.writeHead(status, headers).end('ok'));
    });
  });
  return new Promise<{ server: Server; port: number; received: typeof received }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port, received }),
    ),
  );
}

const stop = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

const pinnedToLoopback = (url: string) => ({
  url: new URL(url),
  pinnedAddress: { address: '127.0.0.1', family: 4 },
});

describe('postWebhook', () => {
  it('connects to the pinned address and keeps the URL host in the Host header', async () => {
    // Prepare: a name that does not resolve anywhere; only the pinned address can reach the receiver.
    const receiver = await startReceiver((_, reply) => reply(204));

    // Act
    const result = await postWebhook({
      target: pinnedToLoopback(`http://receiver.dealflow.invalid:${receiver.port}/hooks/offer?x=1`),
      headers: { 'webhook-id': 'msg_1' },
      body: '{"type":"test"}',
    });
    await stop(receiver.server);

    // Assess
    expect(result).toMatchObject({ status: 204 });
    expect(receiver.received).toEqual([
      {
        host: `receiver.dealflow.invalid:${receiver.port}`,
        path: '/hooks/offer?x=1',
        body: '{"type":"test"}',
      },
    ]);
  });

  it('answers a redirect as it is, without following it', async () => {
    // Prepare
    const receiver = await startReceiver((request, reply) =>
      request.url === '/start' ? reply(302, { location: '/elsewhere' }) : reply(200),
    );

    // Act
    const result = await postWebhook({
      target: pinnedToLoopback(`http://127.0.0.1:${receiver.port}/start`),
      headers: {},
      body: '{}',
    });
    await stop(receiver.server);

    // Assess
    expect(result).toMatchObject({ status: 302 });
    expect(receiver.received.map((request) => request.path)).toEqual(['/start']);
  });

  it('gives up at the deadline when the receiver does not answer', async () => {
    // Prepare: a receiver that reads the request and never answers.
    const receiver = await startReceiver(() => undefined);

    // Act
    const result = await postWebhook({
      target: pinnedToLoopback(`http://127.0.0.1:${receiver.port}/slow`),
      headers: {},
      body: '{}',
      timeoutMs: 200,
    });
    receiver.server.closeAllConnections();
    await stop(receiver.server);

    // Assess
    expect(result).toMatchObject({ failure: 'timeout' });
    expect(result.durationMs).toBeGreaterThanOrEqual(150);
  });

  it('reports a refused connection as a network error', async () => {
    // Prepare: a port nobody listens on any more.
    const receiver = await startReceiver((_, reply) => reply(200));
    await stop(receiver.server);

    // Act
    const result = await postWebhook({
      target: pinnedToLoopback(`http://127.0.0.1:${receiver.port}/`),
      headers: {},
      body: '{}',
    });

    // Assess
    expect(result).toMatchObject({ failure: 'network-error', detail: 'ECONNREFUSED' });
  });
});
