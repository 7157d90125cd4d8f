/**
 * Small real images with the metadata phones write (EXIF with GPS, text chunks), for the upload
 * checks' unit tests and the API tests. JPEGs are encoded with jpeg-js, so they decode.
 */
import { encode } from 'jpeg-js';
import { crc32 } from 'node:zlib';

/** A latitude no cleaned image may still carry, as ASCII, to search the bytes for. */
export const SECRET_PLACE = 'GPS 40.7128 N 74.0060 W';

/** A plain 16×16 JPEG (JFIF only, no EXIF). */
export function plainJpeg(): Buffer {
  const width = 16;
  const height = 16;
  const pixels = Buffer.alloc(width * height * 4);
  for (let index = 0; index < width * height; index += 1) {
    pixels.set([(index * 7) % 256, (index * 3) % 256, 200, 255], index * 4);
  }
  return Buffer.from(encode({ data: pixels, width, height }, 90).data);
}

/** The JPEG with a phone's metadata: EXIF (orientation, GPS, a description), a comment, and a trailer. */
export function jpegWithGps(options: { orientation?: number } = {}): Buffer {
  const jpeg = plainJpeg();
  const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), exifTiff(options.orientation ?? 6)]);
  const comment = Buffer.from(`taken at ${SECRET_PLACE}`, 'latin1');
  return Buffer.concat([
    jpeg.subarray(0, 2),
    segment(0xe1, exif),
    segment(0xfe, comment),
    jpeg.subarray(2),
    // What phones append after the end-of-image marker (a second picture with its own EXIF).
    Buffer.from(`\xff\xd8\xff\xe1${SECRET_PLACE}`, 'latin1'),
  ]);
}

const segment = (marker: number, payload: Buffer) => {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
};

/** A little-endian TIFF block: IFD0 (orientation, description, GPS pointer) and a GPS IFD. */
function exifTiff(orientation: number): Buffer {
  const description = Buffer.from(`${SECRET_PLACE}\0`, 'latin1');
  const tiff = Buffer.alloc(120 + description.length);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    if (type === 3) tiff.writeUInt16LE(value, at + 8);
    else tiff.writeUInt32LE(value, at + 8);
  };
  // IFD0 at 8: 3 entries, ends at 8 + 2 + 36 + 4 = 50.
  tiff.writeUInt16LE(3, 8);
  entry(10, 0x010e, 2, description.length, 120); // ImageDescription (ASCII, at 120)
  entry(22, 0x0112, 3, 1, orientation); // Orientation
  entry(34, 0x8825, 4, 1, 50); // GPS IFD pointer
  // GPS IFD at 50: 2 entries, ends at 50 + 2 + 24 + 4 = 80; latitude rationals at 80.
  tiff.writeUInt16LE(2, 50);
  entry(52, 0x0001, 2, 2, 0x4e); // GPSLatitudeRef "N"
  entry(64, 0x0002, 5, 3, 80); // GPSLatitude
  [40, 1, 42, 1, 46, 1].forEach((value, index) => tiff.writeUInt32LE(value, 80 + index * 4));
  description.copy(tiff, 120);
  return tiff;
}

/** A valid 1×1 PNG. */
export function plainPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
}

/** A PNG chunk with its CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The 1×1 PNG with an eXIf chunk, text chunks and a time stamp before its pixels. */
export function pngWithMetadata(): Buffer {
  const png = plainPng();
  // Signature (8) and IHDR (25) first, then the metadata, then IDAT and IEND.
  return Buffer.concat([
    png.subarray(0, 33),
    pngChunk('eXIf', exifTiff(1)),
    pngChunk('tEXt', Buffer.from(`Comment\0${SECRET_PLACE}`, 'latin1')),
    pngChunk('iTXt', Buffer.from(`Location\0\0\0\0\0${SECRET_PLACE}`, 'latin1')),
    pngChunk('tIME', Buffer.from([0x07, 0xea, 11, 25, 12, 0, 0])),
    png.subarray(33),
  ]);
}

/** A RIFF chunk, padded to an even length. */
function riffChunk(type: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(type, 0, 'latin1');
  header.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, data, Buffer.alloc(data.length % 2)]);
}

/** A WebP container (VP8X with the EXIF and XMP flags, an odd-sized image chunk, EXIF and XMP). */
export function webpWithMetadata(): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x08 | 0x04 | 0x10; // EXIF, XMP and alpha
  return webp([
    riffChunk('VP8X', vp8x),
    riffChunk('VP8L', Buffer.from([0x2f, 0, 0, 0, 0x10])),
    riffChunk('EXIF', exifTiff(1)),
    riffChunk('XMP ', Buffer.from(`<x:xmpmeta>${SECRET_PLACE}</x:xmpmeta>`, 'latin1')),
  ]);
}

function webp(chunks: Buffer[]): Buffer {
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}

/** An HTML page, as an attacker would upload it under an image name. */
export const HTML_PAGE = Buffer.from('<!doctype html><script>alert(document.cookie)</script>', 'utf8');
