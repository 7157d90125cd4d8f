import sharp from 'sharp';
import { renderPhotoRenditions, UnreadablePhotoError } from './photo-renditions';

/** A plain photo of the given size and type, made here so the test needs no image files. */
function photo(width: number, height: number, format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}

const describeRendition = async (body: Buffer) => {
  const { format, width, height, exif } = await sharp(body).metadata();
  return { format, width, height, exif };
};

describe('renderPhotoRenditions', () => {
  it('scales a large photo to 400 and 1,200 px wide WebP, keeping its aspect ratio', async () => {
    const renditions = await renderPhotoRenditions(await photo(2000, 1500, 'jpeg'));

    expect(renditions.map((rendition) => rendition.width)).toEqual([400, 1200]);
    expect(await Promise.all(renditions.map((rendition) => describeRendition(rendition.body)))).toEqual([
      { format: 'webp', width: 400, height: 300, exif: undefined },
      { format: 'webp', width: 1200, height: 900, exif: undefined },
    ]);
  });

  it('never enlarges a photo narrower than a width', async () => {
    const renditions = await renderPhotoRenditions(await photo(600, 900, 'png'));

    expect(await Promise.all(renditions.map((rendition) => describeRendition(rendition.body)))).toEqual([
      { format: 'webp', width: 400, height: 600, exif: undefined },
      { format: 'webp', width: 600, height: 900, exif: undefined },
    ]);
  });

  it('drops the metadata of the photo and turns it upright', async () => {
    const tagged = await sharp(await photo(1600, 800, 'jpeg'))
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'someone' } } })
      .jpeg()
      .toBuffer();

    const [small] = await renderPhotoRenditions(tagged);

    // Orientation 6 is a quarter turn: the 1600×800 photo shows as 800×1600, so 400 px is 400×800.
    expect(await describeRendition(small!.body)).toEqual({
      format: 'webp',
      width: 400,
      height: 800,
      exif: undefined,
    });
  });

  it('makes a smaller file than the photo it scales', async () => {
    const original = await photo(2400, 1800, 'png');
    const [small, large] = await renderPhotoRenditions(original);

    expect(small!.body.length).toBeLessThan(large!.body.length);
    expect(large!.body.length).toBeLessThan(original.length);
  });

  it('refuses bytes that are not an image, or a truncated one, as unreadable', async () => {
    const jpeg = await photo(800, 600, 'jpeg');

    await expect(renderPhotoRenditions(Buffer.from('not an image'))).rejects.toBeInstanceOf(
      UnreadablePhotoError,
    );
    await expect(renderPhotoRenditions(jpeg.subarray(0, jpeg.length / 2))).rejects.toBeInstanceOf(
      UnreadablePhotoError,
    );
  });
});
