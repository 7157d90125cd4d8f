/**
 * docs/requirements.md#r4-7, as pure rules both sides use: the server reports
 * `profileComplete` from `profileCompletionTarget`, the SPA redirects with `needsProfileRedirect`.
 */
import { hasRole, type RoleHolder } from './roles';

/** Values of `/profile?tab=` (docs/requirements.md#r2-8 names buybox, preferences and seller-preferences). */
export const PROFILE_TABS = [
  'profile',
  'preferences',
  'buyer-preferences',
  /** Text alerts (docs/text-alerts.md): a confirmed mobile number, what comes by text, quiet hours. */
  'texts',
  'buybox',
  'seller-preferences',
  'company',
  'integrations',
  'roles',
  'password',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export function isProfileTab(value: string | null | undefined): value is ProfileTab {
  return (PROFILE_TABS as readonly string[]).includes(value ?? '');
}

/** Paths where nobody is redirected (docs/requirements.md#r4-7). */
export const PROFILE_REDIRECT_EXEMPT_PREFIXES = [
  '/auth',
  '/profile',
  '/verify',
  '/unauthorized',
  '/signup',
  '/reset-password',
  '/terms',
  '/privacy',
  '/accessibility',
  '/feedback',
  '/badges',
] as const;

/** What the rules need to know about a user: roles, names, phone and which sections are saved. */
export interface CompletionSubject extends RoleHolder {
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  buyerPreferences: unknown;
  buyBox: unknown;
  sellerPreferences: unknown;
}

const isBlank = (value: string | null | undefined) => (value ?? '').trim() === '';

/**
 * Whether the profile of someone with these roles is complete only with a phone number: everyone's
 * but an admin's (docs/requirements.md#r4-7). Sign-up asks for it on the same rule
 * (docs/requirements.md#r5-1), so nobody is sent to their profile for it right after signing up.
 */
export function requiresPhoneNumber(user: RoleHolder): boolean {
  return !hasRole(user, 'admin');
}

/** The section a role must fill in: owner → buy box; buyer (with or without originator) → preferences; originator only → seller preferences. */
export function roleProfileTab(user: RoleHolder): ProfileTab {
  if (hasRole(user, 'owner')) return 'buybox';
  if (hasRole(user, 'buyer')) return 'preferences';
  if (hasRole(user, 'originator')) return 'seller-preferences';
  return 'profile';
}

/**
 * The tab an incomplete profile must be completed on, or null when the profile is complete or the
 * user is an admin (admins are exempt). Missing first name, last name or phone → plain profile.
 */
export function profileCompletionTarget(user: CompletionSubject): ProfileTab | null {
  if (hasRole(user, 'admin')) return null;
  if (isBlank(user.firstName) || isBlank(user.lastName)) return 'profile';
  if (requiresPhoneNumber(user) && isBlank(user.phoneNumber)) return 'profile';
  const tab = roleProfileTab(user);
  const sectionSaved: Partial<Record<ProfileTab, unknown>> = {
    buybox: user.buyBox,
    preferences: user.buyerPreferences,
    'seller-preferences': user.sellerPreferences,
  };
  if (tab === 'profile') return null;
  return sectionSaved[tab] ? null : tab;
}

/**
 * True when the path starts with an exempt prefix. A plain string prefix, as docs/requirements.md#r4-7 words
 * it, so /verify also covers /verify-email-change.
 */
export function isExemptFromProfileRedirect(pathname: string): boolean {
  return PROFILE_REDIRECT_EXEMPT_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * Where an authenticated user on `pathname` (with `search`) must be sent, or null to stay.
 * Outside the exempt prefixes an incomplete profile goes to `/profile?tab=<target>`; on /profile
 * with no tab it goes to the role's tab (docs/requirements.md#r4-7).
 */
export function needsProfileRedirect(user: CompletionSubject, pathname: string, search = ''): string | null {
  const target = profileCompletionTarget(user);
  if (!target) return null;
  const destination = `/profile?tab=${target}`;
  if (pathname === '/profile' || pathname === '/profile/') {
    return new URLSearchParams(search).get('tab') ? null : destination;
  }
  return isExemptFromProfileRedirect(pathname) ? null : destination;
}
