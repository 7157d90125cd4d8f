import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
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
  certifiedBuyer: false,
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

describe('AdminUsers text alerts', () => {
  beforeEach(() => jest.mocked(callRoute).mockReset());

  it("asks for a user's text alerts only when the admin opens them, and shows status and last delivery", async () => {
    // Prepare
    const api = fakeApi({
      listUsers: () => ({
        items: [buyer(), buyer({ userId: 'buyer-2', email: 'cy@example.com' })],
        nextCursor: null,
      }),
      getUserTextAlerts: () => ({
        status: 'on',
        lastDelivery: { status: 'delivered', at: '2026-11-20T15:04:00.000Z' },
      }),
    });
    renderTab();
    const [first] = await screen.findAllByTestId('admin-user');
    expect(api.calls('getUserTextAlerts')).toEqual([]);
    const toggle = within(first!).getByRole('button', { name: 'Text alerts (Bea Buyer)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Act
    await userEvent.click(toggle);

    // Assess
    expect(await within(first!).findByTestId('admin-user-text-status')).toHaveTextContent('Texts on');
    expect(within(first!).getByTestId('admin-user-text-alerts')).toHaveTextContent(
      /Last text delivered on Nov 20, 2026/,
    );
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(api.calls('getUserTextAlerts')).toEqual([
      expect.objectContaining({ params: { userId: 'buyer-1' } }),
    ]);
  });

  it('says when they cannot be loaded, and tries again on request', async () => {
    // Prepare
    let failures = 1;
    const api = fakeApi({
      listUsers: () => ({ items: [buyer()], nextCursor: null }),
      getUserTextAlerts: () => {
        if (failures-- > 0) throw new Error('offline');
        return { status: 'optedOut', lastDelivery: null };
      },
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: /Text alerts/ }));

    // Act
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Text alerts could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    // Assess
    expect(await screen.findByTestId('admin-user-text-status')).toHaveTextContent('Texts off: replied STOP');
    expect(screen.getByTestId('admin-user-text-alerts')).toHaveTextContent('No text sent yet.');
    expect(api.calls('getUserTextAlerts')).toHaveLength(2);
  });
});

describe('AdminUsers Certified Buyers', () => {
  beforeEach(() => jest.mocked(callRoute).mockReset());

  /** Every user, or only the certified one when the query asks (a search with it is refused). */
  function mockCertifiedApi() {
    const certified = buyer({
      userId: 'buyer-2',
      email: 'cy@example.com',
      firstName: 'Cy',
      certifiedBuyer: true,
    });
    return fakeApi({
      listUsers: ({ query }) => {
        if (query?.certified && query.search) throw new Error('certified with a search');
        return { items: query?.certified ? [certified] : [buyer(), certified], nextCursor: null };
      },
    });
  }

  it('tags the certified buyers of the list, and only them', async () => {
    mockCertifiedApi();
    renderTab();

    const rows = await screen.findAllByTestId('admin-user');

    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).queryByTestId('admin-user-certified')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByTestId('admin-user-certified')).toHaveTextContent('Certified Buyer');
  });

  it('lists only certified buyers with a labelled filter, which a search cannot be combined with', async () => {
    // Prepare
    const api = mockCertifiedApi();
    renderTab();
    await screen.findAllByTestId('admin-user');
    const filter = screen.getByRole('checkbox', { name: 'Certified buyers only' });
    expect(filter).toHaveAccessibleDescription(/newest badge first/);

    // Act
    await userEvent.click(filter);

    // Assess
    await waitFor(() => expect(screen.getAllByTestId('admin-user')).toHaveLength(1));
    expect(screen.getByTestId('admin-user')).toHaveAttribute('data-email', 'cy@example.com');
    expect(api.calls('listUsers').at(-1)).toMatchObject({ query: { certified: 'true' } });
    expect(screen.getByRole('searchbox', { name: 'Search by e-mail or last name' })).toBeDisabled();
  });

  it('searches for "certified" as text, not as the certified-only list it once was', async () => {
    // Prepare
    const api = mockCertifiedApi();
    renderTab();
    await screen.findAllByTestId('admin-user');
    const filter = screen.getByRole('checkbox', { name: 'Certified buyers only' });
    await userEvent.click(filter);
    await waitFor(() => expect(screen.getAllByTestId('admin-user')).toHaveLength(1));
    await userEvent.click(filter);

    // Act
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search by e-mail or last name' }),
      'certified',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    // Assess
    await waitFor(() =>
      expect(api.calls('listUsers').at(-1)).toMatchObject({ query: { search: 'certified' } }),
    );
    await waitFor(() => expect(screen.getAllByTestId('admin-user')).toHaveLength(2));
  });

  it('marks the list busy while it still shows the previous results', async () => {
    // Prepare
    let answerSearch: (() => void) | undefined;
    fakeApi({
      listUsers: ({ query }) =>
        query?.search
          ? new Promise((resolve) => {
              answerSearch = () => resolve({ items: [buyer()], nextCursor: null });
            })
          : { items: [buyer(), buyer({ userId: 'buyer-2', email: 'cy@example.com' })], nextCursor: null },
    });
    renderTab();
    expect(await screen.findByTestId('admin-users')).toHaveAttribute('aria-busy', 'false');

    // Act
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by e-mail or last name' }), 'Buyer');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    // Assess
    await waitFor(() => expect(screen.getByTestId('admin-users')).toHaveAttribute('aria-busy', 'true'));
    answerSearch?.();
    await waitFor(() => expect(screen.getByTestId('admin-users')).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getAllByTestId('admin-user')).toHaveLength(1);
  });

  it('names the filter and the tag in Spanish when the interface is in Spanish', async () => {
    await i18next.changeLanguage('es');
    mockCertifiedApi();
    const { unmount } = renderTab();
    try {
      const filter = await screen.findByRole('checkbox', { name: 'Solo compradores certificados' });
      expect(filter).not.toBeChecked();
      expect(await screen.findByTestId('admin-user-certified')).toHaveTextContent('Comprador certificado');
    } finally {
      // Unmounted first: the language change back must not re-render a finished test.
      unmount();
      await i18next.changeLanguage('en');
    }
  });
});
