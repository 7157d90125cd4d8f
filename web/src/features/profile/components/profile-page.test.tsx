import { screen } from '@testing-library/react';
import type { Role } from '#shared/users/roles';
import { renderWithProviders } from '../../../test/render';
import { fakeApi } from '../../../test/fake-api';
import { makeTextAlerts } from '../../../test/text-alerts';
import { makeUser } from '../../../test/users';
import ProfilePage from './profile-page';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

const renderCompanyTab = (roles: Role[]) =>
  renderWithProviders(<ProfilePage />, {
    path: '/profile?tab=company',
    user: makeUser({ roles, companyName: 'Acme Homes', profileComplete: true }),
  });

describe('ProfilePage company tab', () => {
  it.each<Role>(['originator', 'owner', 'admin'])('offers a %s the Owners Club map setting', (role) => {
    renderCompanyTab([role]);

    expect(screen.getByRole('form', { name: 'Owners Club map' })).toBeInTheDocument();
  });

  it('does not offer it to a buyer, who is no Owners Club member', () => {
    renderCompanyTab(['buyer']);

    expect(screen.getByTestId('company-form')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Owners Club map' })).not.toBeInTheDocument();
  });
});

describe('ProfilePage text alerts tab', () => {
  it('opens the Text alerts section for a buyer at ?tab=texts', async () => {
    fakeApi({ getTextAlerts: () => makeTextAlerts() });
    renderWithProviders(<ProfilePage />, {
      path: '/profile?tab=texts',
      user: makeUser({ roles: ['buyer'] }),
    });

    expect(screen.getByRole('tab', { name: 'Text alerts', selected: true })).toBeInTheDocument();
    expect(await screen.findByLabelText('Mobile number for texts')).toBeInTheDocument();
  });
});

describe('ProfilePage opened at the booking-link field', () => {
  it('focuses the call-booking link field, where the dashboard and listing form send sellers', async () => {
    renderWithProviders(<ProfilePage />, {
      path: '/profile?tab=profile#profile-callBookingLink',
      user: makeUser({ roles: ['originator'] }),
    });

    expect(await screen.findByLabelText('Call booking link')).toHaveFocus();
  });
});
