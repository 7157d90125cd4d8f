/**
 * Offers and interest (docs/requirements.md#r3-5, docs/requirements.md#r5-5): the body a buyer submits,
 * shared by the handler and the form, and what the offer and interest routes answer. Messages are stable keys
 * the web app translates (`validation.<key>`), in the style of `deals/deal-schema.ts`.
 *
 * The close-of-escrow date must not be in the past, and "today" is not the same for the browser
 * and the server (see `calendar-day.ts`), so that rule takes today as an argument:
 * `offerInputSchemaFor(today)` is the full rule set; `offerInputSchema` is the same body without the
 * date-in-the-past check, for the route table (OpenAPI and the gateway's first validation), and
 * `closeOfEscrowDateIssue` is the check alone, for the service.
 */
import * as z from 'zod';
import { dealSummarySchema } from '../deals/deal-api';
import { moneySchema } from '../core/numbers';
import { textSchema } from '../core/validation';
import { addDays } from './calendar-day';
import { cursorPageQuerySchema, cursorPageSchema } from '../api/cursor-page';

const requiredError = (invalidKey: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'required' : invalidKey;

/** How the buyer proposes to pay: outright, or on creative finance terms. */
export const OFFER_TYPES = ['cash', 'creative'] as const;
export const offerTypeSchema = z.enum(OFFER_TYPES, { error: requiredError('offerTypeInvalid') });
export type OfferType = z.infer<typeof offerTypeSchema>;

export const OFFER_MESSAGE_MAX_LENGTH = 1000;
/** docs/requirements.md#r9-14: offers usually close within 30 days; the form suggests that date. */
export const SUGGESTED_CLOSE_DAYS = 30;
/** A close date further out than this is a typo (2062 for 2026), not an offer. */
export const CLOSE_OF_ESCROW_MAX_DAYS = 365;

const closeDateSchema = z.iso.date({ error: requiredError('dateInvalid') });

/** The fields of the offer form, each with its own rules; the cross-field rules are below. */
export const offerInputShape = {
  offerType: offerTypeSchema,
  /** Required for a cash offer; a creative offer may state the price it proposes too. */
  purchasePrice: moneySchema().optional(),
  /** Required for a creative offer; a cash offer has none. */
  entryFee: moneySchema().optional(),
  closeOfEscrowDate: closeDateSchema,
  message: textSchema({
    max: OFFER_MESSAGE_MAX_LENGTH,
    multiline: true,
    messages: { tooLong: 'messageTooLong' },
  }).optional(),
};

const baseOfferSchema = z.object(offerInputShape).strict();
type OfferShape = z.infer<typeof baseOfferSchema>;

/** `today` plus SUGGESTED_CLOSE_DAYS: the date the form fills in. */
export function suggestedCloseOfEscrow(today: string): string {
  return addDays(today, SUGGESTED_CLOSE_DAYS);
}

/**
 * 'dateInPast' when the close date is before `today`, 'dateTooFar' when it is more than
 * CLOSE_OF_ESCROW_MAX_DAYS after it, otherwise null. Both are YYYY-MM-DD, so they compare as text.
 */
export function closeOfEscrowDateIssue(date: string, today: string): 'dateInPast' | 'dateTooFar' | null {
  if (date < today) return 'dateInPast';
  if (date > addDays(today, CLOSE_OF_ESCROW_MAX_DAYS)) return 'dateTooFar';
  return null;
}

/**
 * The cross-field rules. Like the deal schema's, it runs even when some fields failed, so it reads
 * the raw object defensively and only reports what its own fields miss.
 */
function checkOffer(raw: Partial<OfferShape>, context: z.RefinementCtx, today: string | null): void {
  const issue = (path: keyof OfferShape, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });

  if (raw.offerType === 'cash') {
    if (raw.purchasePrice === undefined) issue('purchasePrice', 'required');
    if (raw.entryFee !== undefined) issue('entryFee', 'entryFeeNotForCash');
  } else if (raw.offerType === 'creative' && raw.entryFee === undefined) {
    issue('entryFee', 'required');
  }

  // An invalid date already has its own issue; only a real date is compared with today.
  const date = raw.closeOfEscrowDate;
  if (today !== null && typeof date === 'string' && closeDateSchema.safeParse(date).success) {
    const dateIssue = closeOfEscrowDateIssue(date, today);
    if (dateIssue) issue('closeOfEscrowDate', dateIssue);
  }
}

const isPlainObject = (payload: { value: unknown }) =>
  typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value);

const withRules = (today: string | null) =>
  baseOfferSchema.superRefine((raw, context) => checkOffer(raw, context, today), {
    when: isPlainObject,
  });

/**
 * Body of POST /api/deals/{dealId}/offers, every rule but "not in the past" (which needs today).
 * The route table declares this one; the service adds `closeOfEscrowDateIssue`.
 */
export const offerInputSchema = withRules(null).meta({ id: 'OfferInput' });
export type OfferInput = z.infer<typeof offerInputSchema>;

/** Every offer rule with `today` (YYYY-MM-DD) as the earliest close date: the form's schema. */
export function offerInputSchemaFor(today: string) {
  return withRules(today);
}

