/**
 * Which buyers hold a valid Certified Buyer badge, for the features that show it where buyers are
 * judged (a listing's interested buyers and offers, docs/training.md "The badge"): read at each
 * request, because a course change or a deactivation revokes a badge the stored one still records.
 */
import { holdsValidBadge } from '#shared/training/certification-rule';
import { batchGet } from '../db/batch';
import { userKey, userRecordSchema } from '../db/entities/user.entity';
import { readCourseRecord } from './course.repository';

/** What the badge's validity needs of a profile item: the badge and whether the account is active. */
const badgeHolderSchema = userRecordSchema.pick({ userId: true, certification: true, accountStatus: true });
const BADGE_HOLDER_ATTRIBUTES = Object.keys(badgeHolderSchema.shape);

/** The ids among `userIds` whose badge is valid now: one batch read of their profiles, one of the course. */
export async function certifiedBuyerIds(userIds: readonly string[]): Promise<Set<string>> {
  const distinct = [...new Set(userIds)];
  if (distinct.length === 0) return new Set();
  const [{ items }, course] = await Promise.all([
    batchGet(
      distinct.map((userId) => userKey(userId)),
      BADGE_HOLDER_ATTRIBUTES,
    ),
    readCourseRecord(),
  ]);
  return new Set(
    items
      .map((item) => badgeHolderSchema.parse(item))
      .filter((user) => holdsValidBadge(user, course))
      .map((user) => user.userId),
  );
}
