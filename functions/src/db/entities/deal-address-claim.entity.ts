/**
 * Address claims: the street address (lower-cased words, accents removed) plus ZIP, claimed by the
 * seller who listed it first, so another seller cannot list the same property.
 *
 * Access patterns:
 * - who holds an address: GetItem pk=DEALADDRESS#<street>#<ZIP>, sk=CLAIM
 * - claim it: a Put in the listing's own transaction, conditioned
 *   `attribute_not_exists(pk) OR ownerId = :owner`; another seller's claim fails the transaction
 *   (409 DUPLICATE_ADDRESS naming the claim's listing), the same seller may list the address again
 *   (the claim then names the newer listing)
 * - move it: an edit that changes the address Puts the new claim and deletes the old one (when it
 *   names this listing) in the edit's transaction
 * - release it: canceling or deleting a listing deletes the claim conditioned `dealId = :thisDeal`
 *   in the status change's own transaction (read first: a claim naming another listing is left);
 *   a sold listing keeps it
 *
 * Known limit: when the same seller lists an address twice and cancels the newer listing first, the
 * address is free although the older listing is still up.
 */
import * as z from 'zod';
import type { Deal } from '#shared/deals/deal-api';
import type { DealRecord } from './deal.entity';

export const DEAL_ADDRESS_CLAIM_ENTITY = 'DealAddressClaim';

/**
 * The claim of a street address (normalised street + ZIP) by the seller who listed it first, so
 * another seller cannot list the same property; it names the listing to link to.
 */
export const dealAddressClaimKey = (normalisedAddress: string) => ({
  pk: `DEALADDRESS#${normalisedAddress}`,
  sk: 'CLAIM',
});

/** The street address as the duplicate check compares it: lower-cased words + ZIP. */
export function normalisedAddress(deal: Pick<Deal, 'streetAddress' | 'zipCode'>): string {
  return `${wordsOfAddress(deal.streetAddress).join(' ')}#${deal.zipCode}`;
}

const wordsOfAddress = (street: string) =>
  street
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Who claimed a street address and with which listing (the link of a DUPLICATE_ADDRESS answer). */
export const addressClaimSchema = z.object({ dealId: z.string(), ownerId: z.string() });

export type AddressClaim = z.infer<typeof addressClaimSchema>;

/** The address claim item of a listing. */
export function toAddressClaimItem(
  deal: Pick<DealRecord, 'dealId' | 'ownerId' | 'streetAddress' | 'zipCode'>,
) {
  return {
    ...dealAddressClaimKey(normalisedAddress(deal)),
    entity: DEAL_ADDRESS_CLAIM_ENTITY,
    dealId: deal.dealId,
    ownerId: deal.ownerId,
  };
}

export function fromAddressClaimItem(item: Record<string, unknown>): AddressClaim {
  return addressClaimSchema.parse(item);
}
