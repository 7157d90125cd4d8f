/**
 * Uploads against the local stack (docs/requirements.md#r9-7-1, docs/requirements.md#e5-5): the local
 * S3 refuses what the presigned POST policy does not allow, as S3 does, and the API uses an upload
 * only when its bytes are the image it claims to be, and only without its metadata.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { decode } from 'jpeg-js';
import type { Deal } from '#shared/deals/deal-api';
import type { UploadPolicy } from '#shared/users/profile';
import type { User } from '#shared/users/user';
import { HTML_PAGE, jpegWithGps, plainJpeg, SECRET_PLACE } from '#functions/testing/image.fixtures';
import { LOCAL_S3_KEY_PAIR } from '../../scripts/local/s3/key-pair';
import { createDealAs, demoToken, validDealBody } from './support/deals';
import { baseUrl, callApi, stackConfig } from './support/local-stack';
import { postFile, uploadListingPhoto } from './support/presigned-post';
import { createTestUser, type TestUser } from './support/test-users';

const json = (body: unknown) => JSON.stringify(body);
const SELLER = 'seller@example.com';

/** The answer of an upload refused by the local S3: its status and S3's error code. */
async function refusal(answer: Response): Promise<{ status: number; code: string | undefined }> {
  const text = await answer.text();
  return { status: answer.status, code: /<Code>([^<]+)<\/Code>/.exec(text)?.[1] };
}

const servedAsset = (key: string) => fetch(`${baseUrl}/assets/${key}`);

describe('uploads', () => {
  let user: TestUser;
  let token: string;

  beforeAll(async () => {
    user = await createTestUser(['buyers']);
    token = await user.signIn();
  });

  const pictureUpload = async (size: number, contentType = 'image/png') => {
    const answer = await callApi('/api/users/me/uploads', {
      method: 'POST',
      token,
      body: json({ kind: 'profilePicture', contentType, size }),
    });
    expect(answer.status).toBe(201);
    return answer.body as UploadPolicy;
  };

  const setPicture = (key: string) =>
    callApi('/api/users/me/images', { method: 'PUT', token, body: json({ kind: 'profilePicture', key }) });

  describe('the presigned POST, at the local S3', () => {
    it('refuses a file over the declared kind limit with EntityTooLarge', async () => {
      // Prepare: a policy for a 2 MB picture, and a file one byte over
      const policy = await pictureUpload(1000);

      // Act
      const answer = await postFile(policy, Buffer.alloc(2 * 1024 * 1024 + 1));

      // Assess
      expect(await refusal(answer)).toEqual({ status: 400, code: 'EntityTooLarge' });
      expect((await setPicture(policy.key)).body).toMatchObject({ code: 'UPLOAD_NOT_FOUND' });
    });

    it.each([
      ['another content type', { 'Content-Type': 'text/html' }],
      ['another key', { key: 'users/someone-else/profile-picture/01J00000000000000000000000.png' }],
      ['an extra field', { 'x-amz-meta-owner': 'admin' }],
    ])('refuses %s with 403 AccessDenied', async (_, change) => {
      const policy = await pictureUpload(100);
      expect(await refusal(await postFile(policy, plainJpeg(), change))).toEqual({
        status: 403,
        code: 'AccessDenied',
      });
    });

    it('refuses the same conditions once the policy has expired', async () => {
      // Prepare: the API's policy conditions, signed again with the stack's key but already expired
      const policy = await pictureUpload(100, 'image/jpeg');
      const { region } = await stackConfig();
      const conditions = (
        JSON.parse(Buffer.from(policy.fields.Policy ?? '', 'base64').toString('utf8')) as {
          conditions: unknown[];
        }
      ).conditions.filter((condition) => Array.isArray(condition));
      const expired = await createPresignedPost(
        new S3Client({
          region,
          credentials: LOCAL_S3_KEY_PAIR,
          endpoint: new URL(policy.url).origin,
          forcePathStyle: true,
        }),
        {
          Bucket: policy.fields.bucket ?? '',
          Key: policy.key,
          Conditions: conditions as never,
          Fields: { 'Content-Type': 'image/jpeg' },
          Expires: -1,
        },
      );

      // Act
      const answer = await postFile({ url: policy.url, fields: expired.fields }, plainJpeg());

      // Assess
      const text = await answer.text();
      expect(answer.status).toBe(403);
      expect(text).toContain('<Code>AccessDenied</Code>');
      expect(text).toContain('Invalid according to Policy: Policy expired.');
    });
  });

  describe('using an upload', () => {
    it('refuses HTML uploaded as a PNG picture with UPLOAD_NOT_IMAGE and deletes it', async () => {
      // Prepare: the policy cannot see bytes, so the local S3 stores the page
      const policy = await pictureUpload(HTML_PAGE.length);
      expect((await postFile(policy, HTML_PAGE)).status).toBe(204);
      const before = (await callApi('/api/auth/me', { token })).body as User;

      // Act
      const answer = await setPicture(policy.key);

      // Assess
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'UPLOAD_NOT_IMAGE' });
      expect((await servedAsset(policy.key)).status).toBe(404);
      expect(((await callApi('/api/auth/me', { token })).body as User).profilePictureUrl).toBe(
        before.profilePictureUrl,
      );
    });

    it('refuses HTML uploaded as a listing photo with UPLOAD_NOT_IMAGE', async () => {
      const sellerToken = await demoToken(SELLER);
      const policy = await uploadListingPhoto(sellerToken, HTML_PAGE, 'image/png');

      const answer = await callApi('/api/deals', {
        method: 'POST',
        token: sellerToken,
        body: json(validDealBody({ photos: [policy.key], coverPhotoIndex: 0 })),
      });

      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'UPLOAD_NOT_IMAGE' });
      expect((await servedAsset(policy.key)).status).toBe(404);
    });

    it('lists a phone photo without its GPS metadata, and removes the original', async () => {
      // Prepare
      const photo = jpegWithGps();
      const policy = await uploadListingPhoto(await demoToken(SELLER), photo);

      // Act
      const deal: Deal = await createDealAs(
        SELLER,
        validDealBody({ photos: [policy.key], coverPhotoIndex: 0 }),
      );

      // Assess
      const [stored] = deal.photos ?? [];
      expect(stored).toBeDefined();
      expect(stored).not.toBe(policy.key);
      const served = Buffer.from(await (await servedAsset(stored!)).arrayBuffer());
      expect(served.toString('latin1')).not.toContain(SECRET_PLACE);
      expect(Buffer.from(decode(served).data)).toEqual(Buffer.from(decode(plainJpeg()).data));
      expect((await servedAsset(policy.key)).status).toBe(404);
    });
  });
});
