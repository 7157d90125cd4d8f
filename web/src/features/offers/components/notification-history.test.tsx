import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { DealNotification } from '#shared/notifications/notification-api';
import { callRoute } from '../../../lib/api/app-api-client';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { NotificationHistory } from './notification-history';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

const entry = (overrides: Partial<DealNotification> = {}): DealNotification => ({
  recipientId: 'buyer-1',
  recipientName: 'Bea Buyer',
  channel: 'email',
  kind: 'offerAccepted',
  sentAt: '2026-11-20T15:04:00.000Z',
  ...overrides,
});

/** Serves `pages` in order; answers the queries the history sent. */
function mockHistory(pages: DealNotification[][] | 'fail') {
  let page = 0;
  const api = fakeApi({
    listDealNotifications: () => {
      if (pages === 'fail') throw new Error('offline');
      const items = pages[page] ?? [];
      page += 1;
      return { items, nextCursor: page < pages.length ? `cursor-${page}` : null };
    },
  });
  return { queries: () => api.calls('listDealNotifications').map((call) => call.query) };
}

const renderHistory = () =>
  renderWithProviders(<NotificationHistory dealId="deal-1" />, {
    user: makeUser({ roles: ['originator'] }),
    path: '/deals/deal-1/offers',
  });

describe('NotificationHistory', () => {
  beforeEach(() => jest.mocked(callRoute).mockReset());

  it('lists recipient, translated kind, channel and date for each notification', async () => {
    // Prepare
    mockHistory([
      [
        entry(),
        entry({ recipientName: 'Sam Seller', channel: 'inApp', kind: 'offerSubmitted' }),
        entry({ recipientName: 'Hana Hybrid', kind: 'dealDigest' }),
      ],
    ]);

    // Act
    renderHistory();

    // Assess
    const rows = await screen.findAllByTestId('notification-history-row');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Offer accepted', 'E-mail', expect.stringMatching(/Nov 20, 2026/)],
      ['Offer submitted', 'In the app', expect.stringMatching(/Nov 20, 2026/)],
      ['Listings digest', 'E-mail', expect.stringMatching(/Nov 20, 2026/)],
    ]);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Bea Buyer');
    expect(
      screen.getByRole('table', { name: 'Notifications sent about this listing, newest first' }),
    ).toBeVisible();
  });

  it('names the text channel, in English and in Spanish', async () => {
    // Prepare
    mockHistory([[entry({ channel: 'text', kind: 'dealAlert' })]]);

    // Act
    const { unmount } = renderHistory();

    // Assess
    const row = await screen.findByTestId('notification-history-row');
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('Text message');
    try {
      await act(() => i18next.changeLanguage('es'));
      expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('Mensaje de texto');
    } finally {
      unmount();
      await i18next.changeLanguage('en');
    }
  });

  it('loads older entries on request', async () => {
    // Prepare
    const history = mockHistory([[entry()], [entry({ recipientName: 'Older Recipient' })]]);
    renderHistory();
    const user = userEvent.setup();

    // Act
    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    // Assess
    expect(await screen.findByText('Older Recipient')).toBeInTheDocument();
    expect(history.queries()).toEqual([{ limit: 50 }, { limit: 50, cursor: 'cursor-1' }]);
  });

  it('says when nobody has been notified yet', async () => {
    // Prepare
    mockHistory([[]]);

    // Act
    renderHistory();

    // Assess
    expect(await screen.findByText('No one has been notified about this listing yet.')).toBeInTheDocument();
  });

  it('says when the history cannot be loaded, and tries again on request', async () => {
    // Prepare
    const history = mockHistory('fail');
    renderHistory();
    const user = userEvent.setup();

    // Act
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    // Assess
    expect(alert).toHaveTextContent('Failed to load the notification history');
    await waitFor(() => expect(history.queries()).toHaveLength(2));
  });
});
