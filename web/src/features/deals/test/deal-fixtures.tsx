/** Listings and a render helper for the deals feature's component tests. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Deal, DealDetail, DealPage, DealSummary } from '#shared/deals/deal-api';
import { sampleDeal, sampleDealSummary } from '#shared/deals/deal-samples';
import { paths } from '../../../lib/paths/paths';

/** A creative SubTo card in Austin, with a cover photo and two favourites. */
export const makeDealSummary = (overrides: Partial<DealSummary> = {}): DealSummary =>
  sampleDealSummary({
    bathrooms: 2.5,
    tags: ['motivated-seller', 'low-interest-rate'],
    coverPhotoKey: 'deals/deal-1/cover.jpg',
    favoriteCount: 2,
    ...overrides,
  });

export function makeDealPage(items: DealSummary[], overrides: Partial<DealPage> = {}): DealPage {
  return { items, nextCursor: null, center: null, ...overrides };
}

/** The detail of the same SubTo listing, with three photos. */
export function makeDealDetail(
  deal: Partial<Deal> = {},
  rest: Partial<Omit<DealDetail, 'deal'>> = {},
): DealDetail {
  return {
    deal: sampleDeal({
      bathrooms: 2.5,
      photos: ['deals/deal-1/a.jpg', 'deals/deal-1/b.jpg', 'deals/deal-1/c.jpg'],
      coverPhotoIndex: 0,
      favoriteCount: 2,
      viewCount: 4,
      ...deal,
    }),
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
export function renderDeals(
  ui: ReactElement,
  url: string = paths.deals,
  queryClient: QueryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  }),
) {
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
