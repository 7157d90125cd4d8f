import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { sampleDeal } from '#shared/deals/deal-samples';
import { dealQueryKeys } from '../../domain/deals/deal-query-keys';
import { recentPageRoute, recentPageTitle } from './recent-page-route';

const translate = (language: string) => (key: string, options: Record<string, string>) =>
  i18next.getFixedT(language, 'dashboard')(key as never, options);

describe('recentPageRoute', () => {
  const queryClient = new QueryClient();

  it.each([
    ['/dashboard', { name: 'dashboard', params: {} }],
    ['/deals/new', { name: 'newDeal', params: {} }],
    ['/deals/d-1/offers', { name: 'dealOffers', params: { dealId: 'd-1' } }],
    ['/zip/78701/analytics', { name: 'zipAnalytics', params: { zipCode: '78701' } }],
  ])('names the page at %s', (pathname, route) => {
    expect(recentPageRoute(pathname, queryClient)).toEqual(route);
  });

  it('adds the address of a listing the page read', () => {
    queryClient.setQueryData(dealQueryKeys.managedListing('d-2'), {
      deal: sampleDeal({ streetAddress: '9 Elm Rd' }),
    });

    expect(recentPageRoute('/deals/d-2/analytics', queryClient)).toEqual({
      name: 'dealAnalytics',
      params: { dealId: 'd-2', address: '9 Elm Rd' },
    });
  });

  it('names no page for a path no page has (the not-found page)', () => {
    expect(recentPageRoute('/no/such/page', queryClient)).toBeNull();
  });
});

describe('recentPageTitle', () => {
  const offers = {
    title: 'Ofertas para 12 Oak St',
    route: { name: 'dealOffers', params: { dealId: 'd-1', address: '12 Oak St' } },
  };

  it('words the entry in the current language, whatever the language of the visit', () => {
    expect(recentPageTitle(offers, translate('en'))).toBe('Offers for 12 Oak St');
    expect(
      recentPageTitle({ title: 'Dashboard', route: { name: 'dashboard', params: {} } }, translate('es')),
    ).toBe('Panel');
  });

  it('keeps the stored title of an older entry without a page, and of a listing without its address', () => {
    expect(recentPageTitle({ title: 'Panel' }, translate('en'))).toBe('Panel');
    expect(
      recentPageTitle(
        { title: 'Ofertas', route: { name: 'dealOffers', params: { dealId: 'd-1' } } },
        translate('en'),
      ),
    ).toBe('Ofertas');
  });
});
