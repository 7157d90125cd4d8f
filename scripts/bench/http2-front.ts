/**
 * An HTTP/2 front over TLS for the local web origin, as CloudFront stands before the site in AWS
 * (HTTP/2 and 3, infra/constructs/site.ts): the mobile bench measures the SPA as a phone receives it
 * from CloudFront, not over the local web server's HTTP/1.1 (docs/decisions/mobile-bench-over-http2.md).
 *
 * Its certificate is made at start for `localhost` and trusted only by the browser the bench starts,
 * by the hash of its key (`chromiumTrustArg`): nothing is installed on the machine.
 */
import { createHash, createPublicKey } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { generate } from 'selfsigned';
import { forwardRaw, stripHopHeaders } from '../local/http/forward';

export interface Http2Front {
  /** `https://localhost:<port>`: where the browser opens the site. */
  url: string;
  /** The front's certificate (PEM), for a client that trusts it. */
  certificate: string;
  /** Chromium's flag that trusts this front's certificate, and no other. */
  chromiumTrustArg: string;
  stop(): Promise<void>;
}

export interface Http2FrontOptions {
  /** The web server the front forwards every request to, e.g. `http://localhost:5173`. */
  target: string;
  /** 0 picks a free port. */
  port: number;
  host?: string;
}

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

export async function startHttp2Front(options: Http2FrontOptions): Promise<Http2Front> {
  const now = new Date();
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate: now,
    notAfterDate: new Date(now.getTime() + ONE_DAY_MS),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  const server = createSecureServer({ key: pems.private, cert: pems.cert, allowHTTP1: true }, (req, res) => {
    void forward(options.target, req, res);
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://localhost:${port}`,
    certificate: pems.cert,
    chromiumTrustArg: `--ignore-certificate-errors-spki-list=${publicKeyHash(pems.cert)}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The base64 SHA-256 of the certificate's public key (SPKI), as Chromium's trust flag takes it. */
function publicKeyHash(certificatePem: string): string {
  const spki = createPublicKey(certificatePem).export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/** One request on to the web server, and its answer back, without HTTP/1.1's connection headers. */
async function forward(target: string, req: Http2ServerRequest, res: Http2ServerResponse): Promise<void> {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    // HTTP/2's pseudo-headers (`:path`, `:authority`…) are the request line; forwardRaw sets `host`.
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith(':')));
    const answer = await forwardRaw(target, req.method, req.url, headers, Buffer.concat(chunks));
    res.writeHead(answer.statusCode, stripHopHeaders(answer.headers));
    res.end(answer.body);
  } catch (error) {
    res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`The web server did not answer: ${String(error)}`);
  }
}
