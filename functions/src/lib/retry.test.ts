import { retry } from './retry';

describe('retry', () => {
  it('answers the first outcome that needs no retry, without trying again', async () => {
    // Prepare
    const operation = jest.fn(async (attempt: number) => attempt);

    // Act
    const outcome = await retry(operation, { attempts: 3, retryIf: (value) => value < 2 });

    // Assess
    expect(outcome).toBe(2);
    expect(operation.mock.calls.map(([attempt]) => attempt)).toEqual([1, 2]);
  });

  it('stops after the last try and answers its outcome', async () => {
    // Prepare
    const operation = jest.fn(async () => 'conflict');

    // Act
    const outcome = await retry(operation, { attempts: 3, retryIf: (value) => value === 'conflict' });

    // Assess
    expect(outcome).toBe('conflict');
    expect(operation).toHaveBeenCalledTimes(3);
  });

  it('waits the delay of each try before the next, and none after the last', async () => {
    // Prepare
    jest.useFakeTimers();
    const operation = jest.fn(async () => false);
    const delayMs = jest.fn((attempt: number) => 50 * attempt);

    // Act
    const running = retry(operation, { attempts: 3, retryIf: (ok) => !ok, delayMs });
    await jest.advanceTimersByTimeAsync(49);
    const triesBeforeFirstDelay = operation.mock.calls.length;
    await jest.advanceTimersByTimeAsync(1 + 100);
    await running;
    jest.useRealTimers();

    // Assess
    expect(triesBeforeFirstDelay).toBe(1);
    expect(operation).toHaveBeenCalledTimes(3);
    expect(delayMs.mock.calls.map(([attempt]) => attempt)).toEqual([1, 2]);
  });

  it('lets an error of the operation through at once', async () => {
    // Prepare
    const operation = jest.fn(async () => {
      throw new Error('down');
    });

    // Act & Assess
    await expect(retry(operation, { attempts: 3, retryIf: () => true })).rejects.toThrow('down');
    expect(operation).toHaveBeenCalledTimes(1);
  });
});