/**
 * Offer status. docs/requirements.md#r3-5 has an `accepted` flag; a status says more (an offer can also be
 * declined by the seller or withdrawn by the buyer) and one field cannot contradict another. The flag is
 * `status === 'accepted'`. `closed`: the listing left the market (sold, canceled or deleted) while the
 * offer was open (docs/requirements.md#r4-9). See `offer-rules.ts` for the transitions.
 */
export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn', 'closed'] as const;
export const offerStatusSchema = z.enum(OFFER_STATUSES);
export type OfferStatus = z.infer<typeof offerStatusSchema>;

/**
 * The buyer as the seller sees them in the offers and interested buyers tables (docs/requirements.md#r2-7).
 */
export const dealFlowBuyerSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    /** The Certified Buyer badge (docs/requirements.md#r4-8). */
    certifiedBuyer: z.boolean(),
  })
  .meta({ id: 'DealFlowBuyer' });
export type DealFlowBuyer = z.infer<typeof dealFlowBuyerSchema>;

/** An offer as its deal's owner, an admin and the buyer who made it see it. */
export const offerSchema = z
  .object({
    offerId: z.string(),
    dealId: z.string(),
    buyerId: z.string(),
    buyer: dealFlowBuyerSchema,
    offerType: offerTypeSchema,
    purchasePrice: z.number().nullable(),
    entryFee: z.number().nullable(),
    closeOfEscrowDate: z.iso.date(),
    message: z.string().nullable(),
    status: offerStatusSchema,
    submittedAt: z.string(),
    /** When the status last changed (accepted, declined, withdrawn), or null while pending. */
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'Offer' });
export type Offer = z.infer<typeof offerSchema>;

/** A buyer's interest in a deal: one per buyer and deal; withdrawing it removes it. */
export const interestSchema = z
  .object({
    dealId: z.string(),
    buyerId: z.string(),
    buyer: dealFlowBuyerSchema,
    createdAt: z.string(),
  })
  .meta({ id: 'Interest' });
export type Interest = z.infer<typeof interestSchema>;

export const offerPageSchema = cursorPageSchema(offerSchema, 'OfferPage');
export type OfferPage = z.infer<typeof offerPageSchema>;

export const interestPageSchema = cursorPageSchema(interestSchema, 'InterestPage');
export type InterestPage = z.infer<typeof interestPageSchema>;

/** Answer of express and withdraw interest, for the detail page's button and count. */
export const interestStateSchema = z
  .object({ dealId: z.string(), interested: z.boolean(), interestCount: z.number().int().min(0) })
  .meta({ id: 'InterestState' });
export type InterestState = z.infer<typeof interestStateSchema>;

/** The deal as a buyer's own offers and interests list it: enough to name it and link to it. */
export const dealFlowDealSchema = dealSummarySchema
  .pick({
    dealId: true,
    streetAddress: true,
    city: true,
    state: true,
    zipCode: true,
    /** sold, canceled and deleted show as "no longer available" (docs/requirements.md#r4-5). */
    status: true,
    coverPhotoKey: true,
  })
  .meta({ id: 'DealFlowDeal' });
export type DealFlowDeal = z.infer<typeof dealFlowDealSchema>;

/** A row of "my offers": the offer without the buyer (the caller) and with its deal. */
export const myOfferSchema = offerSchema
  .omit({ buyer: true })
  .extend({ deal: dealFlowDealSchema })
  .meta({ id: 'MyOffer' });
export type MyOffer = z.infer<typeof myOfferSchema>;

/** A row of "my interests". */
export const myInterestSchema = z
  .object({ dealId: z.string(), createdAt: z.string(), deal: dealFlowDealSchema })
  .meta({ id: 'MyInterest' });
export type MyInterest = z.infer<typeof myInterestSchema>;

export const myOfferPageSchema = cursorPageSchema(myOfferSchema, 'MyOfferPage');
export const myInterestPageSchema = cursorPageSchema(myInterestSchema, 'MyInterestPage');

export const DEAL_FLOW_PAGE_SIZE = 50;
export const DEAL_FLOW_MAX_PAGE_SIZE = 100;

/** Query of every offers and interests list: a cursor page, newest first. */
export const dealFlowPageQuerySchema = cursorPageQuerySchema(DEAL_FLOW_MAX_PAGE_SIZE);
export type DealFlowPageQuery = z.infer<typeof dealFlowPageQuerySchema>;

/** Date order of the seller's offers and interested buyers tables. */
export const DEAL_FLOW_SORTS = ['newest', 'oldest'] as const;
export const dealFlowSortSchema = z.enum(DEAL_FLOW_SORTS);
export type DealFlowSort = z.infer<typeof dealFlowSortSchema>;

/** Query of a listing's offers and interests: a cursor page, by date (`sort`, newest first by default). */
export const dealFlowListQuerySchema = dealFlowPageQuerySchema.extend({
  sort: dealFlowSortSchema.optional(),
});
export type DealFlowListQuery = z.infer<typeof dealFlowListQuerySchema>;
