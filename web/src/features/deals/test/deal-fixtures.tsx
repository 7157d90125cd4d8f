/** Listings and a render helper for the deals feature's component tests. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Deal, DealDetail, DealPage, DealSummary } from '../../../../../shared/src/deals/deal-api';

/** A creative SubTo card in Austin. */
export function makeDealSummary(overrides: Partial<DealSummary> = {}): DealSummary {
  return {
    dealId: 'deal-1',
    status: 'active',
    streetAddress: '12 Oak St',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    purchasePrice: 350_000,
    dealCategory: 'creative',
    purchaseType: 'SubTo',
    propertyType: 'singleFamily',
    bedrooms: 3,
    bathrooms: 2.5,
    squareFootage: 1650,
    entryFee: 20_000,
    interestRate: 3.25,
    tags: ['motivated-seller', 'low-interest-rate'],
    coverPhotoKey: 'deals/deal-1/cover.jpg',
    location: { lat: 30.27, lng: -97.74 },
    favoriteCount: 2,
    isFavorite: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeDealPage(items: DealSummary[], overrides: Partial<DealPage> = {}): DealPage {
  return { items, nextCursor: null, center: null, ...overrides };
}

/** The detail of the same SubTo listing, with three photos. */
export function makeDealDetail(
  deal: Partial<Deal> = {},
  rest: Partial<Omit<DealDetail, 'deal'>> = {},
): DealDetail {
  return {
    deal: {
      dealId: 'deal-1',
      ownerId: 'seller-1',
      status: 'active',
      streetAddress: '12 Oak St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      purchasePrice: 350_000,
      dealCategory: 'creative',
      purchaseType: 'SubTo',
      propertyType: 'singleFamily',
      bedrooms: 3,
      bathrooms: 2.5,
      squareFootage: 1650,
      loanType: 'FHA',
      interestRate: 3.25,
      loanBalance: 280_000,
      loanMaturityDate: '2051-06-01',
      piti: 1900,
      entryFee: 20_000,
      photos: ['deals/deal-1/a.jpg', 'deals/deal-1/b.jpg', 'deals/deal-1/c.jpg'],
      coverPhotoIndex: 0,
      dealDescription: 'Clean three-bedroom home near downtown.',
      tags: ['motivated-seller'],
      legalCertification: true,
      location: { lat: 30.27, lng: -97.74 },
      favoriteCount: 2,
      interestCount: 0,
      offerCount: 0,
      viewCount: 4,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
      ...deal,
    },
    seller: {
      firstName: 'Sam',
      lastName: 'Seller',
      companyName: 'Oak Homes',
      companyLogoKey: null,
      callBookingLink: 'https://calendar.example.com/sam',
    },
    viewer: { isFavorite: false, canManage: false, acceptsOffers: true },
    ...rest,
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders UI at `url` with a fresh query client (no retries) and a probe of the current location;
 * answers the client so a test can look into the cache.
 */
export function renderDeals(ui: ReactElement, url = '/deals') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, location: () => result.getByTestId('location').textContent ?? '' };
}
