import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyDeal } from '#shared/deals/deal-api';
import type { Role } from '#shared/users/roles';
import { callRoute } from '../../../lib/api/app-api-client';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { fakeApi, type FakeRoute } from '../../../test/fake-api';
import { makeMyDeal } from '../../../test/my-deals';
import { ONBOARDING_STEPS } from '#shared/training/training';
import { makeOnboarding } from '../../../test/onboarding';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import DashboardPage from './dashboard-page';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

type Page = { items: MyDeal[]; nextCursor: string | null };

/** Answers the dashboard's calls: recent pages, the listing pages in order (after `failures` failed tries), and deletes. */
function mockApi(
  pages: Page[] = [{ items: [], nextCursor: null }],
  failures = 0,
  deleteDeal: FakeRoute<'deleteDeal'> = () => null,
) {
  const remaining = [...pages];
  let failuresLeft = failures;
  const emptyPage = () => ({ items: [], nextCursor: null });
  return fakeApi({
    listRecentPages: () => ({ items: [] }),
    listMyNotifications: () => ({ items: [], nextCursor: null, unreadCount: 0 }),
    listMyOffers: emptyPage,
    listMyInterests: emptyPage,
    listMyAlerts: emptyPage,
    getOnboarding: () => makeOnboarding(['completeProfile']),
    listMyDeals: () => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('offline');
      }
      return remaining.shift() ?? emptyPage();
    },
    deleteDeal,
  });
}

const renderAs = (roles: Role[]) =>
  renderWithProviders(<DashboardPage />, { user: makeUser({ userId: 'user-7', roles }), path: '/dashboard' });

