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
  /** Paths under an active prefix that belong to another item. */
  inactivePrefixes?: readonly string[];
}

/** Creating a listing starts from the dashboard, so the wizard keeps Dashboard highlighted. */
const DASHBOARD: NavItem = {
  id: 'dashboard',
  to: paths.dashboard,
  activePrefixes: [paths.dashboard, paths.newDeal],
};
/** docs/requirements.md#r2-13: /listings also highlights Listings; the new-listing wizard does not. */
const LISTINGS: NavItem = {
  id: 'listings',
  to: paths.deals,
  activePrefixes: [paths.deals, paths.listings],
  inactivePrefixes: [paths.newDeal],
};
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

const isAtOrBelow = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * True when the path is the item's path or below it (`/deals/123` activates Listings) and not
 * one of the paths it leaves to another item (`/deals/new` is Dashboard's).
 */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const under = (prefixes: readonly string[] = []) =>
    prefixes.some((prefix) => isAtOrBelow(pathname, prefix));
  return under(item.activePrefixes) && !under(item.inactivePrefixes);
}
