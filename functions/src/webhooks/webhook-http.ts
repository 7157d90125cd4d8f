/**
 * One HTTP POST of a webhook delivery to the address the SSRF guard pinned (ssrf-guard.ts):
 * - the TCP connection goes to `pinnedAddress`, never to a second DNS answer for the name
 *   (DNS rebinding); the URL's host stays in the `Host` header and, over https, in the TLS SNI and
 *   the certificate check, which Node does from the URL as usual;
 * - redirects are never followed (Node's http client does not follow them; a 3xx is an answer);
 * - the whole exchange, from connecting to the last byte of the answer, has one deadline.
 * The answer's body is read and thrown away, up to a small limit: only the status is kept.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { PublicWebhookTarget } from './ssrf-guard';

/** How long a receiver has to answer (docs/webhooks.md "Delivery"). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Answers longer than this are cut off (the status is all we keep). */
const MAX_RESPONSE_BYTES = 64 * 1024;

export interface WebhookPost {
  target: Pick<PublicWebhookTarget, 'url' | 'pinnedAddress'>;
  headers: Readonly<Record<string, string>>;
  body: string;
  timeoutMs?: number;
}

/** What came of one POST: a status, or no answer. */
export type WebhookPostResult =
  | { status: number; durationMs: number }
  | { failure: 'timeout' | 'network-error'; durationMs: number; detail: string };

/** Sends one POST; injected in the consumer's tests. */
export type WebhookPoster = (post: WebhookPost) => Promise<WebhookPostResult>;

/** A `lookup` that answers the pinned address whatever name it is asked (both callback forms). */
function pinnedLookup(address: string, family: number): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) {
      (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
        { address, family },
      ]);
    } else {
      callback(null, address, family);
    }
  };
}

/** POSTs the body to the target's URL over a connection to its pinned address; never throws. */
export const postWebhook: WebhookPoster = ({ target, headers, body, timeoutMs = WEBHOOK_TIMEOUT_MS }) => {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const { url, pinnedAddress } = target;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;

  return new Promise<WebhookPostResult>((resolve) => {
    let settled = false;
    const finish = (result: WebhookPostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(result);
    };

    const request = send(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Dealflow-Webhooks/1',
        },
        lookup: pinnedLookup(pinnedAddress.address, pinnedAddress.family),
        // No pooled sockets: a kept-alive one may lead to an address this attempt never checked.
        agent: false,
      },
      (response: IncomingMessage) => {
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > MAX_RESPONSE_BYTES) response.destroy();
        });
        const done = () => finish({ status: response.statusCode ?? 0, durationMs: elapsed() });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );

    const deadline = setTimeout(() => {
      finish({ failure: 'timeout', durationMs: elapsed(), detail: `no answer within ${timeoutMs} ms` });
      request.destroy();
    }, timeoutMs);

    request.on('error', (error: NodeJS.ErrnoException) => {
      finish({ failure: 'network-error', durationMs: elapsed(), detail: error.code ?? error.message });
    });
    request.end(body);
  });
};
