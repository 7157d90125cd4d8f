import { isNavItemActive, navItemsFor } from './nav-items';

describe('isNavItemActive', () => {
  const [, listings, buyers] = navItemsFor({ roles: ['originator'] });

  it('keeps Buyers highlighted on a ZIP page reached from the buyer map', () => {
    expect(isNavItemActive(buyers!, '/zip/78701/analytics')).toBe(true);
    expect(isNavItemActive(buyers!, '/buyers')).toBe(true);
    expect(isNavItemActive(listings!, '/zip/78701/analytics')).toBe(false);
  });

  it('does not take a path that only starts with the same letters', () => {
    expect(isNavItemActive(buyers!, '/zipper')).toBe(false);
  });
});
