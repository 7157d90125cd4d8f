import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Event, SQSEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';
import sharp from 'sharp';
import { renditionKey } from '#shared/deals/photo-renditions';
import { createdPhotoKeys, handler } from './make-photo-renditions';

const s3 = mockClient(S3Client);
const PHOTO_KEY = 'deal-photos/u1/01JPHOTO.checked.jpg';

beforeEach(() => s3.reset());

/** The S3 event notification S3 puts on the queue for these keys (URL-encoded, as S3 sends them). */
const s3Notification = (keys: string[], eventName = 'ObjectCreated:Put') =>
  ({
    Records: keys.map((key) => ({
      eventName,
      s3: { bucket: { name: 'uploads' }, object: { key: encodeURIComponent(key).replace(/%2F/g, '/') } },
    })),
  }) as unknown as S3Event;

const sqsEvent = (...bodies: unknown[]): SQSEvent =>
  ({
    Records: bodies.map((body, index) => ({
      messageId: `m${index}`,
      body: typeof body === 'string' ? body : JSON.stringify(body),
      attributes: { ApproximateReceiveCount: '1' },
    })),
  }) as unknown as SQSEvent;

const storedPhoto = (bytes: Uint8Array) =>
  s3.on(GetObjectCommand, { Key: PHOTO_KEY }).resolves({
    Body: { transformToByteArray: async () => bytes } as never,
  });

const jpeg = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();

describe('make-photo-renditions handler', () => {
  it('stores a 400 and a 1,200 px WebP rendition of a checked listing photo', async () => {
    storedPhoto(await jpeg());

    const result = await handler(sqsEvent(s3Notification([PHOTO_KEY])));

    expect(result).toEqual({ batchItemFailures: [] });
    expect(s3).toHaveReceivedCommandTimes(PutObjectCommand, 2);
    for (const [width, height] of [
      [400, 300],
      [1200, 900],
    ] as const) {
      expect(s3).toHaveReceivedCommandWith(PutObjectCommand, {
        Key: renditionKey(PHOTO_KEY, width),
        ContentType: 'image/webp',
      });
      const put = s3
        .commandCalls(PutObjectCommand)
        .find((call) => call.args[0].input.Key === renditionKey(PHOTO_KEY, width))!;
      const size = await sharp(put.args[0].input.Body as Buffer).metadata();
      expect([size.width, size.height]).toEqual([width, height]);
    }
  });

  it('rewrites the same keys when the same event comes twice', async () => {
    storedPhoto(await jpeg());

    await handler(sqsEvent(s3Notification([PHOTO_KEY]), s3Notification([PHOTO_KEY])));

    const keys = s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input.Key);
    expect(keys.sort()).toEqual(
      [
        renditionKey(PHOTO_KEY, 400),
        renditionKey(PHOTO_KEY, 400),
        renditionKey(PHOTO_KEY, 1200),
        renditionKey(PHOTO_KEY, 1200),
      ].sort(),
    );
  });

  it('skips a corrupt photo without a retry, and goes on with the others', async () => {
    const other = 'deal-photos/u1/01JOTHER.checked.png';
    storedPhoto(new TextEncoder().encode('not an image'));
    s3.on(GetObjectCommand, { Key: other }).resolves({
      Body: { transformToByteArray: async () => new Uint8Array(await jpeg()) } as never,
    });

    const result = await handler(sqsEvent(s3Notification([PHOTO_KEY, other])));

    expect(result).toEqual({ batchItemFailures: [] });
    expect(s3).toHaveReceivedCommandWith(PutObjectCommand, { Key: renditionKey(other, 400) });
    expect(s3).not.toHaveReceivedCommandWith(PutObjectCommand, { Key: renditionKey(PHOTO_KEY, 400) });
  });

  it('skips a photo deleted since its event', async () => {
    s3.on(GetObjectCommand).rejects(new NoSuchKey({ message: 'gone', $metadata: {} }));

    const result = await handler(sqsEvent(s3Notification([PHOTO_KEY])));

    expect(result).toEqual({ batchItemFailures: [] });
    expect(s3).not.toHaveReceivedCommand(PutObjectCommand);
  });

  it('reports only the message whose renditions S3 refused to store, for a retry', async () => {
    storedPhoto(await jpeg());
    s3.on(PutObjectCommand).rejectsOnce(new Error('SlowDown')).resolves({});

    const result = await handler(sqsEvent(s3Notification([PHOTO_KEY]), s3Notification([])));

    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'm0' }] });
  });

  it("answers S3's test event and other kinds of event with nothing to do", async () => {
    const result = await handler(
      sqsEvent({ Event: 's3:TestEvent' }, s3Notification([PHOTO_KEY], 'ObjectRemoved:Delete')),
    );

    expect(result).toEqual({ batchItemFailures: [] });
    expect(s3).not.toHaveReceivedCommand(GetObjectCommand);
  });
});

describe('createdPhotoKeys', () => {
  it('keeps only checked listing photos, decoded', () => {
    const notification = s3Notification([
      PHOTO_KEY,
      'deal-photos/u1/01JRAW.jpg',
      renditionKey(PHOTO_KEY, 400),
    ]);
    notification.Records.push({
      eventName: 'ObjectCreated:Put',
      s3: { object: { key: 'deal-photos/u1/with+space.checked.jpg' } },
    } as never);

    expect(createdPhotoKeys(notification)).toEqual([PHOTO_KEY, 'deal-photos/u1/with space.checked.jpg']);
  });
});
