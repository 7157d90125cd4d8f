import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InAppNotification } from '#shared/notifications/notification-api';
import { callRoute } from '../../../lib/api/app-api-client';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { NotificationsPanel } from './notifications-panel';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

const DEAL = { dealId: 'deal-1', streetAddress: '12 Oak St', city: 'Austin', state: 'TX', zipCode: '78701' };

const notification = (overrides: Partial<InAppNotification> = {}): InAppNotification => ({
  notificationId: 'n-1',
  kind: 'offerAccepted',
  audience: 'buyer',
  deal: DEAL,
  offerId: 'offer-1',
  createdAt: new Date(Date.now() - 3 * 60 * 1000).toISOString(),
  readAt: null,
  ...overrides,
});

/** Answers the panel's calls. */
function mockApi(items: InAppNotification[], options: { fail?: boolean } = {}) {
  const marked = () => ({ marked: 1, unreadCount: 0 });
  return fakeApi({
    listMyNotifications: () => {
      if (options.fail) throw new Error('offline');
      return { items, nextCursor: null, unreadCount: items.filter((item) => item.readAt === null).length };
    },
    markNotificationRead: marked,
    markAllNotificationsRead: marked,
  });
}

const renderPanel = () =>
  renderWithProviders(<NotificationsPanel />, { user: makeUser(), path: '/dashboard' });

describe('NotificationsPanel', () => {
  beforeEach(() => jest.mocked(callRoute).mockReset());

  it('titles each notification by its kind and side, with the address, a link and how long ago', async () => {
    // Prepare
    mockApi([
      notification(),
      notification({
        notificationId: 'n-2',
        kind: 'offerSubmitted',
        audience: 'seller',
        readAt: '2026-01-01T00:00:00Z',
      }),
    ]);

    // Act
    renderPanel();

    // Assess
    const [accepted, submitted] = await screen.findAllByTestId('notification');
    expect(
      within(accepted!).getByRole('link', { name: 'Your offer on 12 Oak St, Austin, TX 78701 was accepted' }),
    ).toHaveAttribute('href', '/deals/deal-1');
    expect(accepted).toHaveTextContent('3 minutes ago');
    expect(
      within(submitted!).getByRole('link', { name: 'New offer on 12 Oak St, Austin, TX 78701' }),
    ).toHaveAttribute('href', '/deals/deal-1/offers');
  });

  it('tells screen readers which notifications are unread and how many', async () => {
    // Prepare
    mockApi([notification(), notification({ notificationId: 'n-2', readAt: '2026-01-01T00:00:00Z' })]);

    // Act
    renderPanel();

    // Assess
    const [unread, read] = await screen.findAllByTestId('notification');
    expect(within(unread!).getByText('Unread:')).toHaveClass('visually-hidden');
    expect(within(read!).queryByText('Unread:')).not.toBeInTheDocument();
    expect(screen.getByTestId('notifications-unread')).toHaveTextContent('1 unread');
  });

  it('names each mark-as-read button with its visible words first, then the notification', async () => {
    // Prepare
    mockApi([notification()]);

    // Act
    renderPanel();

    // Assess: voice-control users say what they see (WCAG 2.5.3).
    const button = await screen.findByRole('button', { name: /^Mark as read: / });
    expect(button).toHaveAccessibleName(expect.stringContaining(button.textContent!));
  });

  it('marks one notification read, then all of them', async () => {
    // Prepare
    const api = mockApi([notification(), notification({ notificationId: 'n-2' })]);
    renderPanel();
    const user = userEvent.setup();

    // Act
    await user.click(
      await screen
        .findAllByRole('button', {
          name: 'Mark as read: “Your offer on 12 Oak St, Austin, TX 78701 was accepted”',
        })
        .then((buttons) => buttons[0]!),
    );
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));

    // Assess
    await waitFor(() => expect(api.calls('markAllNotificationsRead')).toHaveLength(1));
    expect(api.calls('markNotificationRead').map((call) => call.params)).toEqual([{ notificationId: 'n-1' }]);
  });

  it('says when there is nothing yet', async () => {
    // Prepare
    mockApi([]);

    // Act
    renderPanel();

    // Assess
    expect(await screen.findByText(/^No notifications yet\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('says when the notifications cannot be loaded, and tries again on request', async () => {
    // Prepare
    const api = mockApi([], { fail: true });
    renderPanel();
    const user = userEvent.setup();

    // Act
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    // Assess
    expect(alert).toHaveTextContent('Failed to load notifications');
    await waitFor(() => expect(api.calls('listMyNotifications')).toHaveLength(2));
  });
});
