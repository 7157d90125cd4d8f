import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandInput,
} from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { principalFromEvent } from '../lib/http/principal';
import { apiEvent, testClaims } from '../testing/api-event.fixtures';
import { HTML_PAGE, jpegWithGps, plainPng, SECRET_PLACE } from '../testing/image.fixtures';
import { postPolicyConditions } from './uploads.repository';
import {
  acceptUploadedImage,
  checkedKeyOf,
  createImageUpload,
  setProfileImage,
  uploadPrefix,
} from './uploads.service';
import { newUserRecord } from './users.service';

const s3 = mockClient(S3Client);
const dynamo = mockClient(DynamoDBDocumentClient);
const principal = principalFromEvent(apiEvent({ claims: testClaims() }))!;
const NOW = '2026-11-02T00:00:00.000Z';

beforeEach(() => {
  s3.reset();
  dynamo.reset();
  dynamo.on(GetCommand).resolves({ Item: newUserRecord(principal, NOW) });
  dynamo.on(UpdateCommand).resolves({ Attributes: newUserRecord(principal, NOW) });
});

/** The bucket holds these bytes at every key asked for (a ranged GET answers the range). */
function storedObject(bytes: Buffer, contentType: string) {
  s3.on(HeadObjectCommand).resolves({ ContentLength: bytes.length, ContentType: contentType });
  s3.on(GetObjectCommand).callsFake((input: GetObjectCommandInput) => {
    const range = /^bytes=0-(\d+)$/.exec(input.Range ?? '');
    const body = range ? bytes.subarray(0, Number(range[1]) + 1) : bytes;
    return { Body: { transformToByteArray: async () => new Uint8Array(body) } };
  });
}

const decodePolicy = (fields: Record<string, string>) =>
  JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString('utf8')) as {
    expiration: string;
    conditions: unknown[];
  };

describe('createImageUpload', () => {
  it('signs a company-logo policy limited to 500 KB, the exact type and one key under the user', async () => {
    // Act
    const upload = await createImageUpload(
      principal,
      { kind: 'companyLogo', contentType: 'image/png' },
      new Date(NOW),
    );

    // Assess
    expect(upload.key).toMatch(/^users\/user-1\/company-logo\/[0-9A-HJKMNP-TV-Z]{26}\.png$/);
    expect(upload.maxBytes).toBe(500 * 1024);
    expect(upload.fields).toMatchObject({ key: upload.key, 'Content-Type': 'image/png' });
    const policy = decodePolicy(upload.fields);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 512000],
        ['eq', '$Content-Type', 'image/png'],
        ['eq', '$key', upload.key],
      ]),
    );
    expect(new Date(policy.expiration).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000 + 1000);
  });

  it('allows 2 MB for a profile picture', async () => {
    const upload = await createImageUpload(
      principal,
      { kind: 'profilePicture', contentType: 'image/webp' },
      new Date(NOW),
    );
    expect(decodePolicy(upload.fields).conditions).toContainEqual([
      'content-length-range',
      1,
      2 * 1024 * 1024,
    ]);
    expect(upload.key.startsWith(uploadPrefix('user-1', 'profilePicture'))).toBe(true);
  });

  it('builds the size and type conditions from the request', () => {
    expect(
      postPolicyConditions({ key: 'k', contentType: 'image/jpeg', maxBytes: 10, expiresSeconds: 60 }),
    ).toEqual([
      ['content-length-range', 1, 10],
      ['eq', '$Content-Type', 'image/jpeg'],
      ['eq', '$key', 'k'],
    ]);
  });
});

