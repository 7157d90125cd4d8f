/**
 * A member's place on the Owners Club map (docs/demand.md "Owners Club map"): whether they appear,
 * and at which ZIP, chosen on their own profile; and the members who chose to appear, for the map.
 */
import type { UpdateOwnerLocationBody } from '#shared/users/owner-location';
import type { UserRecord } from '../db/entities/user.entity';
import { zipCentroid } from '../geo/zip-centroids';
import { ValidationError } from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { getCurrentUser } from './users.service';
import { saveOwnerLocation } from './users.repository';

/** The members on the map's index, in ZIP order (whether each may still appear is the map's rule). */
export { listOwnerMapMembers } from './users.repository';

/**
 * Saves the caller's choice. A ZIP the shipped data cannot place on a map is refused (400
 * `zipUnknown`); a known ZIP is kept while the member is hidden, so turning it on again needs none.
 */
export async function setOwnerLocation(
  principal: Principal,
  body: UpdateOwnerLocationBody,
  now: string,
): Promise<UserRecord> {
  if (body.zipCode !== null && zipCentroid(body.zipCode) === null) {
    throw new ValidationError([{ path: 'body.zipCode', message: 'zipUnknown' }]);
  }
  const user = await getCurrentUser(principal, now);
  return saveOwnerLocation(user.userId, { visible: body.visible, zipCode: body.zipCode }, now);
}
