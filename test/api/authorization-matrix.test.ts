/**
 * Every route × every role answers as the route table declares (docs/requirements.md#e7-1): public routes for
 * anyone, signed-in routes for any valid token, role-listed routes for those roles only (403 for the
 * rest), and 401 for an anonymous caller on anything private.
 */
import { buildPath, type RouteDefinition } from '#shared/api/route';
import { routes } from '#shared/api/routes';
import { hasAnyRole, type Role } from '#shared/users/roles';
import { DEMO_ACCOUNTS } from '../../scripts/seed/demo-accounts';
import { callApi, idTokenFor } from './support/local-stack';
import {
  USERS_VALID_REQUESTS,
  type MatrixRequest,
  type MatrixRequestFor,
} from './support/users-valid-requests';
import { ACCOUNTS_VALID_REQUESTS, fromNewAddress, uniqueEmail } from './support/accounts';
import { DEALS_VALID_REQUESTS } from './support/deals-valid-requests';
import { OFFERS_VALID_REQUESTS } from './support/offers-valid-requests';
import { ALERTS_VALID_REQUESTS } from './support/alerts-valid-requests';
import { WEBHOOKS_VALID_REQUESTS } from './support/webhooks-valid-requests';
import { NOTIFICATIONS_VALID_REQUESTS } from './support/notifications-valid-requests';
import { FEEDBACK_VALID_REQUESTS } from './support/feedback-valid-requests';
import { TRAINING_VALID_REQUESTS } from './support/training-valid-requests';
import { DEMAND_VALID_REQUESTS } from './support/demand-valid-requests';
import { TEXTING_VALID_REQUESTS } from './support/texting-valid-requests';
import { BUYER_MATCHES_VALID_REQUESTS } from './support/buyer-matches-valid-requests';
import { DEAL_NUMBERS_VALID_REQUESTS } from './support/deal-numbers-valid-requests';

/**
 * A valid request for each route, so that only authorization decides the answer; a function builds
 * it from the caller's token when it must name the caller's own data.
 */
const VALID_REQUESTS: Record<string, MatrixRequest | MatrixRequestFor> = {
  ...USERS_VALID_REQUESTS,
  ...ACCOUNTS_VALID_REQUESTS,
  ...DEALS_VALID_REQUESTS,
  ...OFFERS_VALID_REQUESTS,
  ...ALERTS_VALID_REQUESTS,
  ...WEBHOOKS_VALID_REQUESTS,
  ...NOTIFICATIONS_VALID_REQUESTS,
  ...FEEDBACK_VALID_REQUESTS,
  ...TRAINING_VALID_REQUESTS,
  ...DEMAND_VALID_REQUESTS,
  ...TEXTING_VALID_REQUESTS,
  ...BUYER_MATCHES_VALID_REQUESTS,
  ...DEAL_NUMBERS_VALID_REQUESTS,
  getHealth: {},
  getOpenApiDocument: {},
  getMe: {},
  updateLanguage: { body: { languagePreference: 'en' } },
  // A fresh address and source each time, so the per-address and per-IP limits never decide.
  requestEmailSignInLink: async () => ({
    body: { email: uniqueEmail('link') },
    headers: fromNewAddress(),
  }),
};

interface Caller {
  name: string;
  roles: Role[] | null;
  token: () => Promise<string | undefined>;
}

const callers: Caller[] = [
  { name: 'anonymous', roles: null, token: async () => undefined },
  ...DEMO_ACCOUNTS.map((account) => ({
    name: account.email,
    roles: [...account.roles],
    token: () => idTokenFor(account.email, account.password),
  })),
];

function expectedOutcome(route: RouteDefinition, caller: Caller): 'allowed' | 401 | 403 {
  if (route.auth === 'public') return 'allowed';
  if (!caller.roles) return 401;
  if (route.auth === 'signed-in') return 'allowed';
  return hasAnyRole({ roles: caller.roles }, route.auth) ? 'allowed' : 403;
}

const cases = routes.flatMap((route) =>
  callers.map((caller) => [route.id, caller.name, route, caller] as const),
);

/** Headers a request brings (sign-up and waitlist requests come from an address of their own). */
const headersOf = (request: object): Record<string, string> | undefined =>
  'headers' in request ? (request.headers as Record<string, string>) : undefined;

describe('the authorization matrix', () => {
  it('has a valid request for every route in the table', () => {
    expect(routes.filter((route) => !(route.id in VALID_REQUESTS)).map((route) => route.id)).toEqual([]);
  });

  it.each(cases)('%s as %s', async (_, __, route, caller) => {
    // Prepare
    const token = await caller.token();
    const entry = VALID_REQUESTS[route.id] ?? {};
    const request = typeof entry === 'function' ? await entry(token) : entry;
    const expected = expectedOutcome(route, caller);

    // Act
    const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
    const { status } = await callApi(`${buildPath(route.path, request.params)}${query}`, {
      method: route.method,
      token,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      headers: headersOf(request),
    });

    // Assess
    if (expected === 'allowed') expect(status).toBe(route.successStatus);
    else expect(status).toBe(expected);
  });
});
