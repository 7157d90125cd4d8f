/**
 * "Buyers for this deal": the listing's seller (or an admin) sees every buyer whose buy box or
 * preferences fit the listing, ranked by a 0–100 match score with the reasons as chips, and e-mails
 * the best of them; a buyer can say they are not interested in a listing, which drops it from their
 * alerts and them from its buyer list. Shared by the handlers and the web app; error and validation
 * messages are stable keys the web app translates.
 */
import * as z from 'zod';
import { cursorPageQuerySchema } from '../api/cursor-page';
import { matchReasonSchema } from '../alerts/deal-match';
import { textSchema } from '../core/validation';

/** What a chip is about; the score's weights are per factor (`buyer-match-score.ts`). */
export const BUYER_MATCH_FACTORS = [
  'location',
  'budget',
  'payment',
  'propertyType',
  'financeType',
  'certifiedBuyer',
  'firstRefusal',
  'recentActivity',
] as const;
export const buyerMatchFactorSchema = z.enum(BUYER_MATCH_FACTORS);
export type BuyerMatchFactor = z.infer<typeof buyerMatchFactorSchema>;

/**
 * One chip: a factor that fitted (`fit`) or did not. `reason` is the alert matcher's own reason key
 * and values (the same texts the alerts give; a miss is worded from the same key and values), absent
 * for the factors the matcher does not judge (Certified Buyer, first right of refusal, recent
 * activity). `count` is the number of the buyer's recent actions on similar listings (recentActivity).
 */
export const buyerMatchChipSchema = z
  .object({
    factor: buyerMatchFactorSchema,
    fit: z.boolean(),
    reason: matchReasonSchema.optional(),
    count: z.number().int().min(0).optional(),
  })
  .meta({ id: 'BuyerMatchChip' });
export type BuyerMatchChip = z.infer<typeof buyerMatchChipSchema>;

/**
 * A ranked buyer. A buyer's contact is not shown here: the seller reaches them through "Send"
 * (a buyer's e-mail and phone go to a seller only when the buyer shows interest or makes an offer).
 */
export const rankedBuyerSchema = z
  .object({
    userId: z.string(),
    /** First name and last initial ("Dana R."). */
    displayName: z.string(),
    score: z.number().int().min(0).max(100),
    /** Fits first, then misses, each in the factor order above. */
    chips: z.array(buyerMatchChipSchema),
    certifiedBuyer: z.boolean(),
    firstRightOfRefusal: z.boolean(),
    /** When this listing was last sent to this buyer by "Send", or null. */
    lastSentAt: z.string().nullable(),
    /** False once the buyer has had this listing sent, or their outreach cap for the week. */
    canSend: z.boolean(),
  })
  .meta({ id: 'RankedBuyer' });
export type RankedBuyer = z.infer<typeof rankedBuyerSchema>;

/** The most ranked buyers on one page. */
export const DEAL_BUYERS_MAX_PAGE_SIZE = 50;

/** GET /api/deals/{dealId}/buyers: a page of the ranking, best first, with optional filters. */
export const dealBuyersQuerySchema = cursorPageQuerySchema(DEAL_BUYERS_MAX_PAGE_SIZE).extend({
  minScore: z.coerce.number().int().min(0).max(100).optional(),
  certifiedOnly: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type DealBuyersQuery = z.infer<typeof dealBuyersQuerySchema>;

/**
 * A page of ranked buyers. `total` counts the buyers the filters keep; `capped` says the candidates
 * were more than one ranking reads (the best of those read are shown).
 */
export const dealBuyersPageSchema = z
  .object({
    items: z.array(rankedBuyerSchema),
    nextCursor: z.string().nullable(),
    total: z.number().int().min(0),
    capped: z.boolean(),
  })
  .meta({ id: 'DealBuyersPage' });
export type DealBuyersPage = z.infer<typeof dealBuyersPageSchema>;

/** The most buyers one "Send" reaches. */
export const DEAL_BUYERS_SEND_MAX = 25;
/** The most characters of the seller's optional note in the e-mail. */
export const DEAL_BUYERS_NOTE_MAX_LENGTH = 500;
/** No buyer is sent more listings than this by sellers in OUTREACH_WINDOW_DAYS, across all sellers. */
export const OUTREACH_MAX_PER_BUYER = 3;
export const OUTREACH_WINDOW_DAYS = 7;

/** A buyer's user id as the ranking answers it (letters, digits, '-' and '_'). */
export const buyerIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'buyerIdInvalid');

/** POST /api/deals/{dealId}/buyers/send: the chosen buyers (best first) and an optional note. */
export const sendToBuyersInputSchema = z
  .object({
    buyerIds: z
      .array(buyerIdSchema)
      .min(1, 'buyersRequired')
      .max(DEAL_BUYERS_SEND_MAX, 'tooManyBuyers')
      .refine((ids) => new Set(ids).size === ids.length, 'duplicateBuyers'),
    note: textSchema({
      max: DEAL_BUYERS_NOTE_MAX_LENGTH,
      multiline: true,
      messages: { tooLong: 'noteTooLong' },
    }).optional(),
  })
  .strict()
  .meta({ id: 'SendToBuyersInput' });
export type SendToBuyersInput = z.infer<typeof sendToBuyersInputSchema>;

/**
 * The deal page's address that asks the signed-in buyer to confirm "Not interested" (the link in the
 * e-mails a buyer gets about a listing: alerts and sends).
 */
export const NOT_INTERESTED_QUERY = 'notInterested';
export const notInterestedPath = (dealId: string): string =>
  `/deals/${encodeURIComponent(dealId)}?${NOT_INTERESTED_QUERY}=1`;

/** Why a chosen buyer was not e-mailed. */
export const SEND_SKIP_REASONS = ['notInterested', 'alreadySent', 'weeklyCap', 'notACandidate'] as const;

/** The answer: who was e-mailed, and who was not and why. */
export const sendToBuyersResultSchema = z
  .object({
    sent: z.array(z.string()),
    skipped: z.array(z.object({ userId: z.string(), reason: z.enum(SEND_SKIP_REASONS) })),
  })
  .meta({ id: 'SendToBuyersResult' });
export type SendToBuyersResult = z.infer<typeof sendToBuyersResultSchema>;

/** PUT and DELETE /api/deals/{dealId}/not-interested: the caller's answer for the listing. */
export const notInterestedStateSchema = z
  .object({ dealId: z.string(), notInterested: z.boolean() })
  .meta({ id: 'NotInterestedState' });
export type NotInterestedState = z.infer<typeof notInterestedStateSchema>;
