/**
 * Photo renditions budget (docs/decisions/photo-renditions.md): the bytes a browser loads for a
 * listing photo at card and carousel size, from the renditions the upload event makes, beside the
 * original it loaded before; and how long one photo's renditions take, beside the consumer's
 * timeout. Two photos: a seed cover (800 × 600 JPEG, as `npm start` seeds them) and a phone-sized
 * one (4,032 × 3,024, the seed's house scaled up with sensor-like noise, JPEG quality 90).
 */
import sharp from 'sharp';
import { renderPhotoRenditions } from '#functions/deal-photos/photo-renditions';
import { PHOTO_RENDITIONS_CONSUMER } from '#shared/jobs/photo-renditions-consumer';
import { housePhotoJpeg } from '../seed/deals/house-photo';
import { DEMO_DEAL_SEED } from '../seed/deals/seed-demo-deals';

/** A card's photo: a phone-sized 400 px WebP, the figure the cost model takes. */
const MAX_CARD_RENDITION_BYTES = 40 * 1024;
/** A carousel slide's photo at 1,200 px. */
const MAX_SLIDE_RENDITION_BYTES = 200 * 1024;
/** One photo's renditions, with a 3× margin under the consumer's timeout. */
const MAX_RENDER_MS = (PHOTO_RENDITIONS_CONSUMER.timeoutSeconds * 1000) / 3;

/** The seed's house at a phone camera's size, with noise so it compresses like a real photo. */
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [4032, 3024];
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 24 },
    },
  })
    .png()
    .toBuffer();
  return sharp(housePhotoJpeg(DEMO_DEAL_SEED))
    .resize({ width, height })
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function benchPhoto(name: string, photo: Buffer): Promise<boolean> {
  const started = performance.now();
  const renditions = await renderPhotoRenditions(photo);
  const renderMs = Math.round(performance.now() - started);
  const bytesOf = (width: number) => renditions.find((rendition) => rendition.width === width)!.body.length;
  const checks = [
    { label: '400 px WebP', value: bytesOf(400), max: MAX_CARD_RENDITION_BYTES, format: kb },
    { label: '1,200 px WebP', value: bytesOf(1200), max: MAX_SLIDE_RENDITION_BYTES, format: kb },
    { label: 'renditions made in', value: renderMs, max: MAX_RENDER_MS, format: (ms: number) => `${ms} ms` },
  ];
  const { width, height } = await sharp(photo).metadata();
  console.log(`  ${name} (${width} × ${height} JPEG): original ${kb(photo.length)}`);
  for (const check of checks) {
    const ok = check.value <= check.max;
    const share = check.format === kb ? ` (${((check.value / photo.length) * 100).toFixed(1)} % of it)` : '';
    console.log(
      `    ${check.label} ${check.format(check.value)}${share} of ${check.format(check.max)}: ${ok ? 'ok' : 'OVER'}`,
    );
  }
  return checks.every((check) => check.value <= check.max);
}

/** Prints the rendition sizes of a seed cover and of a phone photo beside their budgets. */
export async function benchPhotoRenditions(): Promise<boolean> {
  console.log('\nPhoto renditions (bytes a browser loads per photo)');
  const seed = await benchPhoto('seed cover', housePhotoJpeg(DEMO_DEAL_SEED));
  const phone = await benchPhoto('phone photo', await phonePhoto());
  return seed && phone;
}
