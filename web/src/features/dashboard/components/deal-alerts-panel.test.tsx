import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DealAlert } from '#shared/alerts/alert-api';
import { callRoute } from '../../../lib/api/app-api-client';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { DealAlertsPanel } from './deal-alerts-panel';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

const alert = (overrides: Partial<DealAlert> = {}): DealAlert => ({
  dealId: 'deal-1',
  deal: {
    streetAddress: '12 Oak St',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    purchasePrice: 350_000,
    status: 'active',
    coverPhotoKey: null,
  },
  reasons: [
    { key: 'buyBoxZip', values: { zipCode: '78701' } },
    { key: 'dealCategory', values: { dealCategory: 'creative' } },
    { key: 'priceInRange', values: { purchasePrice: 350_000, minPrice: 300_000, maxPrice: 400_000 } },
    { key: 'minSquareFootage', values: { squareFootage: 1800, minSquareFootage: 1500 } },
  ],
  frequency: 'realtime',
  dueAt: '2026-11-20T12:00:00.000Z',
  sentAt: '2026-11-20T12:00:05.000Z',
  channel: 'email',
  ...overrides,
});

function mockAlerts(pages: DealAlert[][] | 'fail') {
  let page = 0;
  fakeApi({
    listMyAlerts: () => {
      if (pages === 'fail') throw new Error('offline');
      const items = pages[page] ?? [];
      page += 1;
      return { items, nextCursor: page < pages.length ? `cursor-${page}` : null };
    },
  });
}

const renderPanel = () => renderWithProviders(<DealAlertsPanel />, { user: makeUser(), path: '/dashboard' });

describe('DealAlertsPanel', () => {
  beforeEach(() => jest.mocked(callRoute).mockReset());

  it('lists each matching listing with a link, how it was sent and every reason, translated', async () => {
    // Prepare
    mockAlerts([
      [
        alert(),
        alert({
          dealId: 'deal-2',
          deal: { ...alert().deal, streetAddress: '9 Elm St' },
          reasons: [{ key: 'noHoa', values: {} }],
          channel: 'digest',
          frequency: 'daily',
          sentAt: null,
        }),
      ],
    ]);

    // Act
    renderPanel();

    // Assess
    const [first, second] = await screen.findAllByTestId('deal-alert-row');
    expect(within(first!).getByRole('link', { name: '12 Oak St' })).toHaveAttribute('href', '/deals/deal-1');
    expect(first).toHaveTextContent('$350,000');
    expect(first).toHaveTextContent(/E-mailed Nov 20, 2026/);
    const reasons = within(first!).getByRole('list', { name: 'Why it matched' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'In ZIP 78701, one of your buy box ZIPs.',
      'A creative-finance deal, as your buy box asks.',
      'Priced $350,000, within your $300,000 – $400,000 range.',
      '1,800 sq ft (you want 1,500+).',
    ]);
    expect(second).toHaveTextContent('In your next digest');
    expect(second).toHaveTextContent('No HOA fee.');
  });

  it('shows the empty state when nothing matched yet', async () => {
    // Prepare
    mockAlerts([[]]);

    // Act
    renderPanel();

    // Assess
    expect(await screen.findByText(/No alerts yet/)).toBeInTheDocument();
  });

  it('says the alerts failed to load and retries on request', async () => {
    // Prepare
    mockAlerts('fail');
    renderPanel();
    await screen.findByRole('alert');
    mockAlerts([[alert()]]);

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    // Assess
    expect(await screen.findByTestId('deal-alert-row')).toBeInTheDocument();
  });

  it('loads the next page on request', async () => {
    // Prepare
    mockAlerts([
      [alert()],
      [alert({ dealId: 'deal-3', deal: { ...alert().deal, streetAddress: '3 Pine St' } })],
    ]);
    renderPanel();
    await screen.findByTestId('deal-alert-row');

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    // Assess
    expect(await screen.findByRole('link', { name: '3 Pine St' })).toBeInTheDocument();
  });
});
