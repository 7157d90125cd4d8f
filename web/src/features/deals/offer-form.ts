/**
 * The offer form's values (strings, as inputs hold them) and the body they make. The shared schema
 * `offerInputSchemaFor(today)` checks that body, so the form refuses exactly what the server
 * refuses (docs/deal-flow-domain.md), with "today" the browser's own calendar day.
 */
import type { DealCategory } from '#shared/deals/deal-fields';
import { localCalendarDay } from '#shared/offers/calendar-day';
import { suggestedCloseOfEscrow } from '#shared/offers/offer-schema';

export const OFFER_FIELDS = [
  'offerType',
  'purchasePrice',
  'entryFee',
  'closeOfEscrowDate',
  'message',
] as const;
export type OfferField = (typeof OFFER_FIELDS)[number];
export type OfferFormValues = Record<OfferField, string>;

/**
 * A fresh form: the listing's own category as the offer type (a buyer may change it) and the
 * suggested close date, 30 days from `today`.
 */
export function initialOfferValues(dealCategory: DealCategory, today: string): OfferFormValues {
  return {
    offerType: dealCategory,
    purchasePrice: '',
    entryFee: '',
    closeOfEscrowDate: suggestedCloseOfEscrow(today),
    message: '',
  };
}

/** An amount field: empty is absent; anything else is a number (NaN fails as 'numberInvalid'). */
const amount = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The request body. A cash offer sends no entry fee (its field is hidden); an empty message or
 * date is left out, so the schema says 'required' rather than 'dateInvalid'.
 */
export function toOfferBody(values: OfferFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    offerType: values.offerType === '' ? undefined : values.offerType,
    purchasePrice: amount(values.purchasePrice),
    entryFee: values.offerType === 'cash' ? undefined : amount(values.entryFee),
    closeOfEscrowDate: values.closeOfEscrowDate === '' ? undefined : values.closeOfEscrowDate,
    message: values.message.trim() === '' ? undefined : values.message,
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}

/** The browser's calendar day now: the earliest close date the form takes. */
export const todayInBrowser = () => localCalendarDay(new Date());
