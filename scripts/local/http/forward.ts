/**
 * Buffered request forwarding for the small fronts (DynamoDB, Cognito): send bytes on with the
 * caller's headers, answer the backend's status, headers and bytes untouched.
 */
import { request } from 'node:http';

/** A raw answer, untouched, for forwarding. */
export interface RawAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Sends raw bytes to the backend with the given headers and answers the raw reply. */
export function forwardRaw(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string | string[] | undefined>,
  body: Buffer,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, baseUrl);
    const outgoing: Record<string, string | string[] | undefined> = {
      ...headers,
      host: url.host,
      'content-length': String(body.length),
    };
    delete outgoing['transfer-encoding'];
    delete outgoing.connection;
    const req = request(url, { method, headers: outgoing }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ statusCode: res.statusCode ?? 500, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Response headers without the hop-by-hop ones, ready to write back. */
export function stripHopHeaders(headers: Record<string, string | string[] | undefined>) {
  const copy = { ...headers };
  delete copy.connection;
  delete copy['keep-alive'];
  delete copy['transfer-encoding'];
  return copy;
}
