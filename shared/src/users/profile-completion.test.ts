import {
  isExemptFromProfileRedirect,
  needsProfileRedirect,
  PROFILE_REDIRECT_EXEMPT_PREFIXES,
  profileCompletionTarget,
  requiresPhoneNumber,
  type CompletionSubject,
} from './profile-completion';
import type { Role } from './roles';

const SECTION = { saved: true };
const person = (roles: Role[], overrides: Partial<CompletionSubject> = {}): CompletionSubject => ({
  roles,
  cognitoGroups: roles.map((role) => `${role}s`),
  firstName: 'Bea',
  lastName: 'Buyer',
  phoneNumber: '+12025550101',
  buyerPreferences: null,
  buyBox: null,
  sellerPreferences: null,
  ...overrides,
});

/** Role sets, the tab an incomplete profile goes to, and the section that completes it. */
const ROLE_CASES: [string, Role[], string, keyof CompletionSubject][] = [
  ['buyer', ['buyer'], 'preferences', 'buyerPreferences'],
  ['originator only', ['originator'], 'seller-preferences', 'sellerPreferences'],
  ['buyer and originator', ['originator', 'buyer'], 'preferences', 'buyerPreferences'],
  ['owner', ['owner'], 'buybox', 'buyBox'],
  ['owner and buyer', ['owner', 'buyer'], 'buybox', 'buyBox'],
  ['owner and originator', ['owner', 'originator'], 'buybox', 'buyBox'],
];
const NON_EXEMPT_PATHS = ['/', '/dashboard', '/deals', '/deals/123', '/admin', '/buyers', '/owners'];

describe('profileCompletionTarget', () => {
  it.each(ROLE_CASES)('sends a %s without the section to %s', (_, roles, tab) => {
    expect(profileCompletionTarget(person(roles))).toBe(tab);
  });

  it.each(ROLE_CASES)('finds a %s with the section complete', (_, roles, __, section) => {
    expect(profileCompletionTarget(person(roles, { [section]: SECTION }))).toBeNull();
  });

  it.each([
    ['first name', { firstName: ' ' }],
    ['last name', { lastName: '' }],
    ['phone number', { phoneNumber: null }],
  ])('sends anyone missing a %s to the plain profile tab', (_, missing) => {
    for (const [, roles, , section] of ROLE_CASES) {
      expect(profileCompletionTarget(person(roles, { ...missing, [section]: SECTION }))).toBe('profile');
    }
  });

  it.each([[['admin']], [['admin', 'buyer']], [['admin', 'owner']]] as Role[][][])(
    'exempts admins (%j) even with nothing filled in',
    (roles) => {
      expect(profileCompletionTarget(person(roles, { firstName: '', phoneNumber: null }))).toBeNull();
    },
  );

  it('reads roles from the groups when the roles array is missing', () => {
    expect(profileCompletionTarget({ ...person([]), roles: null, cognitoGroups: ['owners'] })).toBe('buybox');
  });
});

describe('needsProfileRedirect', () => {
  const incompleteBuyer = person(['buyer']);

  it.each(NON_EXEMPT_PATHS)('redirects an incomplete profile from %s to its tab', (path) => {
    expect(needsProfileRedirect(incompleteBuyer, path)).toBe('/profile?tab=preferences');
  });

  it.each(PROFILE_REDIRECT_EXEMPT_PREFIXES.filter((prefix) => prefix !== '/profile'))(
    'leaves %s (and below it) alone',
    (prefix) => {
      expect(needsProfileRedirect(incompleteBuyer, prefix)).toBeNull();
      expect(needsProfileRedirect(incompleteBuyer, `${prefix}/anything`)).toBeNull();
    },
  );

  it('sends /profile without a tab to the role tab, and leaves any chosen tab alone', () => {
    expect(needsProfileRedirect(person(['owner']), '/profile')).toBe('/profile?tab=buybox');
    expect(needsProfileRedirect(person(['owner']), '/profile', '?tab=buybox')).toBeNull();
    expect(needsProfileRedirect(person(['owner']), '/profile', '?tab=password')).toBeNull();
  });

  it.each(ROLE_CASES)('never redirects a complete %s', (_, roles, __, section) => {
    const complete = person(roles, { [section]: SECTION });
    for (const path of [...NON_EXEMPT_PATHS, '/profile'])
      expect(needsProfileRedirect(complete, path)).toBeNull();
  });

  it('never redirects an admin', () => {
    for (const path of [...NON_EXEMPT_PATHS, '/profile']) {
      expect(needsProfileRedirect(person(['admin'], { phoneNumber: null }), path)).toBeNull();
    }
  });

  it('sends a user with no phone to the plain profile tab', () => {
    expect(needsProfileRedirect(person(['originator'], { phoneNumber: null }), '/dashboard')).toBe(
      '/profile?tab=profile',
    );
  });
});

describe('requiresPhoneNumber', () => {
  it.each([['buyer'], ['originator'], ['owner']] as const)(
    'asks a %s for the phone the profile needs, so sign-up and completion agree',
    (role) => {
      expect(requiresPhoneNumber({ role })).toBe(true);
      // The same rule completion applies: without the phone the profile is incomplete.
      expect(profileCompletionTarget(person([role], { phoneNumber: null }))).toBe('profile');
    },
  );

  it('does not ask an admin, whom completion never redirects', () => {
    expect(requiresPhoneNumber({ role: 'admin' })).toBe(false);
    expect(profileCompletionTarget(person(['admin'], { phoneNumber: null }))).toBeNull();
  });
});

describe('isExemptFromProfileRedirect', () => {
  it('matches the prefixes as docs/requirements.md#r4-7 words them, so /verify covers /verify-email-change', () => {
    expect(isExemptFromProfileRedirect('/auth')).toBe(true);
    expect(isExemptFromProfileRedirect('/verify-email-change')).toBe(true);
    expect(isExemptFromProfileRedirect('/signup/buyer')).toBe(true);
    // A shared badge's public check opens for anyone, profile complete or not.
    expect(isExemptFromProfileRedirect('/badges/AbCdEf0123456789')).toBe(true);
    expect(isExemptFromProfileRedirect('/dashboard')).toBe(false);
    expect(isExemptFromProfileRedirect('/')).toBe(false);
  });
});
