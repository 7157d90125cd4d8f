import {
  CONTIGUOUS_US,
  DEMO_SEED,
  generateSyntheticPoints,
  METRO_AREAS,
  seededRandom,
} from './synthetic-points';

describe('seededRandom', () => {
  it('gives the same numbers for the same seed, and others for another seed', () => {
    const first = seededRandom(42);
    const again = seededRandom(42);
    const other = seededRandom(43);
    const a = Array.from({ length: 5 }, first);
    expect(Array.from({ length: 5 }, again)).toEqual(a);
    expect(Array.from({ length: 5 }, other)).not.toEqual(a);
  });

  it('stays within [0, 1)', () => {
    const random = seededRandom(DEMO_SEED);
    const values = Array.from({ length: 10_000 }, random);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
  });
});

describe('generateSyntheticPoints', () => {
  it('answers `count` longitude/latitude pairs, the same ones on every run', () => {
    const points = generateSyntheticPoints(1_000);
    expect(points).toHaveLength(2_000);
    expect(generateSyntheticPoints(1_000)).toEqual(points);
    expect(generateSyntheticPoints(1_000, DEMO_SEED + 1)).not.toEqual(points);
  });

  it('keeps a smaller run the start of a larger one, so 10k holds the 1k points', () => {
    expect(generateSyntheticPoints(10_000).subarray(0, 2_000)).toEqual(generateSyntheticPoints(1_000));
  });

  it('keeps every point inside the contiguous US', () => {
    const points = generateSyntheticPoints(5_000);
    for (let index = 0; index < points.length; index += 2) {
      const lng = points[index] as number;
      const lat = points[index + 1] as number;
      expect(lng).toBeGreaterThanOrEqual(CONTIGUOUS_US.west);
      expect(lng).toBeLessThanOrEqual(CONTIGUOUS_US.east);
      expect(lat).toBeGreaterThanOrEqual(CONTIGUOUS_US.south);
      expect(lat).toBeLessThanOrEqual(CONTIGUOUS_US.north);
    }
  });

  it('gathers most points near a metro area, as a real map would', () => {
    const points = generateSyntheticPoints(5_000);
    let nearMetro = 0;
    for (let index = 0; index < points.length; index += 2) {
      const lng = points[index] as number;
      const lat = points[index + 1] as number;
      if (METRO_AREAS.some((metro) => Math.abs(metro.lng - lng) < 1 && Math.abs(metro.lat - lat) < 1)) {
        nearMetro += 1;
      }
    }
    expect(nearMetro / 5_000).toBeGreaterThan(0.75);
  });

  it('answers nothing for no points', () => {
    expect(generateSyntheticPoints(0)).toHaveLength(0);
  });
});
