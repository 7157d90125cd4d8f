import { mapBounded } from './map-bounded';

/** A promise and the function that settles it, so a test decides when each call finishes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('mapBounded', () => {
  it('answers every result in input order, however the calls finish', async () => {
    // Prepare
    const gates = [deferred<void>(), deferred<void>(), deferred<void>()];

    // Act
    const results = mapBounded([0, 1, 2], 3, async (input) => {
      await gates[input]!.promise;
      return input * 10;
    });
    gates[2]!.resolve();
    gates[0]!.resolve();
    gates[1]!.resolve();

    // Assess
    await expect(results).resolves.toEqual([0, 10, 20]);
  });

  it('never has more than `bound` calls in flight', async () => {
    // Prepare
    let inFlight = 0;
    let most = 0;

    // Act
    await mapBounded(
      Array.from({ length: 20 }, (_, index) => index),
      4,
      async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await Promise.resolve();
        inFlight -= 1;
      },
    );

    // Assess
    expect(most).toBe(4);
  });

  it('rejects when a call fails', async () => {
    await expect(
      mapBounded([1, 2], 2, async (input) => {
        if (input === 2) throw new Error('throttled');
        return input;
      }),
    ).rejects.toThrow('throttled');
  });

  it('answers nothing for no inputs', async () => {
    await expect(mapBounded([], 8, async () => 1)).resolves.toEqual([]);
  });
});
