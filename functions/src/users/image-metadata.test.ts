import { decode } from 'jpeg-js';
import {
  jpegWithGps,
  plainJpeg,
  plainPng,
  pngWithMetadata,
  SECRET_PLACE,
  webpWithMetadata,
  HTML_PAGE,
} from '../testing/image.fixtures';
import { exifOrientation, stripImageMetadata } from './image-metadata';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** The JPEG marker bytes in order, up to the first scan. */
function jpegMarkers(bytes: Uint8Array): number[] {
  const markers: number[] = [];
  let position = 2;
  while (bytes[position + 1] !== 0xda) {
    markers.push(bytes[position + 1]!);
    position += 2 + ((bytes[position + 2]! << 8) | bytes[position + 3]!);
  }
  return markers;
}

/** The PNG chunk types in order. */
function pngChunks(bytes: Uint8Array): string[] {
  const chunks: string[] = [];
  const data = Buffer.from(bytes);
  for (let position = 8; position < data.length; position += 12 + data.readUInt32BE(position)) {
    chunks.push(data.toString('latin1', position + 4, position + 8));
  }
  return chunks;
}

describe('stripImageMetadata', () => {
  describe('JPEG', () => {
    it('drops the EXIF (GPS), comments and trailing data, keeps the pixels and the orientation alone', () => {
      // Prepare
      const photo = jpegWithGps({ orientation: 6 });
      expect(text(photo)).toContain(SECRET_PLACE);

      // Act
      const stripped = stripImageMetadata(photo, 'image/jpeg')!;

      // Assess
      expect(text(stripped)).not.toContain(SECRET_PLACE);
      expect(text(stripped)).not.toContain('taken at');
      // JFIF stays; the only APP1 left is the 34-byte orientation block.
      expect(jpegMarkers(stripped).filter((marker) => marker >= 0xe0)).toEqual([0xe1, 0xe0]);
      const app1 = Buffer.from(stripped).subarray(2, 2 + 36);
      expect(app1.readUInt16BE(2)).toBe(34);
      expect(exifOrientation(app1.subarray(4))).toBe(6);
      // The file ends at its end-of-image marker, and decodes to the very same pixels.
      expect(Buffer.from(stripped.subarray(-2))).toEqual(Buffer.from([0xff, 0xd9]));
      expect(Buffer.from(decode(stripped).data)).toEqual(Buffer.from(decode(plainJpeg()).data));
    });

    it('keeps no EXIF at all when the photo is upright', () => {
      const stripped = stripImageMetadata(jpegWithGps({ orientation: 1 }), 'image/jpeg')!;
      expect(Buffer.from(stripped)).toEqual(plainJpeg());
    });

    it('leaves a clean JPEG as it is', () => {
      const stripped = stripImageMetadata(plainJpeg(), 'image/jpeg')!;
      expect(Buffer.from(stripped)).toEqual(plainJpeg());
    });

    it.each([
      ['a truncated file', plainJpeg().subarray(0, 40)],
      ['a file with no end', plainJpeg().subarray(0, -2)],
      ['HTML', HTML_PAGE],
    ])('refuses %s as not a JPEG', (_, bytes) => {
      expect(stripImageMetadata(bytes, 'image/jpeg')).toBeNull();
    });
  });

  describe('PNG', () => {
    it('drops eXIf, text and time chunks and keeps the image chunks', () => {
      // Act
      const stripped = stripImageMetadata(pngWithMetadata(), 'image/png')!;

      // Assess
      expect(text(stripped)).not.toContain(SECRET_PLACE);
      expect(pngChunks(stripped)).toEqual(['IHDR', 'IDAT', 'IEND']);
      expect(Buffer.from(stripped)).toEqual(plainPng());
    });

    it('drops anything after IEND and refuses a truncated file', () => {
      const trailed = Buffer.concat([plainPng(), Buffer.from(SECRET_PLACE)]);
      expect(Buffer.from(stripImageMetadata(trailed, 'image/png')!)).toEqual(plainPng());
      expect(stripImageMetadata(plainPng().subarray(0, 40), 'image/png')).toBeNull();
    });

    it('leaves a clean PNG as it is', () => {
      expect(Buffer.from(stripImageMetadata(plainPng(), 'image/png')!)).toEqual(plainPng());
    });
  });

  describe('WebP', () => {
    it('drops the EXIF and XMP chunks, clears their flags and fixes the RIFF size', () => {
      // Act
      const stripped = Buffer.from(stripImageMetadata(webpWithMetadata(), 'image/webp')!);

      // Assess
      expect(text(stripped)).not.toContain(SECRET_PLACE);
      expect(stripped.readUInt32LE(4)).toBe(stripped.length - 8);
      expect(stripped.toString('latin1', 12, 16)).toBe('VP8X');
      expect(stripped[20]).toBe(0x10);
      // VP8X (8 + 10) then the odd-sized VP8L chunk, still padded (8 + 5 + 1).
      expect(stripped.toString('latin1', 30, 34)).toBe('VP8L');
      expect(stripped.length).toBe(12 + 18 + 14);
    });

    it('refuses a chunk that runs past the file', () => {
      const broken = webpWithMetadata();
      broken.writeUInt32LE(1000, 16);
      expect(stripImageMetadata(broken, 'image/webp')).toBeNull();
    });
  });
});
