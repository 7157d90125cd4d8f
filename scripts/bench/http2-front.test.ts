import { createHash, X509Certificate } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { connect, type ClientHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { startHttp2Front, type Http2Front } from './http2-front';

/** A web server that answers what it was asked, with a connection header HTTP/2 may not carry. */
function startEchoServer(): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.writeHead(201, { 'content-type': 'application/json', 'x-echo': 'yes', connection: 'keep-alive' });
      res.end(
        JSON.stringify({
          method: req.method,
          url: req.url,
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface Reply {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

function ask(session: ClientHttp2Session, headers: Record<string, string>, body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const stream = session.request(headers);
    let answerHeaders: Record<string, unknown> = {};
    let text = '';
    stream.on('response', (received) => (answerHeaders = received));
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (text += chunk));
    stream.on('end', () =>
      resolve({ status: Number(answerHeaders[':status']), headers: answerHeaders, body: text }),
    );
    stream.on('error', reject);
    stream.end(body);
  });
}

describe('startHttp2Front', () => {
  let target: Server;
  let front: Http2Front;
  let session: ClientHttp2Session;

  beforeEach(async () => {
    target = await startEchoServer();
    front = await startHttp2Front({
      target: `http://127.0.0.1:${(target.address() as AddressInfo).port}`,
      port: 0,
    });
    session = connect(front.url, { ca: front.certificate });
  });

  afterEach(async () => {
    session.close();
    await front.stop();
    if (target.listening) await new Promise((resolve) => target.close(resolve));
  });

  it('answers over HTTP/2 with a certificate for localhost that only its browser trusts, for a day', () => {
    // Act
    const certificate = new X509Certificate(front.certificate);
    const keyHash = createHash('sha256')
      .update(certificate.publicKey.export({ type: 'spki', format: 'der' }))
      .digest('base64');

    // Assess
    expect(front.url).toMatch(/^https:\/\/localhost:\d+$/);
    expect(certificate.subjectAltName).toContain('DNS:localhost');
    expect(Date.parse(certificate.validTo) - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    expect(front.chromiumTrustArg).toBe(`--ignore-certificate-errors-spki-list=${keyHash}`);
  });

  it("forwards the method, path, headers and body, and answers the web server's reply", async () => {
    // Act
    const reply = await ask(
      session,
      { ':method': 'POST', ':path': '/api/deals?limit=2', 'x-trace': 'abc', 'content-type': 'text/plain' },
      'hello',
    );

    // Assess
    expect(reply.status).toBe(201);
    expect(reply.headers['x-echo']).toBe('yes');
    expect(reply.headers.connection).toBeUndefined();
    const echoed = JSON.parse(reply.body) as {
      method: string;
      url: string;
      headers: Record<string, string>;
      body: string;
    };
    expect(echoed).toMatchObject({ method: 'POST', url: '/api/deals?limit=2', body: 'hello' });
    expect(echoed.headers['x-trace']).toBe('abc');
    expect(Object.keys(echoed.headers).some((name) => name.startsWith(':'))).toBe(false);
  });

  it('answers 502 when the web server is gone', async () => {
    // Prepare
    await new Promise((resolve) => target.close(resolve));

    // Act
    const reply = await ask(session, { ':method': 'GET', ':path': '/' });

    // Assess
    expect(reply.status).toBe(502);
    expect(reply.body).toMatch(/did not answer/);
  });
});
