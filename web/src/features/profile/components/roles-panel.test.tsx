import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callRoute } from '../../../lib/api/app-api-client';
import { currentToast } from '../../../lib/toast/toast-store';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { RolesPanel } from './roles-panel';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

const buyer = makeUser({ roles: ['buyer'] });

describe('RolesPanel', () => {
  beforeEach(() => jest.mocked(callRoute).mockReset());

  it('shows a role asked for as pending, with no button to add it again', async () => {
    // Prepare
    fakeApi({ listMyRoleRequests: () => ({ pendingRoles: ['originator'] }) });

    // Act
    renderWithProviders(<RolesPanel user={buyer} />, { user: buyer });

    // Assess
    const current = screen.getByTestId('current-roles');
    expect(await within(current).findByText('Originator (pending approval)')).toBeInTheDocument();
    expect(screen.getByTestId('role-originator-pending')).toHaveTextContent(
      'Originator requested: waiting for an administrator',
    );
    expect(screen.queryByRole('button', { name: 'Add Originator' })).not.toBeInTheDocument();
  });

  it('says the role is pending when the answer to adding it says so', async () => {
    // Prepare
    const api = fakeApi({
      listMyRoleRequests: () => ({ pendingRoles: [] }),
      updateMyRoles: () => ({ user: buyer, pendingRoles: ['originator'] }),
    });
    const { session } = renderWithProviders(<RolesPanel user={buyer} />, { user: buyer });

    // Act
    await userEvent.click(await screen.findByRole('button', { name: 'Add Originator' }));

    // Assess
    expect(api.calls('updateMyRoles')).toEqual([{ body: { add: ['originator'], remove: [] } }]);
    expect(await screen.findByTestId('role-originator-pending')).toBeInTheDocument();
    await waitFor(() => expect(session.updateUser).toHaveBeenCalledWith(buyer));
    expect(currentToast()).toMatchObject({ title: 'profile:toasts.roleRequested' });
  });
});
