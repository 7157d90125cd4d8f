import { budgetStatus, framesPerSecond, median, usedHeapBytes } from './demo-metrics';

describe('median', () => {
  it('answers the middle value of an odd count, whatever the order', () => {
    expect(median([900, 300, 600])).toBe(600);
  });

  it('answers the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('answers null for no values', () => {
    expect(median([])).toBeNull();
  });
});

describe('framesPerSecond', () => {
  it('counts the frames after the first over the time they span', () => {
    // 61 frames 1000/60 ms apart: 60 intervals in one second.
    const frames = Array.from({ length: 61 }, (_, index) => 500 + (index * 1000) / 60);
    expect(framesPerSecond(frames)).toBeCloseTo(60, 6);
  });

  it('sees uneven frames as their average rate', () => {
    expect(framesPerSecond([0, 20, 100, 200])).toBeCloseTo(15, 6);
  });

  it('answers null with fewer than two frames or no time between them', () => {
    expect(framesPerSecond([])).toBeNull();
    expect(framesPerSecond([16])).toBeNull();
    expect(framesPerSecond([16, 16])).toBeNull();
  });
});

describe('usedHeapBytes', () => {
  it("reads Chromium's used heap", () => {
    expect(usedHeapBytes({ memory: { usedJSHeapSize: 12_345_678 } })).toBe(12_345_678);
  });

  it('answers null where the browser reports no memory', () => {
    expect(usedHeapBytes({})).toBeNull();
    expect(usedHeapBytes(undefined)).toBeNull();
    expect(usedHeapBytes({ memory: {} })).toBeNull();
  });
});

describe('budgetStatus', () => {
  it('holds 100k points to 2 s first render and 30 fps', () => {
    expect(budgetStatus({ points: 100_000, firstRenderMs: 2_000, fps: 30 })).toBe('met');
    expect(budgetStatus({ points: 100_000, firstRenderMs: 2_001, fps: 60 })).toBe('missed');
    expect(budgetStatus({ points: 100_000, firstRenderMs: 900, fps: 29.9 })).toBe('missed');
  });

  it('waits for the pan test, unless the first render already missed', () => {
    expect(budgetStatus({ points: 100_000, firstRenderMs: 900, fps: null })).toBe('pending');
    expect(budgetStatus({ points: 100_000, firstRenderMs: 2_500, fps: null })).toBe('missed');
  });

  it('names no budget for other sizes', () => {
    expect(budgetStatus({ points: 10_000, firstRenderMs: 5_000, fps: 5 })).toBeNull();
  });
});
