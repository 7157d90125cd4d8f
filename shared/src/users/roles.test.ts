import { hasAnyRole, hasRole, primaryRole, primaryRoleFromGroups, rolesFromGroups } from './roles';

describe('hasRole', () => {
  it('is true when the roles array contains the role', () => {
    expect(hasRole({ roles: ['buyer', 'originator'] }, 'originator')).toBe(true);
  });

  it('is true when the single role equals it', () => {
    expect(hasRole({ role: 'owner' }, 'owner')).toBe(true);
  });

  it('is true when the groups contain the role or its plural', () => {
    expect(hasRole({ cognitoGroups: ['admin'] }, 'admin')).toBe(true);
    expect(hasRole({ cognitoGroups: ['originators'] }, 'originator')).toBe(true);
  });

  it('is false when nothing names the role', () => {
    expect(hasRole({ role: 'buyer', roles: ['buyer'], cognitoGroups: ['buyers'] }, 'admin')).toBe(false);
    expect(hasRole(null, 'buyer')).toBe(false);
  });

  it('hasAnyRole is true when one of the roles is held', () => {
    expect(hasAnyRole({ roles: ['owner'] }, ['originator', 'owner'])).toBe(true);
    expect(hasAnyRole({ roles: ['buyer'] }, ['originator', 'owner'])).toBe(false);
  });
});

describe('primaryRoleFromGroups (docs/requirements.md#r4-2 fallback mapping)', () => {
  it.each([
    [['superadmins'], 'admin'],
    [['admins', 'buyers'], 'admin'],
    [['owners'], 'owner'],
    [['owner'], 'owner'],
    [['originators', 'buyers'], 'originator'],
    [['originator'], 'originator'],
    [['buyers'], 'buyer'],
    [['buyer'], 'buyer'],
    [[], 'buyer'],
    [['something-else'], 'buyer'],
  ])('maps %j to %s', (groups, expected) => {
    expect(primaryRoleFromGroups(groups)).toBe(expected);
  });
});

describe('rolesFromGroups', () => {
  it('answers every role held, most privileged first', () => {
    expect(rolesFromGroups(['buyers', 'originators'])).toEqual(['originator', 'buyer']);
  });

  it('ignores groups that are not roles', () => {
    expect(rolesFromGroups(['beta-testers'])).toEqual([]);
  });
});

describe('primaryRole', () => {
  it('defaults to buyer when no role is held', () => {
    expect(primaryRole([])).toBe('buyer');
  });

  it('picks the most privileged role', () => {
    expect(primaryRole(['buyer', 'admin'])).toBe('admin');
  });
});
