import { isRenditionSource, PHOTO_RENDITION_WIDTHS, renditionKey } from './photo-renditions';

describe('renditionKey', () => {
  it('derives each width from the photo key alone, as WebP under the renditions prefix', () => {
    expect(
      PHOTO_RENDITION_WIDTHS.map((width) => renditionKey('deal-photos/u1/01J.checked.jpg', width)),
    ).toEqual([
      'photo-renditions/deal-photos/u1/01J.checked.400w.webp',
      'photo-renditions/deal-photos/u1/01J.checked.1200w.webp',
    ]);
  });

  it('keeps photos that differ only by type apart', () => {
    expect(renditionKey('deal-photos/u1/seed-3.jpg', 400)).toBe(
      'photo-renditions/deal-photos/u1/seed-3.400w.webp',
    );
    expect(renditionKey('deal-photos/u1/01J.checked.png', 400)).not.toBe(
      renditionKey('deal-photos/u1/01K.checked.png', 400),
    );
  });
});

describe('isRenditionSource', () => {
  it.each([
    ['deal-photos/u1/01J.checked.jpg', true],
    ['deal-photos/u1/01J.checked.png', true],
    ['deal-photos/u1/01J.checked.webp', true],
    // A raw upload may still be refused; only its checked copy is used.
    ['deal-photos/u1/01J.jpg', false],
    // A rendition never makes renditions of itself.
    [renditionKey('deal-photos/u1/01J.checked.jpg', 400), false],
    // Profile images are not listing photos.
    ['users/u1/profile-picture/01J.checked.jpg', false],
  ])('%s → %s', (key, expected) => {
    expect(isRenditionSource(key)).toBe(expected);
  });
});
