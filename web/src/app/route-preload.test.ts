import { findRoutePreload } from './route-preload';
import { loadBrowsePage, loadDealDetailPage, loadHomePage } from './page-modules';

describe('findRoutePreload', () => {
  it.each([
    ['/', loadHomePage, ['home'], false],
    ['/deals', loadBrowsePage, ['deals'], true],
    ['/listings', loadBrowsePage, ['deals'], true],
    ['/deals/deal-1', loadDealDetailPage, ['deals', 'offers'], true],
  ])(
    'starts %s with the import its lazy route calls and its namespaces',
    (path, load, namespaces, prefetches) => {
      // Act
      const preload = findRoutePreload(path);

      // Assess
      expect(preload?.load).toBe(load);
      expect(preload?.namespaces).toEqual(namespaces);
      expect(preload?.prefetch !== undefined).toBe(prefetches);
    },
  );

  it.each(['/deals/new', '/deals/deal-1/edit', '/profile', '/nowhere'])(
    'leaves %s to load as it renders',
    (path) => {
      expect(findRoutePreload(path)).toBeNull();
    },
  );
});
