import { HTML_PAGE, plainJpeg, plainPng, webpWithMetadata } from '../testing/image.fixtures';
import { imageTypeOf } from './image-type';

describe('imageTypeOf', () => {
  it.each([
    ['a JPEG', plainJpeg(), 'image/jpeg'],
    ['a PNG', plainPng(), 'image/png'],
    ['a WebP', webpWithMetadata(), 'image/webp'],
    ['HTML', HTML_PAGE, null],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), null],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    ['a RIFF that is not WebP (WAV)', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'), null],
    ['two bytes of a JPEG', plainJpeg().subarray(0, 2), null],
    ['nothing', Buffer.alloc(0), null],
  ])('reads %s as %s', (_, bytes, type) => {
    expect(imageTypeOf(bytes.subarray(0, 12))).toBe(type);
  });
});
