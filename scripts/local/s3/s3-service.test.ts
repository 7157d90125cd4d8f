import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCAL_S3_KEY_PAIR } from './key-pair';
import { startS3, type S3Service } from './s3-service';

const ORIGIN = 'http://localhost:5173';
const KEY = 'deal-photos/user-1/01JABCDEFGHJKMNPQRSTVWXYZ0.png';
let s3: S3Service;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'local-s3-test-'));
  s3 = await startS3({ host: '127.0.0.1', port: 0, dataDir, buckets: ['uploads'], allowedOrigins: [ORIGIN] });
});

afterAll(async () => {
  await s3.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Posts the file with a policy for KEY (PNG, 1 byte to 16), as the browser does. */
async function upload(file: Buffer, change: Record<string, string> = {}) {
  const client = new S3Client({
    region: 'us-east-2',
    credentials: LOCAL_S3_KEY_PAIR,
    endpoint: s3.url,
    forcePathStyle: true,
  });
  const policy = await createPresignedPost(client, {
    Bucket: 'uploads',
    Key: KEY,
    Conditions: [
      ['content-length-range', 1, 16],
      ['eq', '$Content-Type', 'image/png'],
    ],
    Fields: { 'Content-Type': 'image/png' },
  });
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...policy.fields, ...change })) form.append(name, value);
  form.append('file', new Blob([file]), 'photo.png');
  return fetch(policy.url, { method: 'POST', body: form, headers: { origin: ORIGIN } });
}

describe('the local S3 upload gate', () => {
  it('stores an upload its policy allows, byte for byte', async () => {
    const bytes = Buffer.from('0123456789');
    expect((await upload(bytes)).status).toBe(204);
    const stored = await fetch(`${s3.url}/uploads/${KEY}`);
    expect(Buffer.from(await stored.arrayBuffer())).toEqual(bytes);
  });

  it("answers S3's XML error, readable by the allowed origin, for a file over the range", async () => {
    const answer = await upload(Buffer.alloc(17));
    expect(answer.status).toBe(400);
    expect(answer.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(await answer.text()).toContain(
      '<Code>EntityTooLarge</Code><Message>Your proposed upload exceeds the maximum allowed size</Message>' +
        '<ProposedSize>17</ProposedSize><MaxSizeAllowed>16</MaxSizeAllowed>',
    );
  });

  it('refuses another type or key with 403 AccessDenied and stores nothing', async () => {
    const otherKey = 'deal-photos/user-2/01JABCDEFGHJKMNPQRSTVWXYZ0.png';
    const wrongType = await upload(Buffer.from('<html>'), { 'Content-Type': 'text/html' });
    expect(wrongType.status).toBe(403);
    expect(await wrongType.text()).toContain('<Code>AccessDenied</Code>');
    const wrongKey = await upload(Buffer.from('x'), { key: otherKey });
    expect(wrongKey.status).toBe(403);
    expect((await fetch(`${s3.url}/uploads/${otherKey}`)).status).toBe(404);
  });
});
