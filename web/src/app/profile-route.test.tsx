import { screen } from '@testing-library/react';
import { callRoute } from '../lib/api/app-api-client';
import { makeCertification } from '../test/certification';
import { fakeApi } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { makeUser } from '../test/users';
import ProfileRoute from './profile-route';

jest.mock('../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

describe('ProfileRoute', () => {
  beforeEach(() => jest.mocked(callRoute).mockReset());

  it('shows an admin the bug-report e-mail switch, off by default, on the profile tab', async () => {
    // Prepare
    const api = fakeApi({ getFeedbackSubscription: () => ({ bugReportEmails: false }) });

    // Act
    renderWithProviders(<ProfileRoute />, { user: makeUser({ roles: ['admin'] }), path: '/profile' });

    // Assess
    expect(await screen.findByRole('switch', { name: 'E-mail me each new bug report' })).not.toBeChecked();
    expect(api.calls('getFeedbackSubscription')).toHaveLength(1);
  });

  it.each([['buyer'], ['originator'], ['owner']] as const)(
    'shows a %s no such switch and never asks for the setting',
    async (role) => {
      // Prepare
      const api = fakeApi({ getMyCertification: () => ({ certification: null }) });

      // Act
      renderWithProviders(<ProfileRoute />, { user: makeUser({ roles: [role] }), path: '/profile' });

      // Assess
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByTestId('feedback-subscription')).not.toBeInTheDocument();
      expect(api.calls('getFeedbackSubscription')).toEqual([]);
    },
  );

  it('shows a buyer their Certified Buyer badge with its date', async () => {
    // Prepare
    fakeApi({ getMyCertification: () => ({ certification: makeCertification() }) });

    // Act
    renderWithProviders(<ProfileRoute />, { user: makeUser({ roles: ['buyer'] }), path: '/profile' });

    // Assess
    expect(await screen.findByRole('heading', { name: 'Certified Buyer' })).toBeInTheDocument();
    expect(screen.getByTestId('certification-earned')).toHaveTextContent('Earned on Mar 5, 2026');
  });

  it.each([['originator'], ['owner'], ['admin']] as const)(
    'never asks for a badge for a %s, who is no buyer',
    async (role) => {
      const api = fakeApi({ getFeedbackSubscription: () => ({ bugReportEmails: false }) });

      renderWithProviders(<ProfileRoute />, { user: makeUser({ roles: [role] }), path: '/profile' });

      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(api.calls('getMyCertification')).toEqual([]);
    },
  );
});
