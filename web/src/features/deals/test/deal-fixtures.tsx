/** Listings and a render helper for the deals feature's component tests. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Deal, DealDetail, DealPage, DealSummary } from '#shared/deals/deal-api';
import { sampleDeal, sampleDealSummary } from '#shared/deals/deal-samples';
import { DEFAULT_NUMBERS_INPUTS, type NumbersInputsState } from '#shared/deal-numbers/numbers-inputs';
import { paths } from '../../../lib/paths/paths';
import type { FakeRoutes } from '../../../test/fake-api';

/** A creative SubTo card in Austin, with a cover photo and two favourites. */
export const makeDealSummary = (overrides: Partial<DealSummary> = {}): DealSummary =>
  sampleDealSummary({
    bathrooms: 2.5,
    tags: ['motivated-seller', 'low-interest-rate'],
    coverPhotoKey: 'deals/deal-1/cover.jpg',
    favoriteCount: 2,
    ...overrides,
  });

/** A buyer's numbers-card inputs before they saved any (what the deal page reads for a buyer). */
export const unsavedNumbersInputs = (dealId = 'deal-1'): NumbersInputsState => ({
  dealId,
  inputs: { ...DEFAULT_NUMBERS_INPUTS },
  updatedAt: null,
});

/**
 * What a buyer's deal page reads besides the listing, for tests about something else on it: the
 * numbers card's unsaved inputs and a course without lessons (so the card links none).
 */
export const buyerDealPageRoutes = (): FakeRoutes => ({
  getNumbersInputs: () => unsavedNumbersInputs(),
  getTrainingOverview: () =>
    ({ language: 'en', lessons: [], requiredCount: 0, completedRequiredCount: 0 }) as never,
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
