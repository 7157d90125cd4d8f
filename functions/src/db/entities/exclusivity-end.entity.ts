/**
 * When an exclusive listing's first-refusal delay ends: one item per listing in one partition,
 * sorted by that instant.
 *
 * Access patterns:
 * - schedule (idempotent): Put pk=ALERTS#EXCLUSIVITY_ENDS, sk=<endsAt>#<dealId>
 * - the ends that are due: Query pk=ALERTS#EXCLUSIVITY_ENDS, sk <= <now>#~
 * - done, or the listing left exclusive on its own: Delete of the same key
 *
 * One partition by design: exclusive listings are few and wait at most a week.
 */
import * as z from 'zod';

export const EXCLUSIVITY_END_ENTITY = 'ExclusivityEnd';

/**
 * When an exclusive listing's first-refusal delay ends: one item per listing in one partition,
 * sorted by that instant, so the scheduled job reads the due ones with one Query (exclusive
 * listings are few and short-lived).
 */
export const EXCLUSIVITY_ENDS_PARTITION = 'ALERTS#EXCLUSIVITY_ENDS';

export const exclusivityEndKey = (endsAt: string, dealId: string) => ({
  pk: EXCLUSIVITY_ENDS_PARTITION,
  sk: `${endsAt}#${dealId}`,
});

/** When an exclusive listing's delay ends. */
export function toExclusivityEndItem(dealId: string, endsAt: string) {
  return { ...exclusivityEndKey(endsAt, dealId), entity: EXCLUSIVITY_END_ENTITY, dealId, endsAt };
}

export const exclusivityEndSchema = z.object({ dealId: z.string(), endsAt: z.string() });

export type ExclusivityEnd = z.infer<typeof exclusivityEndSchema>;
