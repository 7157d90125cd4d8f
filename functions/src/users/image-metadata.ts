/**
 * Removes metadata from uploaded photos without decoding them (docs/decisions/uploads.md): a phone
 * photo's EXIF carries where it was taken (GPS), the camera and the time, which nobody who sees a
 * listing or a profile should learn. Only containers are rewritten: the pixels are copied byte for
 * byte, so this is pure TypeScript, fast, and cannot change how the image looks — except that a
 * JPEG keeps its EXIF orientation (alone, in a minimal EXIF block) so a rotated phone photo stays
 * upright.
 *
 * - JPEG: every APPn segment except APP0 (JFIF), APP2 (ICC colour profile) and APP14 (Adobe colour
 *   transform) is dropped, so are comments and anything after the end-of-image marker (phones hide
 *   more pictures with their own EXIF there).
 * - PNG: the eXIf, tEXt, zTXt, iTXt and tIME chunks, and anything after IEND.
 * - WebP: the EXIF and XMP chunks (and their flags in VP8X).
 */
import type { ImageContentType } from '#shared/users/profile';

/** The bytes without their metadata, or null when the file is not a well-formed image of that type. */
export function stripImageMetadata(bytes: Uint8Array, type: ImageContentType): Uint8Array | null {
  return STRIPPERS[type](bytes);
}

const STRIPPERS: Readonly<Record<ImageContentType, (bytes: Uint8Array) => Uint8Array | null>> = {
  'image/jpeg': stripJpeg,
  'image/png': stripPng,
  'image/webp': stripWebp,
};

