/**
 * The Owners Club map (docs/demand.md "Owners Club map"): per ZIP, the names of the members who
 * chose to appear there. Only names leave this module: never ids, e-mails or phones.
 */
import type { OwnerLocations } from '#shared/demand/demand';
import { SELLER_SIDE_ROLES } from '#shared/users/roles';
import type { UserRecord } from '../db/entities/user.entity';
import { zipCentroid } from '../geo/zip-centroids';
import { zipPlace } from '../geo/zip-places';
import { listOwnerMapMembers } from '../users/owner-location.service';

/**
 * Most index entries one map reads (in ZIP order): the map stays one bounded read however large
 * the club grows; members past it are left out until the map is paged by area.
 */
export const OWNER_MAP_MAX_MEMBERS = 5_000;

/** Whether the member may appear now: an active account still holding a member role. */
const mayAppear = (user: UserRecord) =>
  user.accountStatus === 'active' && user.roles.some((role) => SELLER_SIDE_ROLES.includes(role));

/** How a member is named on the map: their company, else first name and last initial ("Ana R."). */
export function memberName(user: Pick<UserRecord, 'companyName' | 'firstName' | 'lastName'>): string {
  const company = user.companyName?.trim();
  if (company) return company;
  const initial = user.lastName.trim().charAt(0).toUpperCase();
  return [user.firstName.trim(), initial ? `${initial}.` : ''].filter(Boolean).join(' ');
}

/** The members who appear, grouped by ZIP in ZIP order, names sorted; ZIPs no map can place are skipped. */
export async function getOwnerLocations(): Promise<OwnerLocations> {
  const namesByZip = new Map<string, string[]>();
  for (const user of await listOwnerMapMembers(OWNER_MAP_MAX_MEMBERS)) {
    const zipCode = user.ownerLocation?.visible ? user.ownerLocation.zipCode : null;
    const name = memberName(user);
    if (!zipCode || !name || !mayAppear(user)) continue;
    namesByZip.set(zipCode, [...(namesByZip.get(zipCode) ?? []), name]);
  }
  const points: OwnerLocations['points'] = [];
  for (const [zipCode, names] of [...namesByZip].sort(([a], [b]) => a.localeCompare(b))) {
    const location = zipCentroid(zipCode);
    if (!location) continue;
    const place = zipPlace(zipCode);
    points.push({
      zipCode,
      city: place?.city ?? null,
      state: place?.state ?? null,
      location,
      members: names.sort((a, b) => a.localeCompare(b)),
    });
  }
  return { points };
}
