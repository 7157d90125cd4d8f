/**
 * Which header links a user sees and when each is active (docs/requirements.md#r2-13,
 * docs/requirements.md#r6-2).
 */
import { hasAnyRole, hasRole, SELLER_SIDE_ROLES, type RoleHolder } from '#shared/users/roles';
import { paths } from '../../lib/paths/paths';

export type NavItemId = 'dashboard' | 'listings' | 'buyers' | 'ownersClub';

export interface NavItem {
  id: NavItemId;
  to: string;
  /** Path prefixes under which the item is highlighted. */
  activePrefixes: readonly string[];
}

const DASHBOARD: NavItem = { id: 'dashboard', to: paths.dashboard, activePrefixes: [paths.dashboard] };
/** docs/requirements.md#r2-13: /listings also highlights Listings. */
const LISTINGS: NavItem = { id: 'listings', to: paths.deals, activePrefixes: [paths.deals, paths.listings] };
/** A ZIP's page is reached from the buyer map, so it keeps Buyers highlighted. */
const BUYERS: NavItem = { id: 'buyers', to: paths.buyers, activePrefixes: [paths.buyers, '/zip'] };
const OWNERS_CLUB: NavItem = { id: 'ownersClub', to: paths.owners, activePrefixes: [paths.owners] };

/** Dashboard, Buyers and Owners Club for originators, owners and admins; Listings for everyone. */
export function navItemsFor(user: RoleHolder): NavItem[] {
  const sellerSide = hasAnyRole(user, SELLER_SIDE_ROLES);
  return sellerSide ? [DASHBOARD, LISTINGS, BUYERS, OWNERS_CLUB] : [LISTINGS];
}

/** The training course link is for buyers, a buyer who is also an originator included (docs/training.md). */
export function showsTraining(user: RoleHolder): boolean {
  return hasRole(user, 'buyer');
}

/** The admin panel link is for admins only. */
export function showsAdminPanel(user: RoleHolder): boolean {
  return hasRole(user, 'admin');
}

/** True when the path is the item's path or below it (`/deals/123` activates Listings). */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return item.activePrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
