import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCAL_S3_KEY_PAIR } from './key-pair';
import { namesPrivateObject } from './private-prefix-gate';
import { startS3, type S3Service } from './s3-service';

const ORIGIN = 'http://localhost:5173';
const BUCKET = 'uploads';
const PRIVATE_KEY = 'private/feedback/01JABCDEFGHJKMNPQRSTVWXYZ0.png';
const PUBLIC_KEY = 'deal-photos/user-1/01JABCDEFGHJKMNPQRSTVWXYZ0.checked.png';
const BYTES = Buffer.from('screenshot bytes');
let s3: S3Service;
let dataDir: string;
let client: S3Client;

const clientWith = (credentials: { accessKeyId: string; secretAccessKey: string }) =>
  new S3Client({ region: 'us-east-2', credentials, endpoint: s3.url, forcePathStyle: true });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'local-s3-private-test-'));
  s3 = await startS3({ host: '127.0.0.1', port: 0, dataDir, buckets: [BUCKET], allowedOrigins: [ORIGIN] });
  client = clientWith(LOCAL_S3_KEY_PAIR);
  // The functions write with header-signed requests: the gate lets them through.
  for (const Key of [PRIVATE_KEY, PUBLIC_KEY]) {
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key, Body: BYTES, ContentType: 'image/png' }));
  }
});

afterAll(async () => {
  client.destroy();
  await s3.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A presigned GET link for the key, as the admin routes sign them. */
const presignedGet = (key: string, options: { expiresIn?: number; signingDate?: Date } = {}) =>
  getSignedUrl(client, new GetObjectCommand({ Bucket: BUCKET, Key: key }), { expiresIn: 300, ...options });

describe('the local S3 private prefix gate', () => {
  it('refuses an anonymous GET and HEAD of a private key with 403 AccessDenied, but serves a public one', async () => {
    // Act
    const get = await fetch(`${s3.url}/${BUCKET}/${PRIVATE_KEY}`);
    const head = await fetch(`${s3.url}/${BUCKET}/${PRIVATE_KEY}`, { method: 'HEAD' });
    const publicGet = await fetch(`${s3.url}/${BUCKET}/${PUBLIC_KEY}`);

    // Assess
    expect(get.status).toBe(403);
    expect(await get.text()).toContain('<Code>AccessDenied</Code>');
    expect(head.status).toBe(403);
    expect(publicGet.status).toBe(200);
  });

  it.each([
    ['percent-encoded', `%70rivate/feedback/01JABCDEFGHJKMNPQRSTVWXYZ0.png`],
    ['with a dot segment', `deal-photos/../${PRIVATE_KEY}`],
    ['after a double slash', `/${PRIVATE_KEY}`],
  ])('refuses an anonymous GET of a private key written %s', async (_name, key) => {
    // Act: node's http client sends the path as it is.
    const url = new URL(s3.url);
    const answer = await new Promise<number>((resolve, reject) => {
      request({ host: url.hostname, port: url.port, path: `/${BUCKET}/${key}` }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });

    // Assess
    expect(answer).toBe(403);
  });

  it('serves a private key to a valid presigned GET link, as an <img> from the SPA loads it', async () => {
    // Act: no credentials and no CORS needed for an image.
    const answer = await fetch(await presignedGet(PRIVATE_KEY), { headers: { referer: `${ORIGIN}/admin` } });

    // Assess
    expect(answer.status).toBe(200);
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(BYTES);
  });

  it('lets the functions read a private key with header-signed requests', async () => {
    // Act
    const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: PRIVATE_KEY }));

    // Assess
    expect(head.ContentLength).toBe(BYTES.length);
  });

  it('refuses a presigned link whose signature was tampered with, or that names another key', async () => {
    // Prepare
    const url = new URL(await presignedGet(PRIVATE_KEY));
    const signature = url.searchParams.get('X-Amz-Signature') ?? '';
    const tampered = new URL(url);
    tampered.searchParams.set(
      'X-Amz-Signature',
      `${signature.startsWith('0') ? '1' : '0'}${signature.slice(1)}`,
    );
    const otherKey = new URL(url);
    otherKey.pathname = `/${BUCKET}/private/feedback/01JOTHEROTHEROTHEROTHEROTH.png`;

    // Act
    const answers = await Promise.all([fetch(tampered), fetch(otherKey)]);

    // Assess
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(await answer.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    }
  });

  it('refuses an expired presigned link', async () => {
    // Prepare: signed ten minutes ago, valid for one.
    const url = await presignedGet(PRIVATE_KEY, {
      expiresIn: 60,
      signingDate: new Date(Date.now() - 600_000),
    });

    // Act
    const answer = await fetch(url);

    // Assess
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain('<Message>Request has expired</Message>');
  });

  it('refuses a link or a request signed with a key pair the stand-in does not know', async () => {
    // Prepare
    const stranger = clientWith({ accessKeyId: 'STRANGER', secretAccessKey: 'S3RVER' });
    const forged = await getSignedUrl(stranger, new GetObjectCommand({ Bucket: BUCKET, Key: PRIVATE_KEY }));
    const wrongSecret = clientWith({ accessKeyId: LOCAL_S3_KEY_PAIR.accessKeyId, secretAccessKey: 'guess' });

    // Act
    const answer = await fetch(forged);
    const read = wrongSecret.send(new GetObjectCommand({ Bucket: BUCKET, Key: PRIVATE_KEY }));

    // Assess
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain('<Code>InvalidAccessKeyId</Code>');
    await expect(read).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    stranger.destroy();
    wrongSecret.destroy();
  });
});

describe('namesPrivateObject', () => {
  it('sees a private key in an object path however it is written, and nothing else', () => {
    expect(namesPrivateObject(`/${BUCKET}/${PRIVATE_KEY}`)).toBe(true);
    expect(namesPrivateObject(`/${BUCKET}/%70rivate/x.png`)).toBe(true);
    expect(namesPrivateObject(`/${BUCKET}/users/../private/x.png`)).toBe(true);
    expect(namesPrivateObject(`/${BUCKET}//private/x.png`)).toBe(true);
    expect(namesPrivateObject(`/${BUCKET}/${PUBLIC_KEY}`)).toBe(false);
    expect(namesPrivateObject(`/${BUCKET}/users/u/private/x.png`)).toBe(false);
    expect(namesPrivateObject(`/${BUCKET}`)).toBe(false);
    expect(namesPrivateObject(`/${BUCKET}/`)).toBe(false);
  });
});
