import { apiEvent, testClaims } from '../../testing/api-event.fixtures';
import { userRecord } from '../../testing/user.fixtures';
import { parseGroupsClaim, principalFromEvent, withStoredAccount } from './principal';

describe('parseGroupsClaim', () => {
  it.each([
    ['[buyers originators]', ['buyers', 'originators']],
    ['["buyers","originators"]', ['buyers', 'originators']],
    ['buyers,originators', ['buyers', 'originators']],
    ['[]', []],
    ['', []],
    [undefined, []],
  ])('reads %j', (claim, expected) => {
    expect(parseGroupsClaim(claim)).toEqual(expected);
  });

  it('reads a real array', () => {
    expect(parseGroupsClaim(['admins'])).toEqual(['admins']);
  });
});

describe('principalFromEvent', () => {
  it('answers null without claims or without a subject', () => {
    expect(principalFromEvent(apiEvent())).toBeNull();
    expect(principalFromEvent(apiEvent({ claims: testClaims({ sub: '' }) }))).toBeNull();
  });

  it('answers null for an access token or a token without token_use', () => {
    expect(principalFromEvent(apiEvent({ claims: testClaims({ token_use: 'access' }) }))).toBeNull();
    const { token_use: _, ...withoutUse } = testClaims();
    expect(principalFromEvent(apiEvent({ claims: withoutUse }))).toBeNull();
  });

  it('reads names, e-mail in lower case, phone, groups and roles', () => {
    const principal = principalFromEvent(
      apiEvent({
        claims: testClaims({ email: 'Bea@Example.com', 'cognito:groups': '[buyers originators]' }),
      }),
    );
    expect(principal).toEqual({
      userId: 'user-1',
      email: 'bea@example.com',
      emailVerified: true,
      firstName: 'Bea',
      lastName: 'Buyer',
      phoneNumber: '+15555550100',
      cognitoGroups: ['buyers', 'originators'],
      roles: ['originator', 'buyer'],
      role: 'originator',
    });
  });

  it('gives a user with no role group the buyer role', () => {
    const principal = principalFromEvent(apiEvent({ claims: testClaims({ 'cognito:groups': '' }) }));
    expect(principal?.roles).toEqual(['buyer']);
    expect(principal?.role).toBe('buyer');
  });
});

describe('withStoredAccount', () => {
  const claimed = (claims: Record<string, string> = {}) =>
    principalFromEvent(apiEvent({ claims: testClaims({ 'cognito:groups': '[admins]', ...claims }) }))!;
  const account = userRecord('user-1', {
    email: 'bea@example.com',
    emailVerified: false,
    roles: ['buyer'],
    cognitoGroups: ['buyers'],
  });

  it("takes the stored roles over the token's groups", () => {
    expect(withStoredAccount(claimed(), account)).toMatchObject({
      roles: ['buyer'],
      role: 'buyer',
      cognitoGroups: ['buyers'],
    });
  });

  it('counts the address verified by the token or by the item, but the item only for its own address', () => {
    const unverified = { email_verified: 'false' };
    expect(withStoredAccount(claimed(), account).emailVerified).toBe(true);
    expect(withStoredAccount(claimed(unverified), account).emailVerified).toBe(false);
    expect(withStoredAccount(claimed(unverified), { ...account, emailVerified: true }).emailVerified).toBe(
      true,
    );
    expect(
      withStoredAccount(claimed({ ...unverified, email: 'other@example.com' }), {
        ...account,
        emailVerified: true,
      }).emailVerified,
    ).toBe(false);
  });
});
