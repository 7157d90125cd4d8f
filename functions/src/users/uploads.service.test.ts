import { HeadObjectCommand, NotFound, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { principalFromEvent } from '../lib/http/principal';
import { apiEvent, testClaims } from '../testing/api-event.fixtures';
import { postPolicyConditions } from './uploads.repository';
import { createImageUpload, setProfileImage, uploadPrefix } from './uploads.service';
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

  it('sets an uploaded logo that exists under the caller prefix', async () => {
    // Prepare
    s3.on(HeadObjectCommand).resolves({ ContentLength: 2000, ContentType: 'image/png' });

    // Act
    await setProfileImage(principal, { kind: 'companyLogo', key: ownKey }, NOW);

    // Assess
    expect(s3).toHaveReceivedNthSpecificCommandWith(1, HeadObjectCommand, { Key: ownKey });
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, UpdateCommand, {
      ExpressionAttributeValues: expect.objectContaining({
        ':v0': ownKey,
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

  it('refuses an object over the limit or of another type', async () => {
    s3.on(HeadObjectCommand).resolves({ ContentLength: 600 * 1024, ContentType: 'image/png' });
    await expect(setProfileImage(principal, { kind: 'companyLogo', key: ownKey }, NOW)).rejects.toMatchObject(
      {
        status: 400,
      },
    );
    s3.on(HeadObjectCommand).resolves({ ContentLength: 100, ContentType: 'text/html' });
    await expect(setProfileImage(principal, { kind: 'companyLogo', key: ownKey }, NOW)).rejects.toMatchObject(
      {
        status: 400,
      },
    );
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
