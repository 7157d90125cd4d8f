import { axisTicks, barsFor, niceMax, yOf } from './chart-geometry';

const AREA = { left: 10, top: 5, width: 100, height: 50 };

describe('niceMax', () => {
  it('rounds the largest value up to 1, 2 or 5 times a power of ten', () => {
    expect(niceMax([3, 7])).toBe(10);
    expect(niceMax([12])).toBe(20);
    expect(niceMax([41])).toBe(50);
    expect(niceMax([100])).toBe(100);
  });

  it('answers 1 for an empty or all-zero series, so the axis still has a scale', () => {
    expect(niceMax([])).toBe(1);
    expect(niceMax([0, 0])).toBe(1);
  });
});

describe('axisTicks', () => {
  it('splits the axis into whole steps ending at the top', () => {
    expect(axisTicks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(axisTicks(10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(axisTicks(5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(axisTicks(1)).toEqual([0, 1]);
  });
});

describe('barsFor', () => {
  it('places one bar per value with heights proportional to the maximum', () => {
    const bars = barsFor([0, 5, 10], 10, AREA, 0);

    expect(bars).toHaveLength(3);
    expect(bars.map((bar) => bar.height)).toEqual([0, 25, 50]);
    expect(bars[2]).toMatchObject({ y: 5, x: 10 + (2 * 100) / 3 });
    expect(bars[1]?.y).toBe(30);
  });

  it('draws nothing for no days', () => {
    expect(barsFor([], 10, AREA)).toEqual([]);
  });
});

describe('yOf', () => {
  it('maps 0 to the bottom and the maximum to the top of the plot', () => {
    expect(yOf(0, 10, AREA)).toBe(55);
    expect(yOf(10, 10, AREA)).toBe(5);
  });
});
