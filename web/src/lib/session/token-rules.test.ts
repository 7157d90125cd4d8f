import { makeIdToken, tokenExpiringIn as tokenWithSecondsLeft } from '../../test/tokens';
import {
  decideTokenAction,
  decodeIdToken,
  isCorruptedToken,
  TOKEN_REFRESH_THRESHOLD_SECONDS,
} from './token-rules';

describe('isCorruptedToken', () => {
  it.each([
    ['', true],
    ['abc', true],
    ['header.payload', true],
    ['header.payload.signature', false],
  ])('answers %p → %p', (token, corrupted) => {
    expect(isCorruptedToken(token)).toBe(corrupted);
  });
});

describe('decodeIdToken', () => {
  it('reads the claims, including non-ASCII names', () => {
    const token = makeIdToken({ sub: 'abc', given_name: 'José', family_name: 'Núñez' });

    expect(decodeIdToken(token)).toMatchObject({ sub: 'abc', given_name: 'José', family_name: 'Núñez' });
  });

  it('answers null for a payload that is not JSON', () => {
    expect(decodeIdToken('header.not-json.signature')).toBeNull();
  });

  it('answers null for a token with fewer than three parts', () => {
    expect(decodeIdToken('only.two')).toBeNull();
  });
});

describe('decideTokenAction', () => {
  // A whole second, and the same clock for the token and the decision: a slow run must not move
  // the boundary between "expiring" and "fresh".
  const now = Math.floor(Date.now() / 1000) * 1000;
  const tokenExpiringIn = (secondsLeft: number) => tokenWithSecondsLeft(secondsLeft, {}, now);

  it('reuses a token with more than five minutes left', () => {
    expect(decideTokenAction(tokenExpiringIn(3600), now)).toBe('reuse');
  });

  it('reuses a token with exactly the threshold left', () => {
    expect(decideTokenAction(tokenExpiringIn(TOKEN_REFRESH_THRESHOLD_SECONDS), now)).toBe('reuse');
  });

  it('refreshes a token with less than 300 seconds left', () => {
    expect(decideTokenAction(tokenExpiringIn(299), now)).toBe('refresh');
  });

  it('treats a token past its expiry as expired', () => {
    expect(decideTokenAction(tokenExpiringIn(-1), now)).toBe('expired');
    expect(decideTokenAction(tokenExpiringIn(0), now)).toBe('expired');
  });

  it('discards a token with fewer than three dot-separated parts', () => {
    expect(decideTokenAction('abc.def', now)).toBe('corrupted');
  });

  it('discards a token without an expiry claim', () => {
    expect(decideTokenAction(makeIdToken({ sub: 'abc' }), now)).toBe('corrupted');
  });
});
