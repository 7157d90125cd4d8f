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

  describe('burnt into the upload', () => {
    const fillRect = jest.fn();
    const drawImage = jest.fn();
    const encoded = new Blob(['redacted png'], { type: 'image/png' });

    let fills: { box: number[]; colour: string }[] = [];

    beforeEach(() => {
      fills = [];
      fillRect.mockClear();
      drawImage.mockClear();
      // jsdom neither decodes images nor draws: the browser's side is stood in for, the drawing is ours.
      URL.createObjectURL = jest.fn(() => 'blob:screenshot');
      URL.revokeObjectURL = jest.fn();
      jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(size.width);
      jest.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(size.height);
      jest.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (
        this: HTMLImageElement,
      ) {
        queueMicrotask(() => this.onload?.(new Event('load')));
      });
      const context = { drawImage, fillRect, fillStyle: '' };
      // Each box records the colour it was filled with.
      fillRect.mockImplementation((...box: number[]) => fills.push({ box, colour: context.fillStyle }));
      jest
        .spyOn(HTMLCanvasElement.prototype, 'getContext')
        .mockReturnValue(context as unknown as CanvasRenderingContext2D);
      jest
        .spyOn(HTMLCanvasElement.prototype, 'toBlob')
        .mockImplementation((callback: BlobCallback) => callback(encoded));
    });

    afterEach(() => jest.restoreAllMocks());

    it('paints every box solid black over the image, and uploads that PNG', async () => {
      const original = new Blob(['png'], { type: 'image/png' });
      const boxes = [
        { x: 10, y: 20, width: 30, height: 40 },
        { x: 200, y: 100, width: 50, height: 60 },
      ];

      const uploaded = await redactedImage(original, boxes);

      expect(uploaded).toBe(encoded);
      expect(drawImage).toHaveBeenCalledWith(expect.any(HTMLImageElement), 0, 0);
      expect(fills).toEqual([
        { box: [10, 20, 30, 40], colour: '#000' },
        { box: [200, 100, 50, 60], colour: '#000' },
      ]);
      // The boxes come after the image: drawn first, the image would cover them.
      expect(drawImage.mock.invocationCallOrder[0]).toBeLessThan(fillRect.mock.invocationCallOrder[0] ?? 0);
      expect(HTMLCanvasElement.prototype.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/png');
    });

    it('refuses to upload when the canvas cannot encode the result', async () => {
      jest
        .mocked(HTMLCanvasElement.prototype.toBlob)
        .mockImplementation((callback: BlobCallback) => callback(null));

      await expect(redactedImage(new Blob(['png']), [{ x: 0, y: 0, width: 10, height: 10 }])).rejects.toThrow(
        'could not be encoded',
      );
    });
  });
});
