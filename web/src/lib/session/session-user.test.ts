import { makeIdToken } from '../../test/tokens';
import { buildFallbackUser, firstNameOf, fullNameOf, rolesOf } from './session-user';

describe('buildFallbackUser', () => {
  it('takes the id, e-mail and names from the token and flags the user', () => {
    const token = makeIdToken({
      sub: 'sub-1',
      email: 'sam@example.com',
      given_name: 'Sam',
      family_name: 'Seller',
      'cognito:groups': ['originators'],
    });

    expect(buildFallbackUser(token)).toEqual({
      userId: 'sub-1',
      email: 'sam@example.com',
      firstName: 'Sam',
      lastName: 'Seller',
      role: 'originator',
      roles: ['originator'],
      cognitoGroups: ['originators'],
      validationFailed: true,
    });
  });

  it('defaults missing names to empty strings', () => {
    const user = buildFallbackUser(makeIdToken({ sub: 'sub-1' }));

    expect(user).toMatchObject({ firstName: '', lastName: '' });
  });

  it('defaults to the buyer role without groups', () => {
    const user = buildFallbackUser(makeIdToken({ sub: 'sub-1' }));

    expect(user).toMatchObject({ role: 'buyer', roles: ['buyer'] });
  });

  it('maps a group containing admin to admin and keeps every role of a hybrid user', () => {
    expect(buildFallbackUser(makeIdToken({ sub: 's', 'cognito:groups': ['super-admins'] }))?.role).toBe(
      'admin',
    );
    expect(
      buildFallbackUser(makeIdToken({ sub: 's', 'cognito:groups': ['buyers', 'originators'] })),
    ).toMatchObject({
      role: 'originator',
      roles: ['originator', 'buyer'],
    });
  });

  it('answers null for a token without a subject or an unreadable token', () => {
    expect(buildFallbackUser(makeIdToken({ email: 'x@example.com' }))).toBeNull();
    expect(buildFallbackUser('corrupted')).toBeNull();
  });
});

describe('rolesOf', () => {
  it('defaults a missing role to buyer', () => {
    expect(rolesOf({ role: null, roles: [] })).toEqual(['buyer']);
    expect(rolesOf({})).toEqual(['buyer']);
  });

  it('prefers the roles array over the single role', () => {
    expect(rolesOf({ role: 'originator', roles: ['buyer', 'originator'] })).toEqual(['buyer', 'originator']);
  });
});

describe('names', () => {
  it('joins first and last name, falling back to the e-mail', () => {
    expect(fullNameOf({ firstName: 'Bea', lastName: 'Buyer', email: 'b@example.com' })).toBe('Bea Buyer');
    expect(fullNameOf({ firstName: '', lastName: '', email: 'b@example.com' })).toBe('b@example.com');
  });

  it('uses the e-mail local part when there is no first name', () => {
    expect(firstNameOf({ firstName: '', email: 'bea@example.com' })).toBe('bea');
  });
});
