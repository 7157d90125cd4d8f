import { fillPattern, pagePatterns, paths } from './paths';

describe('paths', () => {
  it("builds a listing's pages from its id, encoded", () => {
    expect(paths.dealDetail('01JABC')).toBe('/deals/01JABC');
    expect(paths.editDeal('01JABC')).toBe('/deals/01JABC/edit');
    expect(paths.dealAnalytics('01JABC')).toBe('/deals/01JABC/analytics');
    expect(paths.dealOffers('a/b c')).toBe('/deals/a%2Fb%20c/offers');
  });

  it('gives the pages without parameters as the router matches them', () => {
    expect(paths.dashboard).toBe(pagePatterns.dashboard);
    expect(paths.newDeal).toBe('/deals/new');
  });

  it('builds the pages that take a query', () => {
    expect(paths.profileTab('buybox')).toBe('/profile?tab=buybox');
    expect(paths.verifyEmailChangeFor('new+me@example.com')).toBe(
      '/verify-email-change?email=new%2Bme%40example.com',
    );
    expect(paths.favoriteDeals).toBe('/deals?favorites=true');
  });

  it('refuses to build a path without one of its parameters', () => {
    expect(() => fillPattern(pagePatterns.dealDetail, {})).toThrow('Missing path parameter dealId');
  });
});
