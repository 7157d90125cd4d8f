import { screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { dealQueryKeys } from '../../../domain/deals/deal-query-keys';
import { createQueryClient } from '../../../lib/query/query-client';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { makeDealDetail, renderDeals } from '../test/deal-fixtures';
import { DealDetailView } from './deal-detail-page';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));
const callRouteMock = jest.mocked(callRoute);

describe('DealDetailView', () => {
  it('renders a listing already in the cache (prefetched at boot) in a pass after its first one', async () => {
    // Prepare: the listing in the app's cache (fresh for five minutes), and what each commit put on screen
    const queryClient = createQueryClient();
    queryClient.setQueryData(dealQueryKeys.detail('deal-1'), makeDealDetail());
    const commits: string[] = [];
    const record = () => {
      commits.push(document.querySelector('h1') ? 'listing' : 'loader');
    };

    // Act
    renderDeals(
      <Profiler id="deal" onRender={record}>
        <DealDetailView dealId="deal-1" />
      </Profiler>,
      '/deals/deal-1',
      queryClient,
    );
    await screen.findByRole('heading', { level: 1, name: '12 Oak St' });

    // Assess: the first commit drew the loader; the listing came in a later one, without a request
    expect(commits[0]).toBe('loader');
    expect(commits).toContain('listing');
    expect(callRouteMock).not.toHaveBeenCalled();
  });

  it('lays out the facts, the SubTo terms, the seller and the buyer actions', async () => {
    // Prepare
    callRouteMock.mockResolvedValue(makeDealDetail());

    // Act
    renderDeals(<DealDetailView dealId="deal-1" />);

    // Assess
    expect(await screen.findByRole('heading', { level: 1, name: '12 Oak St' })).toBeInTheDocument();
    const terms = screen.getByTestId('facts-subjectTo');
    expect(within(terms).getByText('Loan type').nextSibling).toHaveTextContent('FHA');
    expect(within(terms).getByText('Interest rate').nextSibling).toHaveTextContent('3.25%');
    expect(within(terms).getByText('Loan maturity date').nextSibling).toHaveTextContent('Jun 1, 2051');
    expect(screen.queryByTestId('facts-sellerFinance')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('deal-seller')).getByText('Oak Homes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Express interest' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Make offer' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'View offers' })).not.toBeInTheDocument();
    const call = screen.getByRole('link', { name: /Schedule a call/ });
    expect(call).toHaveAttribute('href', 'https://calendar.example.com/sam');
    expect(call).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: 'Edit listing' })).not.toBeInTheDocument();
  });

  it('shows both term sets for a Hybrid and the manage links to its owner', async () => {
    // Prepare
    callRouteMock.mockResolvedValue(
      makeDealDetail(
        {
          purchaseType: 'Hybrid',
          sellerLoanAmount: 40_000,
          sellerInterestRate: 6,
          pi: 300,
          sellerLoanMaturity: '2031-01-01',
        },
        { viewer: { isFavorite: false, canManage: true, acceptsOffers: true } },
      ),
    );

    // Act
    renderDeals(<DealDetailView dealId="deal-1" />);

    // Assess
    expect(await screen.findByTestId('facts-subjectTo')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('facts-sellerFinance')).getByText('Seller loan amount').nextSibling,
    ).toHaveTextContent('$40,000');
    expect(screen.getByRole('link', { name: 'Edit listing' })).toHaveAttribute('href', '/deals/deal-1/edit');
    expect(screen.getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'href',
      '/deals/deal-1/analytics',
    );
    expect(screen.getByRole('link', { name: 'View offers' })).toHaveAttribute('href', '/deals/deal-1/offers');
    expect(screen.queryByRole('button', { name: 'Make offer' })).not.toBeInTheDocument();
  });

  it.each([
    ['pending', 'Under contract — not taking new offers'],
    ['sold', 'This deal is no longer available'],
  ] as const)('says what a %s listing means and takes no interest or offer', async (status, notice) => {
    // Prepare
    callRouteMock.mockResolvedValue(
      makeDealDetail(
        { status },
        {
          viewer: { isFavorite: false, canManage: false, acceptsOffers: false },
          seller: {
            firstName: 'Sam',
            lastName: 'Seller',
            companyName: null,
            companyLogoKey: null,
            callBookingLink: null,
          },
        },
      ),
    );

    // Act
    renderDeals(<DealDetailView dealId="deal-1" />);

    // Assess
    expect(await screen.findByTestId('status-notice')).toHaveTextContent(notice);
    expect(screen.queryByRole('button', { name: 'Make offer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Schedule a call/ })).not.toBeInTheDocument();
  });

  it('badges an exclusive listing as first right of refusal', async () => {
    callRouteMock.mockResolvedValue(makeDealDetail({ status: 'exclusive' }));

    renderDeals(<DealDetailView dealId="deal-1" />);

    expect(await screen.findByTestId('deal-status-badge')).toHaveTextContent('First right of refusal');
  });

  it('says "Listing not found" for a 404', async () => {
    callRouteMock.mockRejectedValue(
      new ApiRequestError(404, 'Not Found', '', { code: 'DEAL_NOT_FOUND', message: 'Deal not found' }),
    );

    renderDeals(<DealDetailView dealId="missing" />);

    expect(await screen.findByRole('heading', { name: 'Listing not found' })).toBeInTheDocument();
    expect(callRouteMock).toHaveBeenCalledTimes(1);
  });

  it('offers a retry after another failure', async () => {
    // Prepare: a refusal, which is not retried on its own (a server error is, three times).
    const user = userEvent.setup();
    callRouteMock
      .mockRejectedValueOnce(new ApiRequestError(403, 'Forbidden', '', undefined))
      .mockResolvedValueOnce(makeDealDetail());
    renderDeals(<DealDetailView dealId="deal-1" />);

    // Act
    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    // Assess
    expect(await screen.findByRole('heading', { level: 1, name: '12 Oak St' })).toBeInTheDocument();
  });
});
