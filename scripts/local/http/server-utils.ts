/**
 * Small HTTP helpers shared by the local stand-ins: read a body with a limit, answer JSON, listen on
 * a port with a clear message when it is taken, and close a server without waiting for keep-alive
 * sockets to time out.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Raised by `readBody` when the request is larger than the limit. */
export class PayloadTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body is larger than ${limit} bytes`);
    this.name = 'PayloadTooLargeError';
  }
}

/** Reads the whole request body; rejects with PayloadTooLargeError past `limit` bytes. */
export function readBody(req: IncomingMessage, limit = Number.POSITIVE_INFINITY): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        // Keep draining so the client can read our answer, but stop buffering.
        chunks.length = 0;
        reject(new PayloadTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      if (!failed) reject(error);
    });
  });
}

/** Writes a JSON answer with an explicit content length. */
export function sendJson(
  res: ServerResponse,
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(statusCode, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** Raised when a fixed port of the local stack is already taken. */
export class PortInUseError extends Error {
  constructor(
    readonly service: string,
    readonly host: string,
    readonly port: number,
  ) {
    super(
      `Port ${port} on ${host} is already in use, so the local ${service} cannot start. ` +
        `Stop whatever is using it (is another \`npm start\` running?) or set the port's ` +
        `DEALFLOW_*_PORT variable (see docs/local-stack.md).`,
    );
    this.name = 'PortInUseError';
  }
}

/** Listens and resolves with the bound port; a taken port rejects with PortInUseError. */
export function listen(server: Server, port: number, host: string, service: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(service, host, port) : error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/** Stops accepting connections, drops idle keep-alive sockets and resolves once closed. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeIdleConnections();
    // Anything still busy after a grace period is cut, so Ctrl-C never hangs.
    const timer = setTimeout(() => server.closeAllConnections(), 2000);
    timer.unref();
  });
}

/** Checks that a port is free before anything starts, so a clash fails in milliseconds. */
export async function assertPortFree(port: number, host: string, service: string): Promise<void> {
  const { createServer } = await import('node:http');
  const probe = createServer();
  await listen(probe, port, host, service);
  await closeServer(probe);
}
