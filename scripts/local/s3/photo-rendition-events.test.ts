import type { S3Event } from 'aws-lambda';
import { photoRenditionNotification } from './photo-rendition-events';

/** An event as the S3 stand-in emits it: one record, the key as stored (not encoded). */
const standInEvent = (key: string, eventName = 'ObjectCreated:Put') =>
  ({
    Records: [{ eventName, s3: { bucket: { name: 'uploads' }, object: { key, size: 10 } } }],
  }) as unknown as S3Event;

describe('photoRenditionNotification', () => {
  it('passes on a checked listing photo stored, its key encoded as S3 sends it', () => {
    const notification = photoRenditionNotification(standInEvent('deal-photos/u 1/01J.checked.jpg'));

    expect(notification?.Records.map((record) => record.s3.object.key)).toEqual([
      'deal-photos/u+1/01J.checked.jpg',
    ]);
  });

  it.each([
    ['a raw upload', 'deal-photos/u1/01J.jpg', 'ObjectCreated:Post'],
    ['a rendition', 'photo-renditions/deal-photos/u1/01J.checked.400w.webp', 'ObjectCreated:Put'],
    ['a profile picture', 'users/u1/profile-picture/01J.checked.png', 'ObjectCreated:Put'],
    ['a deleted photo', 'deal-photos/u1/01J.checked.jpg', 'ObjectRemoved:Delete'],
  ])('passes on nothing for %s', (_, key, eventName) => {
    expect(photoRenditionNotification(standInEvent(key, eventName))).toBeNull();
  });
});
