/**
 * Every route's handler module serves that route: a handler copied from another route and left
 * pointing at the wrong table entry would pass its own route's validation and authorization.
 */
import { join } from 'node:path';
import { routes } from '#shared/api/routes';

const functionsSource = join(__dirname, '..', '..');

describe("every route's handler module", () => {
  it('exports a handler built for that route', () => {
    const mismatches = routes
      .map((route) => {
        // Loaded one by one in this single test: a module per route is slow, not flaky.
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const loaded = require(join(functionsSource, route.handler)) as { handler?: { routeId?: string } };
        return { handler: route.handler, expected: route.id, actual: loaded.handler?.routeId };
      })
      .filter(({ expected, actual }) => expected !== actual);
    expect(mismatches).toEqual([]);
  });
});
