/**
 * One typed stand-in for the API in web tests. A test that mocks the app's client
 * (`jest.mock('…/lib/api/app-api-client', () => ({ callRoute: jest.fn() }))`) answers the routes it
 * expects by their id, each with the route's own response type:
 *
 *   const api = fakeApi({ getDeal: () => makeDealDetail(), submitOffer: () => ({ offerId: 'o-1' }) });
 *   …
 *   expect(api.calls('submitOffer')).toHaveLength(1);
 *
 * A call to any other route fails the test, naming the route, even when the page swallows the error.
 */
import type { RouteDefinition, RouteResponse } from '#shared/api/route';
// A type-only import of the whole table: nothing of it reaches a bundle.
// eslint-disable-next-line no-restricted-imports
import type * as routeTable from '#shared/api/routes';
import type { CallInput } from '../lib/api/api-client';
import { callRoute } from '../lib/api/app-api-client';

type RouteExports = typeof routeTable;

/** Every route id of the route table (each route is exported under its id). */
export type RouteId = {
  [Name in keyof RouteExports]: RouteExports[Name] extends RouteDefinition ? Name : never;
}[keyof RouteExports];

type RouteOf<Id extends RouteId> = Extract<RouteExports[Id], RouteDefinition>;

/** What a call to the route passed (params, query, body); `{}` when it passed nothing. */
export type FakeCallInput<Id extends RouteId> = Partial<CallInput<RouteOf<Id>>>;

/** The answer of one route: its typed response, or a promise of it (reject it to fail the call). */
export type FakeRoute<Id extends RouteId> = (
  input: FakeCallInput<Id>,
) => RouteResponse<RouteOf<Id>> | Promise<RouteResponse<RouteOf<Id>>>;

export type FakeRoutes = { [Id in RouteId]?: FakeRoute<Id> };

export interface FakeApi {
  /** The inputs of every call to the route so far, oldest first. */
  calls<Id extends RouteId>(id: Id): FakeCallInput<Id>[];
}

let unexpectedCalls: string[] = [];

afterEach(() => {
  const calls = unexpectedCalls;
  unexpectedCalls = [];
  if (calls.length > 0) {
    throw new Error(`fakeApi: the test called routes it does not answer: ${calls.join(', ')}`);
  }
});

/** Makes the mocked `callRoute` answer `routes`; see the module comment. */
export function fakeApi(routes: FakeRoutes): FakeApi {
  if (!jest.isMockFunction(callRoute)) {
    throw new Error("fakeApi needs jest.mock('…/lib/api/app-api-client', () => ({ callRoute: jest.fn() }))");
  }
  const calls: { id: string; input: unknown }[] = [];
  jest.mocked(callRoute).mockImplementation((async (route: RouteDefinition, input: unknown = {}) => {
    calls.push({ id: route.id, input });
    const answer = routes[route.id as RouteId] as ((input: unknown) => unknown) | undefined;
    if (!answer) {
      unexpectedCalls.push(`${route.id} (${route.method} ${route.path})`);
      throw new Error(`fakeApi: no answer for ${route.id}`);
    }
    return answer(input);
  }) as typeof callRoute);
  return {
    calls: <Id extends RouteId>(id: Id) =>
      calls.filter((call) => call.id === id).map((call) => call.input as FakeCallInput<Id>),
  };
}
