/**
 * The demo accounts of the local stack, in one place: the seed creates them, the start banner and
 * the README list them, tests sign in with them. Local only: these passwords exist nowhere else.
 */
import { GROUP_FOR_ROLE, type Role } from '#shared/users/roles';

/** The password of every demo account (local stack only). */
export const DEMO_PASSWORD = 'Passw0rd!';

/**
 * The TOTP secret of the demo admin (local stack only): admins must use two-step sign-in
 * (docs/requirements.md#r6-7-mfa), so the seed enrols it; add it to an authenticator app to sign in.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'DEALFLOWDEMOADMINTOTPSECRETLOCAL';

export interface DemoAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** E.164, from the 555-01xx range reserved for fiction. */
  phoneNumber: string;
  /** Most privileged first, so `roles[0]` is the primary role (shared/src/users/roles.ts). */
  roles: readonly Role[];
  /** Cognito groups, derived from the roles. */
  groups: readonly string[];
  /** Base32 TOTP secret the seed enrols when it creates the account; null: no two-step sign-in. */
  totpSecret: string | null;
}

const account = (
  email: string,
  firstName: string,
  lastName: string,
  phoneNumber: string,
  roles: readonly Role[],
  totpSecret: string | null = null,
): DemoAccount => ({
  email,
  password: DEMO_PASSWORD,
  firstName,
  lastName,
  phoneNumber,
  roles,
  groups: roles.map((role) => GROUP_FOR_ROLE[role]),
  totpSecret,
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account('buyer@example.com', 'Bea', 'Buyer', '+12025550101', ['buyer']),
  account('seller@example.com', 'Sam', 'Seller', '+12025550102', ['originator']),
  account('owner@example.com', 'Olive', 'Owner', '+12025550103', ['owner']),
  account('admin@example.com', 'Ada', 'Admin', '+12025550104', ['admin'], DEMO_ADMIN_TOTP_SECRET),
  account('hybrid@example.com', 'Hana', 'Hybrid', '+12025550105', ['originator', 'buyer']),
];

/**
 * The call-booking pages of the demo sellers (a fictional scheduler), so "Schedule a call" shows on
 * their listings. The demo hybrid seller keeps none: its listings show buyers "Request a call".
 */
export const DEMO_CALL_BOOKING_LINKS: Readonly<Record<string, string>> = {
  'seller@example.com': 'https://schedule.example.com/sam-seller',
};

/** The demo account with this e-mail; throws for an unknown one so a typo fails loudly. */
export function demoAccount(email: string): DemoAccount {
  const found = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (!found) throw new Error(`No demo account ${email}`);
  return found;
}

/** The accounts as a plain-text table (start banner). */
export function demoAccountsTable(): string {
  const rows = DEMO_ACCOUNTS.map((demo) => [
    demo.email,
    `${demo.firstName} ${demo.lastName}`,
    demo.groups.join(', '),
  ]);
  const header = ['E-mail', 'Name', 'Groups'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    '',
    `Password for all: ${DEMO_PASSWORD}`,
    `Authenticator app key of admin@example.com (two-step sign-in): ${DEMO_ADMIN_TOTP_SECRET}`,
  ].join('\n');
}
