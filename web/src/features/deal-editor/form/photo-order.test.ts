import { appendPhoto, movePhoto, removePhoto } from './photo-order';

describe('photo order', () => {
  it('keeps the cover on the same picture when photos move', () => {
    const moved = movePhoto({ photos: ['a', 'b', 'c'], coverPhotoIndex: 0 }, 0, 2);

    expect(moved).toEqual({ photos: ['b', 'c', 'a'], coverPhotoIndex: 2 });
  });

  it('ignores a move past either end', () => {
    const order = { photos: ['a', 'b'], coverPhotoIndex: 1 };

    expect(movePhoto(order, 0, -1)).toEqual(order);
  });

  it('makes the first photo the cover when the cover is deleted', () => {
    expect(removePhoto({ photos: ['a', 'b', 'c'], coverPhotoIndex: 1 }, 1)).toEqual({
      photos: ['a', 'c'],
      coverPhotoIndex: 0,
    });
  });

  it('keeps the cover when another photo is deleted before it', () => {
    expect(removePhoto({ photos: ['a', 'b', 'c'], coverPhotoIndex: 2 }, 0)).toEqual({
      photos: ['b', 'c'],
      coverPhotoIndex: 1,
    });
  });

  it('appends a new photo once', () => {
    expect(appendPhoto({ photos: ['a'], coverPhotoIndex: 0 }, 'a')).toEqual({
      photos: ['a'],
      coverPhotoIndex: 0,
    });
    expect(appendPhoto({ photos: [], coverPhotoIndex: 0 }, 'b')).toEqual({
      photos: ['b'],
      coverPhotoIndex: 0,
    });
  });
});