const concat = (parts: readonly Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

// JPEG ------------------------------------------------------------------------------------------

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP1 = 0xe1;
/** Segments a decoder needs for colour: JFIF, ICC profile, Adobe transform. */
const KEPT_APP_MARKERS = new Set([0xe0, 0xe2, 0xee]);
const COM = 0xfe;
const isAppMarker = (marker: number) => marker >= 0xe0 && marker <= 0xef;
/** Markers with no length after them (TEM, RST0–RST7). */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

function stripJpeg(bytes: Uint8Array): Uint8Array | null {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return null;
  const data = view(bytes);
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientationKept = false;
  let position = 2;
  while (position < bytes.length) {
    if (bytes[position] !== 0xff) return null;
    // Any number of 0xFF fill bytes may precede a marker.
    while (bytes[position + 1] === 0xff) position += 1;
    const marker = bytes[position + 1];
    if (marker === undefined) return null;
    if (marker === EOI) return concat([...kept, bytes.subarray(position, position + 2)]);
    if (marker === SOS) {
      const end = endOfImage(bytes, position);
      return end === null ? null : concat([...kept, bytes.subarray(position, end)]);
    }
    if (isStandalone(marker)) {
      kept.push(bytes.subarray(position, position + 2));
      position += 2;
      continue;
    }
    if (position + 4 > bytes.length) return null;
    const end = position + 2 + data.getUint16(position + 2);
    if (end > bytes.length) return null;
    const segment = bytes.subarray(position, end);
    if (marker === APP1 && !orientationKept) {
      const orientation = exifOrientation(segment.subarray(4));
      if (orientation !== null && orientation !== 1) {
        kept.push(orientationOnlyExif(orientation));
        orientationKept = true;
      }
    } else if (!(isAppMarker(marker) && !KEPT_APP_MARKERS.has(marker)) && marker !== COM) {
      kept.push(segment);
    }
    position = end;
  }
  return null;
}

/** The index just after the end-of-image marker that closes the scans starting at `from`. */
function endOfImage(bytes: Uint8Array, from: number): number | null {
  // In entropy-coded data 0xFF is always followed by 0x00 or a restart marker, so the first
  // 0xFF 0xD9 is the end of the image.
  for (let index = from + 2; index < bytes.length - 1; index += 1) {
    if (bytes[index] === 0xff && bytes[index + 1] === EOI) return index + 2;
  }
  return null;
}

const EXIF_HEADER = 'Exif\0\0';
const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

/** The Orientation (1–8) in an APP1 payload's EXIF block, or null when it has none. */
export function exifOrientation(payload: Uint8Array): number | null {
  if (payload.length < 14 || ascii(payload, 0, 6) !== EXIF_HEADER) return null;
  const tiff = payload.subarray(6);
  const data = view(tiff);
  const order = ascii(tiff, 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  const ifd = data.getUint32(4, little);
  if (ifd + 2 > tiff.length) return null;
  const count = data.getUint16(ifd, little);
  for (let entry = 0; entry < count; entry += 1) {
    const at = ifd + 2 + entry * 12;
    if (at + 12 > tiff.length) return null;
    if (data.getUint16(at, little) !== ORIENTATION_TAG || data.getUint16(at + 2, little) !== SHORT) continue;
    const orientation = data.getUint16(at + 8, little);
    return orientation >= 1 && orientation <= 8 ? orientation : null;
  }
  return null;
}

/** An APP1 segment whose EXIF holds the orientation and nothing else. */
export function orientationOnlyExif(orientation: number): Uint8Array {
  const payload = [
    ...Array.from(EXIF_HEADER, (character) => character.charCodeAt(0)),
    // Big-endian TIFF header, IFD0 at offset 8.
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08,
    // One entry: Orientation, SHORT, count 1, the value; then no next IFD.
    0x00,
    0x01,
    0x01,
    0x12,
    0x00,
    SHORT,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    orientation,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
  ];
  const length = payload.length + 2;
  return Uint8Array.from([0xff, APP1, length >> 8, length & 0xff, ...payload]);
}

// PNG -------------------------------------------------------------------------------------------

const PNG_SIGNATURE_LENGTH = 8;
const PNG_METADATA_CHUNKS = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

function stripPng(bytes: Uint8Array): Uint8Array | null {
  const data = view(bytes);
  const kept: Uint8Array[] = [bytes.subarray(0, PNG_SIGNATURE_LENGTH)];
  let position = PNG_SIGNATURE_LENGTH;
  while (position + 12 <= bytes.length) {
    const type = ascii(bytes, position + 4, 4);
    // Length, type, data, CRC: the CRC covers only its own chunk, so dropping a chunk breaks nothing.
    const end = position + 12 + data.getUint32(position);
    if (end > bytes.length) return null;
    if (!PNG_METADATA_CHUNKS.has(type)) kept.push(bytes.subarray(position, end));
    if (type === 'IEND') return concat(kept);
    position = end;
  }
  return null;
}

// WebP ------------------------------------------------------------------------------------------

const RIFF_HEADER_LENGTH = 12;
const WEBP_METADATA_CHUNKS = new Set(['EXIF', 'XMP ']);
/** VP8X flags that announce the EXIF and XMP chunks. */
const VP8X_METADATA_FLAGS = 0x08 | 0x04;

function stripWebp(bytes: Uint8Array): Uint8Array | null {
  const data = view(bytes);
  if (bytes.length < RIFF_HEADER_LENGTH) return null;
  const riffEnd = Math.min(bytes.length, 8 + data.getUint32(4, true));
  const kept: Uint8Array[] = [];
  let position = RIFF_HEADER_LENGTH;
  while (position + 8 <= riffEnd) {
    const type = ascii(bytes, position, 4);
    const size = data.getUint32(position + 4, true);
    // Chunks are padded to an even length.
    const end = position + 8 + size + (size % 2);
    if (position + 8 + size > riffEnd) return null;
    if (type === 'VP8X') {
      const chunk = bytes.slice(position, Math.min(end, riffEnd));
      chunk[8] = (chunk[8] ?? 0) & ~VP8X_METADATA_FLAGS;
      kept.push(chunk);
    } else if (!WEBP_METADATA_CHUNKS.has(type)) {
      kept.push(bytes.subarray(position, Math.min(end, riffEnd)));
    }
    position = end;
  }
  const body = concat(kept);
  const header = bytes.slice(0, RIFF_HEADER_LENGTH);
  view(header).setUint32(4, body.length + 4, true);
  return concat([header, body]);
}
