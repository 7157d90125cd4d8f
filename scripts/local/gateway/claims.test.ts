import { stringifyClaim, stringifyClaims } from './claims';

describe('stringifyClaims', () => {
  it('writes every claim as a string and arrays as "[a b]", as the JWT authorizer does', () => {
    // Act
    const claims = stringifyClaims({
      sub: 'abc',
      'cognito:groups': ['buyers', 'originators'],
      email_verified: true,
      exp: 1700000000,
      auth_time: 1699990000,
    });

    // Assess
    expect(claims).toEqual({
      sub: 'abc',
      'cognito:groups': '[buyers originators]',
      email_verified: 'true',
      exp: '1700000000',
      auth_time: '1699990000',
    });
  });

  it('writes a one-element array with brackets and an empty one as "[]"', () => {
    // Assess
    expect(stringifyClaim(['admins'])).toBe('[admins]');
    expect(stringifyClaim([])).toBe('[]');
  });
});
