/**
 * Which dashboard a user gets (docs/requirements.md#r1-8, docs/requirements.md#r2-12 "Hybrid dashboard"):
 * sellers (originators and admins) manage their listings, buyers browse; a user holding both switches between
 * the two modes.
 */
import { DEAL_MANAGERS, hasAnyRole, hasRole, type RoleHolder } from '#shared/users/roles';
import { LOCAL_STORAGE_KEYS } from '../../lib/storage/storage-keys';

export const DASHBOARD_MODES = ['buying', 'selling'] as const;
export type DashboardMode = (typeof DASHBOARD_MODES)[number];

/**
 * The modes this user may use, buying first. A user who can list deals sells; a buyer buys; anyone
 * who can do neither (an owner) gets the buying view, which only links to listings.
 */
export function dashboardModesOf(user: RoleHolder): DashboardMode[] {
  const sells = hasAnyRole(user, DEAL_MANAGERS);
  const buys = hasRole(user, 'buyer') || !sells;
  return DASHBOARD_MODES.filter((mode) => (mode === 'selling' ? sells : buys));
}

/** The localStorage key of this user's chosen mode (one per user on a shared browser). */
export function dashboardModeKey(userId: string): string {
  return `${LOCAL_STORAGE_KEYS.dashboardModePrefix}.${userId}`;
}

/** A stored value, if it is a mode. */
export function parseDashboardMode(value: string | null): DashboardMode | null {
  return DASHBOARD_MODES.find((mode) => mode === value) ?? null;
}
