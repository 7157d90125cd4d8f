/**
 * Helpers of the interest and offer API tests (docs/requirements.md#r1-9): offer bodies and calls as demo
 * accounts.
 */
import { addDays, utcCalendarDay } from '#shared/offers/calendar-day';
import type { Offer } from '#shared/offers/offer-schema';
import { demoToken } from './deals';
import { callApi } from './local-stack';

/** A calendar day `days` from today (UTC); 30 is what the form suggests. */
export const dayFromToday = (days: number) => addDays(utcCalendarDay(new Date()), days);

/** A valid cash offer closing in 30 days; overrides replace fields, `undefined` removes one. */
export function validOfferBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {
    offerType: 'cash',
    purchasePrice: 240_000,
    closeOfEscrowDate: dayFromToday(30),
    message: 'Can close quickly.',
    ...overrides,
  };
  for (const [field, value] of Object.entries(body)) if (value === undefined) delete body[field];
  return body;
}

/** POST /api/deals/{dealId}/offers with this token. */
export const postOffer = (token: string, dealId: string, body: unknown = validOfferBody()) =>
  callApi(`/api/deals/${dealId}/offers`, { method: 'POST', token, body: JSON.stringify(body) });

/** Submits an offer as a demo account; throws unless it answers 201. */
export async function submitOfferAs(email: string, dealId: string, body: unknown = validOfferBody()) {
  const { status, body: answer } = await postOffer(await demoToken(email), dealId, body);
  if (status !== 201) throw new Error(`Could not submit an offer: ${status} ${JSON.stringify(answer)}`);
  return answer as Offer;
}

/** The e-mail address a token was issued to (its payload's `email` claim). */
export function emailOfToken(token: string): string {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { email?: string }).email ?? '';
}