describe('DashboardPage', () => {
  beforeEach(() => jest.mocked(callRoute).mockReset());

  it('shows a seller their listings with price, status and counts, without a mode switch', async () => {
    mockApi([{ items: [makeMyDeal()], nextCursor: null }]);
    renderAs(['originator']);

    const row = await screen.findByTestId('my-listing-row');

    expect(within(row).getByRole('rowheader')).toHaveTextContent('12 Oak St');
    expect(row).toHaveTextContent('$350,000');
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByTestId('my-listing-interest')).toHaveTextContent('2');
    expect(within(row).getByTestId('my-listing-offers')).toHaveTextContent('1');
    expect(within(row).getByTestId('my-listing-favorites')).toHaveTextContent('4');
    expect(within(row).getByTestId('my-listing-views')).toHaveTextContent('37');
    expect(within(row).getByRole('link', { name: 'Edit 12 Oak St' })).toHaveAttribute(
      'href',
      '/deals/deal-1/edit',
    );
    expect(within(row).getByRole('link', { name: 'Analytics for 12 Oak St' })).toHaveAttribute(
      'href',
      '/deals/deal-1/analytics',
    );
    expect(within(row).getByRole('link', { name: 'View offers for 12 Oak St' })).toHaveAttribute(
      'href',
      '/deals/deal-1/offers',
    );
    expect(screen.queryByTestId('dashboard-mode-switch')).not.toBeInTheDocument();
  });

  it('invites a seller with no listings to create the first one', async () => {
    mockApi();
    renderAs(['originator']);

    const empty = await screen.findByTestId('my-listings-empty');

    expect(within(empty).getByRole('link', { name: 'Create your first deal' })).toHaveAttribute(
      'href',
      '/deals/new',
    );
    expect(screen.getByRole('link', { name: 'New deal' })).toHaveAttribute('href', '/deals/new');
  });

  it('says so when the listings cannot be loaded, and tries again on request', async () => {
    mockApi([{ items: [makeMyDeal()], nextCursor: null }], 1);
    renderAs(['originator']);

    const error = await screen.findByTestId('my-listings-error');
    expect(error).toHaveTextContent('Your listings could not be loaded.');
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByTestId('my-listing-row')).toBeInTheDocument();
  });

  it('loads the next page with the cursor', async () => {
    const api = mockApi([
      { items: [makeMyDeal({ dealId: 'a' })], nextCursor: 'cursor-2' },
      { items: [makeMyDeal({ dealId: 'b', streetAddress: '9 Elm Rd' })], nextCursor: null },
    ]);
    renderAs(['originator']);
    await screen.findByTestId('my-listing-row');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(screen.getAllByTestId('my-listing-row')).toHaveLength(2));
    expect(api.calls('listMyDeals')[1]).toMatchObject({ query: { cursor: 'cursor-2' } });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('deletes a listing after confirmation and drops its row', async () => {
    const api = mockApi([{ items: [makeMyDeal()], nextCursor: null }]);
    renderAs(['originator']);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete 12 Oak St' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this listing?' });
    expect(dialog).toHaveTextContent('Only admins will still see it');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete listing' }));

    await waitFor(() => expect(screen.queryByTestId('my-listing-row')).not.toBeInTheDocument());
    expect(api.calls('deleteDeal')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks to confirm closing the accepted offer before deleting, and deletes once confirmed', async () => {
    const refusal = {
      code: 'OPEN_OFFERS_TO_CLOSE',
      message: 'This change closes open offers on the listing. Confirm it to go on.',
      related: { dealId: 'deal-1', openOffers: 0, acceptedOffer: true },
    };
    const api = mockApi(
      [{ items: [makeMyDeal({ status: 'pending' })], nextCursor: null }],
      0,
      ({ query }) => {
        if (query?.confirmCloseOffers !== 'true') {
          throw new ApiRequestError(409, 'Conflict', JSON.stringify(refusal), refusal);
        }
        return null;
      },
    );
    renderAs(['originator']);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete 12 Oak St' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this listing?' })).getByRole('button', {
        name: 'Delete listing',
      }),
    );

    const confirm = await screen.findByRole('dialog', { name: 'Close the open offers?' });
    expect(confirm).toHaveTextContent('closes the offer you accepted');
    expect(confirm).not.toHaveTextContent(/closes \d+ open offer/);
    expect(screen.queryByText('The listing could not be deleted. Try again.')).not.toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Close offers and continue' }));

    await waitFor(() => expect(screen.queryByTestId('my-listing-row')).not.toBeInTheDocument());
    expect(api.calls('deleteDeal').map((call) => call.query)).toEqual([{}, { confirmCloseOffers: 'true' }]);
  });

  it('gives a pure buyer the buying view, with no switch and no listings', async () => {
    mockApi();
    renderAs(['buyer']);

    expect(await screen.findByRole('link', { name: 'Browse listings' })).toHaveAttribute('href', '/deals');
    expect(screen.getByRole('link', { name: 'My favourites' })).toHaveAttribute(
      'href',
      '/deals?favorites=true',
    );
    expect(screen.queryByTestId('dashboard-mode-switch')).not.toBeInTheDocument();
    expect(screen.queryByTestId('my-listings')).not.toBeInTheDocument();
  });

  it('lets a hybrid user switch to selling and remembers it on the next visit', async () => {
    mockApi([{ items: [makeMyDeal()], nextCursor: null }]);
    const first = renderAs(['originator', 'buyer']);
    const switcher = screen.getByRole('group', { name: 'Dashboard mode' });
    expect(within(switcher).getByRole('radio', { name: 'Buying' })).toBeChecked();
    expect(screen.getByTestId('dashboard-buying')).toBeInTheDocument();

    await userEvent.click(within(switcher).getByRole('radio', { name: 'Selling' }));
    expect(await screen.findByTestId('my-listing-row')).toBeInTheDocument();
    first.unmount();
    renderAs(['originator', 'buyer']);

    expect(screen.getByRole('radio', { name: 'Selling' })).toBeChecked();
    expect(screen.getByTestId('my-listings')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-buying')).not.toBeInTheDocument();
  });

  it("shows a buyer the onboarding checklist, and the hybrid dashboard's buying mode reads it again on return", async () => {
    // Prepare
    const api = mockApi([{ items: [makeMyDeal()], nextCursor: null }]);
    renderAs(['originator', 'buyer']);
    expect(await screen.findByText('1 of 6 done')).toBeInTheDocument();
    const switcher = screen.getByRole('group', { name: 'Dashboard mode' });

    // Act: to selling and back (a step may have been done meanwhile).
    await userEvent.click(within(switcher).getByRole('radio', { name: 'Selling' }));
    expect(screen.queryByTestId('onboarding')).not.toBeInTheDocument();
    await userEvent.click(within(switcher).getByRole('radio', { name: 'Buying' }));

    // Assess
    await waitFor(() => expect(api.calls('getOnboarding')).toHaveLength(2));
    expect(await screen.findByText('1 of 6 done')).toBeInTheDocument();
  });

  it('gives an owner, who is no buyer, the buying view without the checklist', async () => {
    const api = mockApi();
    renderAs(['owner']);

    expect(await screen.findByRole('link', { name: 'Browse listings' })).toBeInTheDocument();
    expect(screen.queryByTestId('onboarding')).not.toBeInTheDocument();
    expect(api.calls('getOnboarding')).toEqual([]);
  });

  it('shows no checklist or badge to a buyer whose e-mail is not verified (the server would refuse them)', async () => {
    const api = mockApi();
    renderWithProviders(<DashboardPage buyerCertification={<p data-testid="badge-card" />} />, {
      user: makeUser({ roles: ['buyer'], emailVerified: false }),
      path: '/dashboard',
    });

    expect(await screen.findByRole('link', { name: 'Browse listings' })).toBeInTheDocument();
    expect(screen.queryByTestId('onboarding')).not.toBeInTheDocument();
    expect(screen.queryByTestId('badge-card')).not.toBeInTheDocument();
    expect(api.calls('getOnboarding')).toEqual([]);
  });

  it('moves focus to the dashboard heading once the checklist is hidden', async () => {
    fakeApi({
      listRecentPages: () => ({ items: [] }),
      listMyNotifications: () => ({ items: [], nextCursor: null, unreadCount: 0 }),
      listMyOffers: () => ({ items: [], nextCursor: null }),
      listMyInterests: () => ({ items: [], nextCursor: null }),
      listMyAlerts: () => ({ items: [], nextCursor: null }),
      getOnboarding: () => makeOnboarding(ONBOARDING_STEPS),
      dismissOnboarding: () => makeOnboarding(ONBOARDING_STEPS, true),
    });
    renderAs(['buyer']);

    await userEvent.click(await screen.findByRole('button', { name: 'Hide checklist' }));

    await waitFor(() => expect(screen.queryByTestId('onboarding')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });
});
