/**
 * Which buyers hold a valid Certified Buyer badge (docs/training.md "The badge"), for the features
 * that show it next to a name: sellers' tables of offers and interests, the admin's users list.
 */
import { isBadgeValid } from '#shared/training/certification-rule';
import { userKey, userRecordSchema } from '../db/entities/user.entity';
import { batchGet } from '../db/batch';
import { readCourseRecord } from './course.repository';

/** The attributes the check reads of each User item. */
const badgeHolderSchema = userRecordSchema.pick({ userId: true, certification: true, accountStatus: true });
const BADGE_HOLDER_PROJECTION = Object.keys(badgeHolderSchema.shape).join(', ');

/** The ids, among `userIds`, of the buyers whose badge is valid now (one BatchGet and one course read). */
export async function certifiedBuyerIds(userIds: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Set();
  const [{ items }, course] = await Promise.all([
    batchGet(unique.map(userKey), { projection: BADGE_HOLDER_PROJECTION }),
    readCourseRecord(),
  ]);
  const holders = items.map((item) => badgeHolderSchema.parse(item));
  return new Set(
    holders
      .filter((holder) => isBadgeValid(holder.certification, course, holder.accountStatus === 'active'))
      .map((holder) => holder.userId),
  );
}
