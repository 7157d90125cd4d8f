/**
 * Helpers of the deal alert API tests: buyers with a buy box and preferences made through the API,
 * first right of refusal granted by the demo admin, the scheduled jobs run through the local
 * stack's trigger (`POST /_local/jobs/{name}`, with an injected "now"). The e-mails the local SES
 * stand-in holds are read with `mailTo` (accounts.ts).
 */
import { randomInt } from 'node:crypto';
import type { DealAlertPage } from '#shared/alerts/alert-api';
import { adminToken } from './accounts';
import { callApi } from './local-stack';
import { createTestUser, type TestUser } from './test-users';

const gatewayUrl = process.env.DEALFLOW_GATEWAY_URL ?? 'http://localhost:3001';

/** A ZIP code no other test lists in, so only this test's buyers match its listings. */
export const freshZipCode = () => `0${randomInt(1000, 10_000)}`;

export interface TestBuyer extends TestUser {
  token: string;
}

/** A buyer whose buy box is this ZIP, and whose preferences (if given) say how often they hear. */
export async function buyerWithBuyBox(
  zipCode: string,
  options: {
    searchFrequency?: 'realtime' | 'dailyDigest' | 'weeklySummary';
    buyBox?: Record<string, unknown>;
    languagePreference?: 'en' | 'es';
  } = {},
): Promise<TestBuyer> {
  const user = await createTestUser(['buyers']);
  const token = await user.signIn();
  const put = async (path: string, body: unknown) => {
    const answer = await callApi(path, { method: 'PUT', token, body: JSON.stringify(body) });
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  };
  await put('/api/users/me/buy-box', { type: 'both', zipCodes: [zipCode], ...options.buyBox });
  if (options.searchFrequency) {
    // Preferences elsewhere (a ZIP far away): only the buy box matches, the frequency still applies.
    await put('/api/users/me/buyer-preferences', {
      homeType: 'investment',
      propertyType: 'land',
      state: 'AK',
      city: 'Nome',
      searchFrequency: options.searchFrequency,
    });
  }
  if (options.languagePreference) {
    const me = await callApi('/api/auth/me', { token });
    const profile = me.body as { firstName: string; lastName: string; phoneNumber: string | null };
    await put('/api/users/me/profile', {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phoneNumber: '(202) 555-0199',
      languagePreference: options.languagePreference,
    });
  }
  return { ...user, token };
}

/** Grants (or takes away) first right of refusal as the demo admin; answers the HTTP answer. */
export async function setFirstRightOfRefusal(userId: string, firstRightOfRefusal: boolean, token?: string) {
  return callApi(`/api/admin/users/${userId}/first-right-of-refusal`, {
    method: 'PUT',
    token: token ?? (await adminToken()),
    body: JSON.stringify({ firstRightOfRefusal }),
  });
}

/** Runs a scheduled job through the local trigger, as of `now`; answers its outcome. */
export async function runJob(name: string, now?: Date): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${gatewayUrl}/_local/jobs/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(now ? { now: now.toISOString() } : {}),
  });
  return { status: response.status, body: await response.json() };
}

/** The buyer's in-app alerts: the first page, or the page the query names. */
export async function alertsOf(buyer: TestBuyer, query?: URLSearchParams): Promise<DealAlertPage> {
  const answer = await callApi(`/api/users/me/alerts${query ? `?${query.toString()}` : ''}`, {
    token: buyer.token,
  });
  if (answer.status !== 200) throw new Error(`alerts: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as DealAlertPage;
}

/** Every one of the buyer's in-app alerts, page after page. */
export async function allAlertsOf(buyer: TestBuyer): Promise<DealAlertPage['items']> {
  const items: DealAlertPage['items'] = [];
  let cursor: string | null = null;
  do {
    const page = await alertsOf(buyer, new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) }));
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/** Waits until the local queues have done what a listing change enqueued (alerts found and sent). */
export async function settleQueues(): Promise<void> {
  const response = await fetch(`${gatewayUrl}/_local/queues/drain`, { method: 'POST' });
  if (response.status !== 200) throw new Error(`Could not drain the queues: ${response.status}`);
}
