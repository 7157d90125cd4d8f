/**
 * Black boxes over private parts of a screenshot, in the image's own pixels: drawn with a pointer
 * or placed and moved with the keyboard, then burnt into a PNG before upload.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Smallest box side kept from a drag, in image pixels: a click is not a box. */
export const MIN_BOX_SIDE = 4;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The box between two corners, in any drag direction, inside the image. */
export function boxBetween(from: Point, to: Point, size: { width: number; height: number }): Box {
  const left = clamp(Math.min(from.x, to.x), 0, size.width);
  const top = clamp(Math.min(from.y, to.y), 0, size.height);
  const right = clamp(Math.max(from.x, to.x), 0, size.width);
  const bottom = clamp(Math.max(from.y, to.y), 0, size.height);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** A box placed from the keyboard: a quarter of the image, centred. */
export function centredBox(size: { width: number; height: number }): Box {
  const width = Math.round(size.width / 4);
  const height = Math.round(size.height / 4);
  return {
    x: Math.round((size.width - width) / 2),
    y: Math.round((size.height - height) / 2),
    width,
    height,
  };
}

/**
 * Moves a box by (dx, dy), or with `resize` grows or shrinks it by as much, never leaving the image
 * nor shrinking below MIN_BOX_SIDE.
 */
export function nudgeBox(
  box: Box,
  dx: number,
  dy: number,
  resize: boolean,
  size: { width: number; height: number },
): Box {
  if (resize) {
    const width = clamp(box.width + dx, MIN_BOX_SIDE, size.width - box.x);
    const height = clamp(box.height + dy, MIN_BOX_SIDE, size.height - box.y);
    return { ...box, width, height };
  }
  return {
    ...box,
    x: clamp(box.x + dx, 0, size.width - box.width),
    y: clamp(box.y + dy, 0, size.height - box.height),
  };
}

/** Loads an image blob for drawing; rejects when the browser cannot read it. */
export function loadImage(image: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(image);
    const element = new Image();
    element.onload = () => {
      URL.revokeObjectURL(url);
      resolve(element);
    };
    element.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The screenshot could not be read'));
    };
    element.src = url;
  });
}

/** Draws the image and its boxes (solid black) on a canvas of the image's size. */
export function paintRedacted(
  canvas: HTMLCanvasElement,
  image: HTMLImageElement,
  boxes: readonly Box[],
): void {
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.drawImage(image, 0, 0);
  context.fillStyle = '#000';
  for (const box of boxes) context.fillRect(box.x, box.y, box.width, box.height);
}

/** The image to upload: the original without boxes, else a PNG with the boxes burnt in. */
export async function redactedImage(image: Blob, boxes: readonly Box[]): Promise<Blob> {
  if (boxes.length === 0) return image;
  const element = await loadImage(image);
  const canvas = document.createElement('canvas');
  paintRedacted(canvas, element, boxes);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The screenshot could not be encoded'))),
      'image/png',
    ),
  );
}
