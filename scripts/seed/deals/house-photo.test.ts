import { decode } from 'jpeg-js';
import { housePhotoJpeg } from './house-photo';

describe('housePhotoJpeg', () => {
  it('answers an 800×600 JPEG of 30 to 70 KB', () => {
    // Act
    const photo = housePhotoJpeg(1);

    // Assess
    expect([...photo.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect([...photo.subarray(-2)]).toEqual([0xff, 0xd9]);
    expect(photo.length).toBeGreaterThan(30 * 1024);
    expect(photo.length).toBeLessThan(70 * 1024);
    const image = decode(photo);
    expect([image.width, image.height]).toEqual([800, 600]);
  });

  it('draws the same picture for the same seed and another for another seed', () => {
    // Act
    const first = housePhotoJpeg(2, { width: 160, height: 120 });
    const again = housePhotoJpeg(2, { width: 160, height: 120 });
    const other = housePhotoJpeg(3, { width: 160, height: 120 });

    // Assess
    expect(again.equals(first)).toBe(true);
    expect(other.equals(first)).toBe(false);
  });
});
