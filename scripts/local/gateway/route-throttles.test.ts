import { RouteThrottles } from './route-throttles';

describe('RouteThrottles', () => {
  const throttle = { rateLimit: 2, burstLimit: 3 };

  it('lets a burst through up to the burst limit, then refuses until tokens come back at the rate', () => {
    // Prepare
    let now = 0;
    const throttles = new RouteThrottles(() => now);

    // Act
    const burst = Array.from({ length: 4 }, () => throttles.take('requestAccess', throttle));
    now += 500; // one token at 2 a second
    const afterHalfASecond = [
      throttles.take('requestAccess', throttle),
      throttles.take('requestAccess', throttle),
    ];

    // Assess
    expect(burst).toEqual([true, true, true, false]);
    expect(afterHalfASecond).toEqual([true, false]);
  });

  it('keeps one bucket per route, and never refuses a route without a throttle', () => {
    // Prepare
    const throttles = new RouteThrottles(() => 0);
    for (let index = 0; index < 3; index += 1) throttles.take('requestAccess', throttle);

    // Act and assess
    expect(throttles.take('requestAccess', throttle)).toBe(false);
    expect(throttles.take('validateInvitation', throttle)).toBe(true);
    expect(Array.from({ length: 50 }, () => throttles.take('getMe', undefined)).every(Boolean)).toBe(true);
  });
});
