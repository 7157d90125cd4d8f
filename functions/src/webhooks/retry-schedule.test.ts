import {
  classifyDeliveryOutcome,
  nextAttemptDelay,
  nextStepAfterAttempt,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
} from './retry-schedule';

const DAY_SECONDS = 24 * 3600;
const SQS_MAX_VISIBILITY_SECONDS = 12 * 3600;
const lowest = () => 0;
const middle = () => 0.5;
const highest = () => 1 - Number.EPSILON;

function totalDelay(random: () => number): number {
  let total = 0;
  for (let attempt = 1; attempt < WEBHOOK_MAX_ATTEMPTS; attempt += 1)
    total += nextAttemptDelay(attempt, random)!;
  return total;
}

describe('nextAttemptDelay', () => {
  it('answers the nominal delays when the jitter draw is in the middle', () => {
    // Act
    const delays = WEBHOOK_RETRY_DELAYS_SECONDS.map((_, index) => nextAttemptDelay(index + 1, middle));

    // Assess
    expect(delays).toEqual([5, 300, 1800, 7200, 18000, 36000, 36000, 36000]);
  });

  it('stays within 80 % to 120 % of each nominal delay', () => {
    // Act and assess
    WEBHOOK_RETRY_DELAYS_SECONDS.forEach((nominal, index) => {
      expect(nextAttemptDelay(index + 1, lowest)).toBe(Math.floor(nominal * 0.8));
      expect(nextAttemptDelay(index + 1, highest)).toBeLessThan(nominal * 1.2);
      expect(nextAttemptDelay(index + 1, highest)).toBeGreaterThanOrEqual(Math.floor(nominal * 1.2) - 1);
    });
  });

  it('retries for more than a day even with the shortest draws, with no wait of 12 h or more', () => {
    // Act
    const shortest = totalDelay(lowest);
    const longest = totalDelay(highest);
    const longestWait = nextAttemptDelay(WEBHOOK_MAX_ATTEMPTS - 1, highest)!;

    // Assess
    expect(shortest).toBeGreaterThan(DAY_SECONDS);
    expect(longest).toBeLessThan(2 * DAY_SECONDS);
    expect(longestWait).toBeLessThan(SQS_MAX_VISIBILITY_SECONDS);
  });

  it('grows from one attempt to the next under the same draw', () => {
    // Act
    const delays = WEBHOOK_RETRY_DELAYS_SECONDS.map((_, index) => nextAttemptDelay(index + 1, lowest)!);

    // Assess
    delays.slice(1).forEach((delay, index) => expect(delay).toBeGreaterThanOrEqual(delays[index]!));
  });

  it('is deterministic given the random source', () => {
    // Prepare
    const draws = [0.13, 0.77, 0.42];
    const delaysWith = (random: () => number) =>
      [1, 2, 3].map((attempt) => nextAttemptDelay(attempt, random));
    const replay = () => {
      let next = 0;
      return () => draws[next++]!;
    };

    // Act
    const first = delaysWith(replay());
    const second = delaysWith(replay());

    // Assess
    expect(first).toEqual(second);
    expect(first).toEqual([4, 332, 1742]);
  });

  it('answers null after the last attempt', () => {
    // Act and assess
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(9);
    expect(nextAttemptDelay(WEBHOOK_MAX_ATTEMPTS, middle)).toBeNull();
    expect(nextAttemptDelay(WEBHOOK_MAX_ATTEMPTS + 5, middle)).toBeNull();
  });

  it('refuses an attempt below 1 and a random draw outside [0, 1)', () => {
    // Act and assess
    expect(() => nextAttemptDelay(0, middle)).toThrow(RangeError);
    expect(() => nextAttemptDelay(1.5, middle)).toThrow(RangeError);
    expect(() => nextAttemptDelay(1, () => 1)).toThrow(RangeError);
    expect(() => nextAttemptDelay(1, () => Number.NaN)).toThrow(RangeError);
  });
});

describe('classifyDeliveryOutcome', () => {
  it.each([
    [200, 'delivered'],
    [202, 'delivered'],
    [204, 'delivered'],
    [299, 'delivered'],
    [410, 'disable'],
    [408, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [502, 'retry'],
    [503, 'retry'],
    [599, 'retry'],
    [301, 'give-up'],
    [302, 'give-up'],
    [307, 'give-up'],
    [400, 'give-up'],
    [401, 'give-up'],
    [403, 'give-up'],
    [404, 'give-up'],
    [413, 'give-up'],
    [100, 'give-up'],
    [600, 'give-up'],
    ['timeout', 'retry'],
    ['network-error', 'retry'],
    ['address-refused', 'give-up'],
  ] as const)('classifies %s as %s', (statusOrError, outcome) => {
    // Act and assess
    expect(classifyDeliveryOutcome(statusOrError)).toBe(outcome);
  });
});

describe('nextStepAfterAttempt', () => {
  it('is done after a 2xx', () => {
    // Act and assess
    expect(nextStepAfterAttempt(1, 200, middle)).toEqual({ action: 'done' });
  });

  it('retries a 503 with the scheduled delay while attempts are left, then gives up', () => {
    // Act and assess
    expect(nextStepAfterAttempt(2, 503, middle)).toEqual({ action: 'retry', delaySeconds: 300 });
    expect(nextStepAfterAttempt(WEBHOOK_MAX_ATTEMPTS, 503, middle)).toEqual({ action: 'give-up' });
  });

  it('gives up at once on a 404 and disables the endpoint on a 410', () => {
    // Act and assess
    expect(nextStepAfterAttempt(1, 404, middle)).toEqual({ action: 'give-up' });
    expect(nextStepAfterAttempt(1, 410, middle)).toEqual({ action: 'disable' });
  });
});