describe('setProfileImage', () => {
  const ownKey = `${uploadPrefix('user-1', 'companyLogo')}01JABCDEFGHJKMNPQRSTVWXYZ0.png`;

  it('sets the checked copy of an uploaded logo that exists under the caller prefix', async () => {
    // Prepare
    storedObject(plainPng(), 'image/png');

    // Act
    await setProfileImage(principal, { kind: 'companyLogo', key: ownKey }, NOW);

    // Assess
    expect(s3).toHaveReceivedCommandWith(PutObjectCommand, { Key: checkedKeyOf(ownKey) });
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, UpdateCommand, {
      ExpressionAttributeValues: expect.objectContaining({
        ':v0': checkedKeyOf(ownKey),
      }),
    });
  });

  it.each([
    ["another user's key", 'users/user-2/company-logo/01JABCDEFGHJKMNPQRSTVWXYZ0.png'],
    ['a picture key for the logo', 'users/user-1/profile-picture/01JABCDEFGHJKMNPQRSTVWXYZ0.png'],
    ['a nested key', 'users/user-1/company-logo/x/../../user-2/a.png'],
  ])('refuses %s with 400 and changes nothing', async (_, key) => {
    await expect(setProfileImage(principal, { kind: 'companyLogo', key }, NOW)).rejects.toMatchObject({
      status: 400,
    });
    expect(s3.calls()).toHaveLength(0);
    expect(dynamo).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('refuses a key with no object behind it', async () => {
    s3.on(HeadObjectCommand).rejects(new NotFound({ message: 'nope', $metadata: {} }));
    await expect(setProfileImage(principal, { kind: 'companyLogo', key: ownKey }, NOW)).rejects.toMatchObject(
      {
        status: 400,
      },
    );
    expect(dynamo).not.toHaveReceivedCommand(UpdateCommand);
  });

  it.each([
    ['over the limit', plainPng(), 600 * 1024, 'image/png', 'UPLOAD_TOO_LARGE'],
    ['stored as another type', plainPng(), 100, 'text/html', 'UPLOAD_NOT_IMAGE'],
    ['HTML bytes stored as a PNG', HTML_PAGE, HTML_PAGE.length, 'image/png', 'UPLOAD_NOT_IMAGE'],
  ])('refuses an object %s, deletes it and changes nothing', async (_, bytes, size, type, code) => {
    // Prepare
    storedObject(bytes, type);
    s3.on(HeadObjectCommand).resolves({ ContentLength: size, ContentType: type });

    // Act
    const attempt = setProfileImage(principal, { kind: 'companyLogo', key: ownKey }, NOW);

    // Assess
    await expect(attempt).rejects.toMatchObject({ status: 400, code });
    expect(s3).toHaveReceivedCommandWith(DeleteObjectCommand, { Key: ownKey });
    expect(s3).not.toHaveReceivedCommand(PutObjectCommand);
    expect(dynamo).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('removes the image when the key is null, without touching S3', async () => {
    await setProfileImage(principal, { kind: 'profilePicture', key: null }, NOW);
    expect(s3.calls()).toHaveLength(0);
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, UpdateCommand, {
      ExpressionAttributeNames: expect.objectContaining({
        '#f0': 'profilePictureKey',
      }),
    });
  });
});

describe('acceptUploadedImage', () => {
  const key = 'deal-photos/user-1/01JABCDEFGHJKMNPQRSTVWXYZ0.jpg';

  it('reads only the first bytes to refuse HTML saved as an image', async () => {
    // Prepare
    storedObject(HTML_PAGE, 'image/jpeg');

    // Act
    const attempt = acceptUploadedImage(key, 1024 * 1024);

    // Assess
    await expect(attempt).rejects.toMatchObject({ status: 400, code: 'UPLOAD_NOT_IMAGE' });
    expect(s3).toHaveReceivedCommandTimes(GetObjectCommand, 1);
    expect(s3).toHaveReceivedCommandWith(GetObjectCommand, { Key: key, Range: 'bytes=0-11' });
    expect(s3).toHaveReceivedCommandWith(DeleteObjectCommand, { Key: key });
  });

  it('refuses a PNG uploaded under a JPEG key', async () => {
    storedObject(plainPng(), 'image/jpeg');
    await expect(acceptUploadedImage(key, 1024 * 1024)).rejects.toMatchObject({ code: 'UPLOAD_NOT_IMAGE' });
  });

  it('keeps a copy without the GPS metadata at the checked key and deletes the upload', async () => {
    // Prepare
    storedObject(jpegWithGps(), 'image/jpeg');

    // Act
    const checked = await acceptUploadedImage(key, 1024 * 1024);

    // Assess
    expect(checked).toBe('deal-photos/user-1/01JABCDEFGHJKMNPQRSTVWXYZ0.checked.jpg');
    const written = s3.commandCalls(PutObjectCommand)[0]!.args[0].input;
    expect(written).toMatchObject({ Key: checked, ContentType: 'image/jpeg' });
    expect(Buffer.from(written.Body as Uint8Array).toString('latin1')).not.toContain(SECRET_PLACE);
    expect(s3).toHaveReceivedCommandWith(DeleteObjectCommand, { Key: key });
  });

  it('answers the checked copy when the upload was already moved (a retried save)', async () => {
    s3.on(HeadObjectCommand, { Key: key }).rejects(new NotFound({ message: 'nope', $metadata: {} }));
    s3.on(HeadObjectCommand, { Key: checkedKeyOf(key) }).resolves({
      ContentLength: 10,
      ContentType: 'image/jpeg',
    });
    await expect(acceptUploadedImage(key, 1024 * 1024)).resolves.toBe(checkedKeyOf(key));
    expect(s3).not.toHaveReceivedCommand(PutObjectCommand);
  });

  it('accepts a checked key as it is, and refuses one with no object', async () => {
    s3.on(HeadObjectCommand).resolves({ ContentLength: 10, ContentType: 'image/jpeg' });
    await expect(acceptUploadedImage(checkedKeyOf(key), 1024)).resolves.toBe(checkedKeyOf(key));
    expect(s3).not.toHaveReceivedCommand(GetObjectCommand);

    s3.reset();
    s3.on(HeadObjectCommand).rejects(new NotFound({ message: 'nope', $metadata: {} }));
    await expect(acceptUploadedImage(checkedKeyOf(key), 1024)).rejects.toMatchObject({
      code: 'UPLOAD_NOT_FOUND',
    });
  });

  it('answers UPLOAD_NOT_FOUND for a key never posted when S3 says 403, as it does without ListBucket', async () => {
    s3.on(HeadObjectCommand).rejects(
      Object.assign(new Error('Forbidden'), { name: 'Forbidden', $metadata: { httpStatusCode: 403 } }),
    );
    await expect(acceptUploadedImage(key, 1024)).rejects.toMatchObject({ code: 'UPLOAD_NOT_FOUND' });
  });
});
