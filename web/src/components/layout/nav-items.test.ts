import { isNavItemActive, navItemsFor } from './nav-items';

describe('isNavItemActive', () => {
  const [dashboard, listings, buyers] = navItemsFor({ roles: ['originator'] });

  it('keeps Dashboard, not Listings, highlighted while creating a listing', () => {
    expect(isNavItemActive(dashboard!, '/deals/new')).toBe(true);
    expect(isNavItemActive(listings!, '/deals/new')).toBe(false);
    expect(isNavItemActive(listings!, '/deals/DEAL123')).toBe(true);
    expect(isNavItemActive(dashboard!, '/deals/DEAL123')).toBe(false);
  });

  it('keeps Buyers highlighted on a ZIP page reached from the buyer map', () => {
    expect(isNavItemActive(buyers!, '/zip/78701/analytics')).toBe(true);
    expect(isNavItemActive(buyers!, '/buyers')).toBe(true);
    expect(isNavItemActive(listings!, '/zip/78701/analytics')).toBe(false);
  });

  it('does not take a path that only starts with the same letters', () => {
    expect(isNavItemActive(buyers!, '/zipper')).toBe(false);
  });
});
