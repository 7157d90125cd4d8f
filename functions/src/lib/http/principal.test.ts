import { apiEvent, testClaims } from '../../testing/api-event.fixtures';
import { parseGroupsClaim, principalFromEvent } from './principal';

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

  it('reads names, e-mail in lower case, phone, groups and roles', () => {
    const principal = principalFromEvent(
      apiEvent({
        claims: testClaims({ email: 'Bea@Example.com', 'cognito:groups': '[buyers originators]' }),
      }),
    );
    expect(principal).toEqual({
      userId: 'user-1',
      email: 'bea@example.com',
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
