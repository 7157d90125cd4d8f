/**
 * Photo renditions against the local stack (docs/decisions/photo-renditions.md): a listing photo
 * uploaded and checked gets its 400 and 1,200 px WebP renditions, made by the same consumer as in
 * AWS after the S3 stand-in stored the checked copy; they are served beside the photo under /assets.
 */
import sharp from 'sharp';
import type { Deal } from '#shared/deals/deal-api';
import { renditionKey } from '#shared/deals/photo-renditions';
import { createDealAs, demoToken, validDealBody } from './support/deals';
import { baseUrl } from './support/local-stack';
import { eventually } from './support/notifications';
import { uploadListingPhoto } from './support/presigned-post';

const SELLER = 'seller@example.com';
const servedAsset = (key: string) => fetch(`${baseUrl}/assets/${key}`);

/** The served image's format and size once it is there (renditions come just after the upload). */
async function servedImage(key: string) {
  const answer = await eventually(
    () => servedAsset(key),
    (response) => response.status === 200,
  );
  const { format, width, height } = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
  return { contentType: answer.headers.get('content-type'), format, width, height };
}

describe('photo renditions', () => {
  it('makes a 400 and a 1,200 px WebP of a listing photo uploaded, and none of the raw upload', async () => {
    // Prepare: a 1,600 × 1,200 photo, as a phone or camera makes them
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: { r: 90, g: 140, b: 60 } },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    const policy = await uploadListingPhoto(await demoToken(SELLER), photo);

    // Act
    const deal: Deal = await createDealAs(
      SELLER,
      validDealBody({ photos: [policy.key], coverPhotoIndex: 0 }),
    );

    // Assess
    const [stored] = deal.photos ?? [];
    expect(await servedImage(renditionKey(stored!, 400))).toEqual({
      contentType: 'image/webp',
      format: 'webp',
      width: 400,
      height: 300,
    });
    expect(await servedImage(renditionKey(stored!, 1200))).toEqual({
      contentType: 'image/webp',
      format: 'webp',
      width: 1200,
      height: 900,
    });
    expect((await servedAsset(renditionKey(policy.key, 400))).status).toBe(404);
  });
});
