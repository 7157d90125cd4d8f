import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '#shared/users/roles';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { buyerDealPageRoutes, makeDealDetail } from '../test/deal-fixtures';
import { DealDetailView } from './deal-detail-page';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

/** The listing, with the caller's answer as the API gives it, and the two calls that change it. */
function mockApi(options: { notInterested?: boolean; refuse?: boolean } = {}) {
  const detail = makeDealDetail();
  return fakeApi({
    ...buyerDealPageRoutes(),
    getDeal: () => ({
      ...detail,
      viewer: { ...detail.viewer, isNotInterested: options.notInterested ?? false },
    }),
    markNotInterested: () => {
      if (options.refuse)
        throw new ApiRequestError(404, 'Not Found', '', { code: 'DEAL_NOT_FOUND', message: 'x' });
      return { dealId: 'deal-1', notInterested: true };
    },
    clearNotInterested: () => ({ dealId: 'deal-1', notInterested: false }),
  });
}

const renderAs = (roles: Role[], path = '/deals/deal-1') =>
  renderWithProviders(<DealDetailView dealId="deal-1" />, { user: makeUser({ roles }), path });

describe('Not interested', () => {
  it('says so, shows what it does with Undo, and takes it back', async () => {
    // Prepare
    const api = mockApi();
    const user = userEvent.setup();
    renderAs(['buyer']);

    // Act
    await user.click(await screen.findByRole('button', { name: 'Not interested' }));

    // Assess
    const control = screen.getByTestId('not-interested');
    expect(await within(control).findByRole('status')).toHaveTextContent(/out of your alerts/);
    await user.click(within(control).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: 'Not interested' })).toBeInTheDocument();
    expect(api.calls('markNotInterested')).toEqual([{ params: { dealId: 'deal-1' } }]);
    expect(api.calls('clearNotInterested')).toEqual([{ params: { dealId: 'deal-1' } }]);
  });

  it('starts from the answer the listing gives', async () => {
    mockApi({ notInterested: true });
    renderAs(['buyer']);
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Not interested' })).not.toBeInTheDocument();
  });

  it('asks first when opened from an e-mail’s link, then records the answer', async () => {
    // Prepare
    const api = mockApi();
    const user = userEvent.setup();
    renderAs(['buyer'], '/deals/deal-1?notInterested=1');
    const dialog = await screen.findByRole('dialog', { name: 'Not interested in this listing?' });

    // Act
    await user.click(within(dialog).getByRole('button', { name: 'Not interested' }));

    // Assess
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('markNotInterested')).toHaveLength(1);
  });

  it('does not ask again a buyer who already said so', async () => {
    const api = mockApi({ notInterested: true });
    renderAs(['buyer'], '/deals/deal-1?notInterested=1');
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('markNotInterested')).toHaveLength(0);
  });

  it('explains a refusal in the dialog, which stays open', async () => {
    mockApi({ refuse: true });
    const user = userEvent.setup();
    renderAs(['buyer'], '/deals/deal-1?notInterested=1');
    const dialog = await screen.findByRole('dialog', { name: 'Not interested in this listing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Not interested' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not save your answer: This listing was not found. It may have been removed.',
    );
  });

  it('is not offered to a seller', async () => {
    mockApi();
    renderAs(['originator']);
    await screen.findByTestId('buyer-deal-actions');
    expect(screen.queryByRole('button', { name: 'Not interested' })).not.toBeInTheDocument();
  });
});
