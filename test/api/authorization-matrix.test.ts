/**
 * Every route × every role answers as the route table declares (DESIGN §7): public routes for
 * anyone, signed-in routes for any valid token, role-listed routes for those roles only (403 for the
 * rest), and 401 for an anonymous caller on anything private.
 */
import { buildPath, type RouteDefinition } from '../../shared/src/api/route';
import { routes } from '../../shared/src/api/routes';
import { hasAnyRole, type Role } from '../../shared/src/roles';
import { DEMO_ACCOUNTS } from '../../scripts/seed/demo-accounts';
import { callApi, idTokenFor } from './support/local-stack';

/** A valid request for each route, so that only authorization decides the answer. */
const VALID_REQUESTS: Record<string, { params?: Record<string, string>; body?: unknown }> = {
  getHealth: {},
  getOpenApiDocument: {},
  getMe: {},
  updateLanguage: { body: { languagePreference: 'en' } },
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

describe('the authorization matrix', () => {
  it('has a valid request for every route in the table', () => {
    expect(routes.filter((route) => !(route.id in VALID_REQUESTS)).map((route) => route.id)).toEqual([]);
  });

  it.each(cases)('%s as %s', async (_, __, route, caller) => {
    // Prepare
    const request = VALID_REQUESTS[route.id] ?? {};
    const expected = expectedOutcome(route, caller);

    // Act
    const { status } = await callApi(buildPath(route.path, request.params), {
      method: route.method,
      token: await caller.token(),
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });

    // Assess
    if (expected === 'allowed') expect(status).toBe(route.successStatus);
    else expect(status).toBe(expected);
  });
});
