import { boxBetween, centredBox, MIN_BOX_SIDE, nudgeBox, redactedImage } from './redaction';

const size = { width: 400, height: 200 };

describe('black-out boxes', () => {
  it('span two corners in any drag direction, inside the image', () => {
    expect(boxBetween({ x: 300, y: 150 }, { x: 100, y: 50 }, size)).toEqual({
      x: 100,
      y: 50,
      width: 200,
      height: 100,
    });
    expect(boxBetween({ x: -20, y: 10 }, { x: 500, y: 300 }, size)).toEqual({
      x: 0,
      y: 10,
      width: 400,
      height: 190,
    });
  });

  it('start from the keyboard as a quarter of the image in its middle', () => {
    expect(centredBox(size)).toEqual({ x: 150, y: 75, width: 100, height: 50 });
  });

  it('move with the arrow keys without leaving the image', () => {
    const box = { x: 150, y: 75, width: 100, height: 50 };
    expect(nudgeBox(box, 10, -10, false, size)).toEqual({ ...box, x: 160, y: 65 });
    expect(nudgeBox(box, 1000, 1000, false, size)).toEqual({ ...box, x: 300, y: 150 });
  });

  it('resize with Shift, never below the smallest side nor past the edge', () => {
    const box = { x: 150, y: 75, width: 100, height: 50 };
    expect(nudgeBox(box, 10, 10, true, size)).toEqual({ ...box, width: 110, height: 60 });
    expect(nudgeBox(box, -1000, 1000, true, size)).toEqual({ ...box, width: MIN_BOX_SIDE, height: 125 });
  });

  it('leave an image without boxes as it is', async () => {
    const image = new Blob(['png'], { type: 'image/png' });
    await expect(redactedImage(image, [])).resolves.toBe(image);
  });
});
