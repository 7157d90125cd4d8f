import type { RouteObject } from 'react-router';
import { pagePatterns } from '../lib/paths/paths';
import { RequireAuth } from './require-auth';
import { appRoutes } from './router';

/** Every `path` the route tree declares, however deep. */
function declaredPaths(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path === undefined ? [] : [route.path]),
    ...declaredPaths(route.children ?? []),
  ]);
}

/** The element types of the routes above `path`, outermost first. */
function ancestorElements(routes: readonly RouteObject[], path: string): unknown[] | null {
  for (const route of routes) {
    if (route.path === path) return [];
    const below = ancestorElements(route.children ?? [], path);
    const element = route.element as { type?: unknown } | null | undefined;
    if (below) return [element?.type, ...below];
  }
  return null;
}

describe('the app router', () => {
  it('sends signed-out visitors of /feedback to sign in, as every private page', () => {
    const ancestors = ancestorElements(appRoutes, pagePatterns.feedback);

    expect(ancestors).toContain(RequireAuth);
  });

  it.each([pagePatterns.training, pagePatterns.trainingLesson, pagePatterns.buyers])(
    'sends signed-out visitors of %s to sign in (the page itself turns away the roles it is not for)',
    (pattern) => {
      const ancestors = ancestorElements(appRoutes, pattern);

      expect(ancestors).toContain(RequireAuth);
    },
  );

  it('sends signed-out visitors of a ZIP page to sign in (the page itself turns away buyers)', () => {
    const ancestors = ancestorElements(appRoutes, pagePatterns.zipAnalytics);

    expect(ancestors).toContain(RequireAuth);
  });

  it("lets anyone open a shared badge's check: /badges is behind no sign-in", () => {
    const ancestors = ancestorElements(appRoutes, pagePatterns.credential);

    expect(ancestors).not.toBeNull();
    expect(ancestors).not.toContain(RequireAuth);
  });

  it("lets a text's short deal link through to the deal page, which asks for sign-in itself", () => {
    const shortLink = ancestorElements(appRoutes, pagePatterns.dealShortLink);
    const dealPage = ancestorElements(appRoutes, pagePatterns.dealDetail);

    expect(shortLink).not.toBeNull();
    expect(shortLink).not.toContain(RequireAuth);
    expect(dealPage).toContain(RequireAuth);
  });

  it('lets anyone open the map demo: /map-optimization-demo is behind no sign-in', () => {
    const ancestors = ancestorElements(appRoutes, pagePatterns.mapDemo);

    expect(ancestors).not.toBeNull();
    expect(ancestors).not.toContain(RequireAuth);
  });

  it('takes every page pattern from the paths module, and routes each pattern once', () => {
    const declared = declaredPaths(appRoutes);

    const known: readonly string[] = Object.values(pagePatterns);
    expect(declared.filter((path) => !known.includes(path))).toEqual([]);
    expect(new Set(declared).size).toBe(declared.length);
    // The home page is the index route.
    expect(known.filter((pattern) => !declared.includes(pattern))).toEqual([pagePatterns.home]);
  });
});
