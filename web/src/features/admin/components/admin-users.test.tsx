import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser } from '#shared/admin/admin-users';
import { callRoute } from '../../../lib/api/app-api-client';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { AdminUsers } from './admin-users';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

const buyer = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  userId: 'buyer-1',
  email: 'bea@example.com',
  firstName: 'Bea',
  lastName: 'Buyer',
  roles: ['buyer'],
  accountStatus: 'active',
  profileComplete: true,
  firstRightOfRefusal: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

/** Answers the tab's calls from a one-user store. */
function mockApi(options: { failChange?: boolean } = {}) {
  let stored = buyer();
  return fakeApi({
    listUsers: () => ({ items: [stored], nextCursor: null }),
    setUserFirstRightOfRefusal: ({ body }) => {
      if (options.failChange) throw new Error('offline');
      stored = { ...stored, firstRightOfRefusal: body!.firstRightOfRefusal };
      return stored;
    },
  });
}

const renderTab = () =>
  renderWithProviders(<AdminUsers currentUserId="admin-1" />, { user: makeUser(), path: '/admin' });

describe('AdminUsers first right of refusal', () => {
  beforeEach(() => jest.mocked(callRoute).mockReset());

  it('grants first right of refusal with a labelled switch and shows it on', async () => {
    // Prepare
    const api = mockApi();
    renderTab();
    const toggle = await screen.findByRole('switch', { name: 'First right of refusal (Bea Buyer)' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/Sees exclusive listings/);

    // Act
    await userEvent.click(toggle);

    // Assess
    expect(api.calls('setUserFirstRightOfRefusal')).toEqual([
      { params: { userId: 'buyer-1' }, body: { firstRightOfRefusal: true } },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'First right of refusal (Bea Buyer)' })).toBeChecked(),
    );
  });

  it('leaves the switch as it was when the change fails', async () => {
    // Prepare
    mockApi({ failChange: true });
    renderTab();
    const toggle = await screen.findByRole('switch', { name: /First right of refusal/ });

    // Act
    await userEvent.click(toggle);

    // Assess
    await waitFor(() => expect(screen.getByRole('switch', { name: /First right of refusal/ })).toBeEnabled());
    expect(screen.getByRole('switch', { name: /First right of refusal/ })).not.toBeChecked();
  });
});
