/**
 * Listing photos generated offline: a simple painted house (sky, sun or clouds, lawn, trees, house
 * body with siding, roof, chimney, door, windows, path) whose colours, sizes and layout come from a
 * seed, encoded as JPEG in pure JavaScript (jpeg-js). No network, no image files in the repository,
 * and every seed gives the same picture.
 */
import { encode } from 'jpeg-js';
import { seededRandom, type SeededRandom } from './seeded-random';

type Rgb = readonly [number, number, number];

export interface HousePhotoOptions {
  width?: number;
  height?: number;
  /** JPEG quality, 1–100. */
  quality?: number;
}

/** An RGBA canvas with the few shapes a house needs. */
class Canvas {
  readonly pixels: Buffer;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = Buffer.alloc(width * height * 4, 255);
  }

  set(x: number, y: number, [r, g, b]: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const offset = (y * this.width + x) * 4;
    this.pixels[offset] = r;
    this.pixels[offset + 1] = g;
    this.pixels[offset + 2] = b;
  }

  rect(x0: number, y0: number, x1: number, y1: number, colour: (x: number, y: number) => Rgb): void {
    for (let y = Math.max(0, Math.round(y0)); y < Math.min(this.height, Math.round(y1)); y += 1)
      for (let x = Math.max(0, Math.round(x0)); x < Math.min(this.width, Math.round(x1)); x += 1)
        this.set(x, y, colour(x, y));
  }

  /** A triangle with its apex at the top (roofs, tree crowns). */
  triangle(
    apexX: number,
    apexY: number,
    baseLeft: number,
    baseRight: number,
    baseY: number,
    colour: (x: number, y: number) => Rgb,
  ): void {
    for (let y = Math.max(0, Math.round(apexY)); y < Math.min(this.height, Math.round(baseY)); y += 1) {
      const share = (y - apexY) / (baseY - apexY);
      const left = apexX + (baseLeft - apexX) * share;
      const right = apexX + (baseRight - apexX) * share;
      for (let x = Math.max(0, Math.round(left)); x < Math.min(this.width, Math.round(right)); x += 1)
        this.set(x, y, colour(x, y));
    }
  }

  circle(cx: number, cy: number, radius: number, colour: (x: number, y: number) => Rgb): void {
    for (let y = Math.round(cy - radius); y <= cy + radius; y += 1)
      for (let x = Math.round(cx - radius); x <= cx + radius; x += 1)
        if ((x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2) this.set(x, y, colour(x, y));
  }
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
const mix = (a: Rgb, b: Rgb, share: number): Rgb => [
  clamp(a[0] + (b[0] - a[0]) * share),
  clamp(a[1] + (b[1] - a[1]) * share),
  clamp(a[2] + (b[2] - a[2]) * share),
];
const shade = ([r, g, b]: Rgb, factor: number): Rgb => [
  clamp(r * factor),
  clamp(g * factor),
  clamp(b * factor),
];
/** A colour with a little grain, like a photo (it also gives the JPEG realistic detail). */
const grain = (random: SeededRandom, [r, g, b]: Rgb, amount: number): Rgb => {
  const noise = (random.next() - 0.5) * amount;
  return [clamp(r + noise), clamp(g + noise), clamp(b + noise)];
};

const SKIES: readonly [Rgb, Rgb][] = [
  [
    [70, 130, 200],
    [190, 220, 245],
  ],
  [
    [40, 90, 170],
    [160, 200, 240],
  ],
  [
    [240, 150, 90],
    [250, 215, 160],
  ],
  [
    [150, 160, 175],
    [215, 220, 228],
  ],
];
const WALLS: readonly Rgb[] = [
  [235, 228, 210],
  [200, 170, 130],
  [170, 190, 205],
  [225, 215, 170],
  [180, 90, 70],
  [240, 240, 240],
  [150, 160, 140],
  [210, 190, 200],
];
const ROOFS: readonly Rgb[] = [
  [90, 60, 50],
  [60, 60, 70],
  [120, 70, 50],
  [45, 55, 60],
  [140, 110, 90],
];
const DOORS: readonly Rgb[] = [
  [140, 30, 30],
  [30, 60, 110],
  [40, 90, 60],
  [90, 60, 40],
  [30, 30, 30],
];

function paintHouse(canvas: Canvas, random: SeededRandom): void {
  const { width, height } = canvas;
  const horizon = height * random.between(0.55, 0.68);
  const [skyTop, skyBottom] = random.pick(SKIES);
  canvas.rect(0, 0, width, horizon, (_, y) => mix(skyTop, skyBottom, y / horizon));
  if (random.chance(0.6))
    canvas.circle(random.between(0.1, 0.9) * width, random.between(0.08, 0.2) * height, height * 0.06, () => [
      255, 240, 190,
    ]);
  for (let cloud = random.int(0, 4); cloud > 0; cloud -= 1) {
    const cx = random.between(0, width);
    const cy = random.between(0.05, 0.3) * height;
    for (let puff = 0; puff < 4; puff += 1)
      canvas.circle(
        cx + puff * height * 0.04,
        cy + random.between(-8, 8),
        height * random.between(0.03, 0.05),
        () => [245, 246, 248],
      );
  }

  const lawn: Rgb = random.pick([
    [90, 150, 70],
    [110, 160, 80],
    [140, 150, 80],
    [80, 130, 60],
  ] as const);
  canvas.rect(0, horizon, width, height, (_, y) =>
    grain(random, shade(lawn, 0.85 + (0.3 * (y - horizon)) / (height - horizon)), 34),
  );

  const houseWidth = width * random.between(0.38, 0.55);
  // Anywhere across the picture, but always whole in the frame.
  const houseLeft = Math.min(
    width * 0.95 - houseWidth,
    Math.max(width * 0.05, width * random.between(0.05, 0.95) - houseWidth * random.between(0.05, 0.95)),
  );
  const houseRight = houseLeft + houseWidth;
  const floors = random.chance(0.4) ? 2 : 1;
  const floorHeight = height * random.between(0.14, 0.18);
  const houseBottom = horizon + height * random.between(0.1, 0.16);
  const houseTop = houseBottom - floors * floorHeight;
  const wall = random.pick(WALLS);
  const sidingGap = random.int(6, 12);
  canvas.rect(houseLeft, houseTop, houseRight, houseBottom, (x, y) =>
    grain(random, (y - Math.round(houseTop)) % sidingGap === 0 ? shade(wall, 0.82) : wall, 10),
  );

  const roof = random.pick(ROOFS);
  const overhang = houseWidth * 0.06;
  const roofTop = houseTop - height * random.between(0.1, 0.17);
  const apex = houseLeft + houseWidth * random.between(0.4, 0.6);
  const chimneyX = houseLeft + houseWidth * random.between(0.15, 0.3);
  if (random.chance(0.5))
    canvas.rect(
      chimneyX,
      roofTop + (houseTop - roofTop) * 0.2,
      chimneyX + houseWidth * 0.07,
      houseTop,
      () => [150, 70, 60],
    );
  canvas.triangle(apex, roofTop, houseLeft - overhang, houseRight + overhang, houseTop, (x, y) =>
    grain(random, y % 9 === 0 ? shade(roof, 0.75) : roof, 14),
  );

  const doorWidth = houseWidth * 0.1;
  const doorLeft = houseLeft + houseWidth * random.between(0.4, 0.55);
  const doorTop = houseBottom - floorHeight * 0.75;
  const door = random.pick(DOORS);
  canvas.rect(doorLeft, doorTop, doorLeft + doorWidth, houseBottom, () => door);
  canvas.circle(doorLeft + doorWidth * 0.8, doorTop + (houseBottom - doorTop) * 0.55, 3, () => [
    220, 190, 80,
  ]);

  const glass: Rgb = random.chance(0.3) ? [250, 230, 160] : [150, 190, 215];
  for (let floor = 0; floor < floors; floor += 1) {
    const top = houseBottom - (floor + 1) * floorHeight + floorHeight * 0.22;
    const windowHeight = floorHeight * 0.45;
    for (const position of [0.12, 0.27, 0.7, 0.85]) {
      if (floor === 0 && Math.abs(houseLeft + houseWidth * position - doorLeft) < doorWidth * 1.5) continue;
      const left = houseLeft + houseWidth * position - houseWidth * 0.05;
      const right = left + houseWidth * 0.1;
      canvas.rect(left - 3, top - 3, right + 3, top + windowHeight + 3, () => [250, 250, 250]);
      canvas.rect(left, top, right, top + windowHeight, (x, y) =>
        Math.abs(x - (left + right) / 2) < 1.5 || Math.abs(y - (top + windowHeight / 2)) < 1.5
          ? [250, 250, 250]
          : mix(glass, [255, 255, 255], (y - top) / windowHeight / 3),
      );
    }
  }

  const pathColour: Rgb = [175, 170, 160];
  canvas.triangle(
    doorLeft + doorWidth / 2,
    houseBottom,
    doorLeft - doorWidth * 1.5,
    doorLeft + doorWidth * 2.5,
    height,
    () => grain(random, pathColour, 18),
  );

  for (let tree = random.int(1, 3); tree > 0; tree -= 1) {
    const size = height * random.between(0.1, 0.16);
    // Trees stand beside the house, never in front of it.
    const roomLeft = houseLeft - size * 0.7;
    const roomRight = width - houseRight - size * 0.7;
    if (roomLeft < 10 && roomRight < 10) break;
    const onLeft = roomRight < 10 || (roomLeft >= 10 && random.chance(0.5));
    const x = onLeft ? random.between(0, roomLeft) : random.between(width - roomRight, width);
    const base = horizon + random.between(0.02, 0.12) * height;
    canvas.rect(x - 6, base - size * 0.6, x + 6, base, () => [90, 65, 45]);
    const leaves: Rgb = random.pick([
      [50, 110, 50],
      [70, 130, 60],
      [40, 90, 50],
    ] as const);
    if (random.chance(0.5)) canvas.circle(x, base - size, size * 0.6, () => grain(random, leaves, 30));
    else
      canvas.triangle(x, base - size * 2, x - size * 0.6, x + size * 0.6, base - size * 0.4, () =>
        grain(random, leaves, 30),
      );
  }
}

/** A JPEG of a house for this seed (800×600 by default, about 30–60 KB). */
export function housePhotoJpeg(seed: number, options: HousePhotoOptions = {}): Buffer {
  const canvas = new Canvas(options.width ?? 800, options.height ?? 600);
  paintHouse(canvas, seededRandom(seed));
  return Buffer.from(
    encode({ data: canvas.pixels, width: canvas.width, height: canvas.height }, options.quality ?? 72).data,
  );
}
