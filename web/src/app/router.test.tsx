import type { RouteObject } from 'react-router';
import { pagePatterns } from '../lib/paths/paths';
import { createAppRouter } from './router';

/** Every `path` the route tree declares, however deep. */
function declaredPaths(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path === undefined ? [] : [route.path]),
    ...declaredPaths(route.children ?? []),
  ]);
}

describe('the app router', () => {
  it('takes every page pattern from the paths module, and routes each pattern once', () => {
    const router = createAppRouter();
    const declared = declaredPaths(router.routes);
    router.dispose();

    const known: readonly string[] = Object.values(pagePatterns);
    expect(declared.filter((path) => !known.includes(path))).toEqual([]);
    expect(new Set(declared).size).toBe(declared.length);
    // The home page is the index route; the buyer map has no page yet.
    expect(known.filter((pattern) => !declared.includes(pattern))).toEqual([
      pagePatterns.home,
      pagePatterns.buyers,
    ]);
  });
});
