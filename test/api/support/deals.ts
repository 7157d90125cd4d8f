/**
 * Helpers of the listing API tests (docs/requirements.md#r3-3), also used by other features' tests: a valid
 * listing body with a street address nobody has listed, and a listing created through the API as a demo
 * account (or any caller with a token).
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Deal } from '#shared/deals/deal-api';
import type { DealInput } from '#shared/deals/deal-schema';
import { sampleCashDealInput, sampleDealInput } from '#shared/deals/deal-samples';
import { demoAccount } from '../../../scripts/seed/demo-accounts';
import { callApi, idTokenFor } from './local-stack';

/** A street address no other test uses, so the duplicate-address rule never decides a test. */
export const uniqueStreetAddress = () => `${randomInt(1, 99_999)} ${randomUUID().slice(0, 8)} Test Street`;

/**
 * A valid creative SubTo listing in Austin, TX (a ZIP with a known centroid) at a fresh address.
 * Overrides replace fields; an override set to `undefined` removes the field.
 */
export const validDealBody = (overrides: Partial<Record<keyof DealInput, unknown>> = {}) =>
  withOverrides(sampleDealInput({ streetAddress: uniqueStreetAddress() }), overrides);

function withOverrides(
  base: DealInput,
  overrides: Partial<Record<keyof DealInput, unknown>>,
): Record<string, unknown> {
  const body: Record<string, unknown> = { ...base, ...overrides };
  for (const [field, value] of Object.entries(body)) if (value === undefined) delete body[field];
  return body;
}

/** A valid cash listing at a fresh address (no finance terms). */
export const validCashDealBody = (overrides: Partial<Record<keyof DealInput, unknown>> = {}) =>
  withOverrides(sampleCashDealInput({ streetAddress: uniqueStreetAddress() }), overrides);

/** The identity token of a demo account (e.g. 'seller@example.com'). */
export const demoToken = (email: string) => {
  const account = demoAccount(email);
  return idTokenFor(account.email, account.password);
};

/** Creates a listing through the API with this token; throws unless it answers 201. */
export async function createDealWithToken(token: string, body: unknown = validDealBody()): Promise<Deal> {
  const { status, body: answer } = await callApi('/api/deals', {
    method: 'POST',
    token,
    body: JSON.stringify(body),
  });
  if (status !== 201) throw new Error(`Could not create a listing: ${status} ${JSON.stringify(answer)}`);
  return answer as Deal;
}

/** Creates a listing through the API as a demo account (default: a valid SubTo listing). */
export async function createDealAs(email: string, body: unknown = validDealBody()): Promise<Deal> {
  return createDealWithToken(await demoToken(email), body);
}

/** Changes a listing's status through the API; throws unless it answers 200. */
export async function changeStatusAs(
  email: string,
  dealId: string,
  to: string,
  extra: Record<string, unknown> = {},
): Promise<Deal> {
  const { status, body } = await callApi(`/api/deals/${dealId}/status`, {
    method: 'POST',
    token: await demoToken(email),
    body: JSON.stringify({
      to,
      throughPlatform: true,
      ...(to === 'canceled' ? { cancelReason: 'Seller changed plans' } : {}),
      ...extra,
    }),
  });
  if (status !== 200)
    throw new Error(`Could not change the status to ${to}: ${status} ${JSON.stringify(body)}`);
  return body as Deal;
}
