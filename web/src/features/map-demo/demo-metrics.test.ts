import {
  budgetStatus,
  framesPerSecond,
  isSoftwareRenderer,
  median,
  panVerdict,
  usedHeapBytes,
} from './demo-metrics';

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

describe('isSoftwareRenderer', () => {
  it('knows the CPU rasterisers by name', () => {
    expect(
      isSoftwareRenderer(
        'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      ),
    ).toBe(true);
    expect(isSoftwareRenderer('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(true);
    expect(isSoftwareRenderer('Microsoft Basic Render Driver (Software)')).toBe(true);
  });

  it('takes a GPU for a GPU', () => {
    expect(isSoftwareRenderer('ANGLE (Apple, ANGLE Metal Renderer: Apple M2, Unspecified Version)')).toBe(
      false,
    );
    expect(
      isSoftwareRenderer('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)'),
    ).toBe(false);
  });
});

describe('panVerdict', () => {
  const gpu = 'ANGLE (Apple, ANGLE Metal Renderer: Apple M2, Unspecified Version)';
  const swiftShader = 'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)';

  it('holds a GPU to the absolute frame rate, whatever the empty map does', () => {
    expect(panVerdict({ renderer: gpu, fps: 30, emptyMapFps: 120 })).toEqual({
      rule: 'absolute',
      share: 0.25,
      ok: true,
    });
    expect(panVerdict({ renderer: gpu, fps: 29.9, emptyMapFps: 30 }).ok).toBe(false);
  });

  it('holds software WebGL to 60 % of the empty map, below 30 fps too', () => {
    expect(panVerdict({ renderer: swiftShader, fps: 6, emptyMapFps: 10 })).toEqual({
      rule: 'relative',
      share: 0.6,
      ok: true,
    });
    const over = panVerdict({ renderer: swiftShader, fps: 6.4, emptyMapFps: 11.8 });
    expect(over.share).toBeCloseTo(0.542, 3);
    expect(over.ok).toBe(false);
  });

  it('misses the relative budget when the empty map drew no measurable frames', () => {
    expect(panVerdict({ renderer: swiftShader, fps: 5, emptyMapFps: 0 })).toEqual({
      rule: 'relative',
      share: null,
      ok: false,
    });
  });
});
