/**
 * The buyer side of the alert index (docs/alerts.md): where each buyer buys, and who has first
 * right of refusal. Public to users (preferences) and admins (the flag), who change what it is
 * built from; the index items themselves stay private to alerts.
 */
import type { UserRecord } from '../db/entities/user.entity';
import { alertIndexEntriesOf } from './alert-index';
import { replaceAlertIndexEntries } from './alert-index.repository';

/** Adds a buyer to, or removes them from, the buyers alerted at once of exclusive listings. */
export { setFirstRefusalBuyer } from './alert-index.repository';

/**
 * Keeps the buyer's alert-index items (where they buy) in step with their buy box and preferences,
 * so a new listing finds them without a Scan (docs/alerts.md). Written after the User item: a
 * failure answers 500, and saving again puts every entry anew (the writes are idempotent).
 */
export async function syncAlertIndex(
  before: Pick<UserRecord, 'userId' | 'buyBox' | 'buyerPreferences'> | null,
  after: Pick<UserRecord, 'userId' | 'buyBox' | 'buyerPreferences'>,
): Promise<void> {
  await replaceAlertIndexEntries(
    after.userId,
    before ? alertIndexEntriesOf(before) : [],
    alertIndexEntriesOf(after),
  );
}
