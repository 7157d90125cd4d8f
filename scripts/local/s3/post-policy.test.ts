import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { LOCAL_S3_KEY_PAIR } from './key-pair';
import { checkPostObject, type PostObjectRequest } from './post-policy';

const SECRETS = { [LOCAL_S3_KEY_PAIR.accessKeyId]: LOCAL_S3_KEY_PAIR.secretAccessKey };
const BUCKET = 'uploads';
const KEY = 'users/user-1/company-logo/01JABCDEFGHJKMNPQRSTVWXYZ0.png';

/** A policy as the functions sign it: exact key and type, 1 byte to 1 KB, five minutes. */
async function signedFields(
  credentials: { accessKeyId: string; secretAccessKey: string } = LOCAL_S3_KEY_PAIR,
  conditions: NonNullable<Parameters<typeof createPresignedPost>[1]['Conditions']> = [
    ['content-length-range', 1, 1024],
    ['eq', '$Content-Type', 'image/png'],
    ['eq', '$key', KEY],
  ],
): Promise<Record<string, string>> {
  const client = new S3Client({
    region: 'us-east-2',
    credentials,
    endpoint: 'http://127.0.0.1:1',
    forcePathStyle: true,
  });
  const { fields } = await createPresignedPost(client, {
    Bucket: BUCKET,
    Key: KEY,
    Conditions: conditions,
    Fields: { 'Content-Type': 'image/png' },
    Expires: 300,
  });
  return fields;
}

const check = (fields: Record<string, string>, change: Partial<PostObjectRequest> = {}) =>
  checkPostObject({ bucket: BUCKET, fields, fileSize: 100, now: new Date(), ...change }, SECRETS);

describe('checkPostObject', () => {
  it('lets through an upload that keeps every condition', async () => {
    expect(check(await signedFields())).toBeNull();
  });

  it('refuses a file over the range with EntityTooLarge and one under it with EntityTooSmall', async () => {
    const fields = await signedFields();
    expect(check(fields, { fileSize: 1025 })).toEqual({
      status: 400,
      code: 'EntityTooLarge',
      message: 'Your proposed upload exceeds the maximum allowed size',
      detail: { ProposedSize: 1025, MaxSizeAllowed: 1024 },
    });
    expect(check(fields, { fileSize: 0 })).toMatchObject({ status: 400, code: 'EntityTooSmall' });
    expect(check(fields, { fileSize: 1024 })).toBeNull();
  });

  it.each([
    ['another type', { 'Content-Type': 'text/html' }, '["eq", "$Content-Type", "image/png"]'],
    ['another key', { key: 'users/user-2/company-logo/x.png' }, '["eq", "$key", "users/user-1/'],
  ])('refuses %s with 403 AccessDenied naming the failed condition', async (_, change, condition) => {
    const refusal = check({ ...(await signedFields()), ...change });
    expect(refusal).toMatchObject({ status: 403, code: 'AccessDenied' });
    expect(refusal?.message).toContain(`Invalid according to Policy: Policy Condition failed: ${condition}`);
  });

  it('checks starts-with conditions, with field names in any case', async () => {
    const fields = await signedFields(LOCAL_S3_KEY_PAIR, [['starts-with', '$x-amz-meta-tag', 'photo-']]);
    expect(check({ ...fields, 'X-Amz-Meta-Tag': 'photo-1' })).toBeNull();
    expect(check({ ...fields, 'x-amz-meta-tag': 'script-1' })?.message).toBe(
      'Invalid according to Policy: Policy Condition failed: ["starts-with", "$x-amz-meta-tag", "photo-"]',
    );
    expect(check(fields)).toMatchObject({ status: 403, code: 'AccessDenied' });
  });

  it('refuses a field no condition mentions', async () => {
    expect(check({ ...(await signedFields()), 'x-amz-meta-owner': 'admin' })).toEqual({
      status: 403,
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Extra input fields: x-amz-meta-owner',
    });
    expect(check({ ...(await signedFields()), 'x-ignore-note': 'anything' })).toBeNull();
  });

  it('refuses an expired policy', async () => {
    const fields = await signedFields();
    expect(check(fields, { now: new Date(Date.now() + 301 * 1000) })).toEqual({
      status: 403,
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Policy expired.',
    });
  });

  it('refuses a policy changed after signing, signed with another secret, or by an unknown key', async () => {
    const fields = await signedFields();
    const widened = JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8')) as {
      conditions: unknown[];
    };
    widened.conditions[0] = ['content-length-range', 1, 10 ** 9];
    const tampered = { ...fields, Policy: Buffer.from(JSON.stringify(widened)).toString('base64') };
    expect(check(tampered)).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });

    const forged = await signedFields({
      accessKeyId: LOCAL_S3_KEY_PAIR.accessKeyId,
      secretAccessKey: 'guess',
    });
    expect(check(forged)).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });

    const unknown = await signedFields({ accessKeyId: 'SOMEONE', secretAccessKey: 'x' });
    expect(check(unknown)).toMatchObject({ status: 403, code: 'InvalidAccessKeyId' });
  });

  it('refuses a form without a policy, and a policy that is not JSON', async () => {
    const { Policy: _policy, ...unsigned } = await signedFields();
    expect(check(unsigned)).toEqual({ status: 403, code: 'AccessDenied', message: 'Access Denied' });
    expect(check({ ...(await signedFields()), Policy: 'bm90IGpzb24=' })).toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
  });
});
