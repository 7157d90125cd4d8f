import {
  isSessionRefreshDue,
  SESSION_REFRESH_INTERVAL_MS,
  VISIBILITY_CHECK_INTERVAL_MS,
} from './refresh-schedule';

describe('isSessionRefreshDue', () => {
  const start = 1_000_000;

  it('uses the docs/requirements.md#r9-1 intervals', () => {
    expect(SESSION_REFRESH_INTERVAL_MS).toBe(30 * 60 * 1000);
    expect(VISIBILITY_CHECK_INTERVAL_MS).toBe(5 * 60 * 1000);
  });

  it('is due after 30 minutes while visible', () => {
    expect(isSessionRefreshDue(start, start + SESSION_REFRESH_INTERVAL_MS, 'visible')).toBe(true);
  });

  it('is not due before 30 minutes', () => {
    expect(isSessionRefreshDue(start, start + SESSION_REFRESH_INTERVAL_MS - 1, 'visible')).toBe(false);
  });

  it('is never due while the page is hidden', () => {
    expect(isSessionRefreshDue(start, start + 2 * SESSION_REFRESH_INTERVAL_MS, 'hidden')).toBe(false);
  });
});
