import { primaryRole, rolesFromGroups } from '#shared/users/roles';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccount, demoAccountsTable } from './demo-accounts';

describe('the demo accounts', () => {
  it('are the five demo accounts of docs/local-stack.md, all with the local password', () => {
    // Assess
    expect(DEMO_ACCOUNTS.map((account) => account.email)).toEqual([
      'buyer@example.com',
      'seller@example.com',
      'owner@example.com',
      'admin@example.com',
      'hybrid@example.com',
    ]);
    expect(DEMO_ACCOUNTS.every((account) => account.password === DEMO_PASSWORD)).toBe(true);
    expect(DEMO_PASSWORD).toBe('Passw0rd!');
  });

  it('carry E.164 phone numbers and groups that map back to their roles, primary first', () => {
    // Assess
    for (const account of DEMO_ACCOUNTS) {
      expect(account.phoneNumber).toMatch(/^\+1\d{10}$/);
      expect(rolesFromGroups(account.groups)).toEqual(account.roles);
      expect(primaryRole(account.roles)).toBe(account.roles[0]);
    }
    expect(demoAccount('hybrid@example.com').groups).toEqual(['originators', 'buyers']);
    expect(demoAccount('seller@example.com').groups).toEqual(['originators']);
  });

  it('are listed in the banner table', () => {
    // Act
    const table = demoAccountsTable();

    // Assess
    expect(table).toContain('Hana Hybrid');
    expect(table).toContain('Passw0rd!');
  });
});
