import { screen, waitFor } from '@testing-library/react';
import type { Role } from '#shared/users/roles';
import { callRoute } from '../lib/api/app-api-client';
import { makeCertification } from '../test/certification';
import { fakeApi } from '../test/fake-api';
import { makeOnboarding } from '../test/onboarding';
import { renderWithProviders } from '../test/render';
import { makeUser } from '../test/users';
import DashboardRoute from './dashboard-route';

jest.mock('../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

const emptyPage = () => ({ items: [], nextCursor: null });

/** Answers every call of the buying dashboard, with a valid badge. */
const mockApi = () =>
  fakeApi({
    listRecentPages: () => ({ items: [] }),
    listMyNotifications: () => ({ items: [], nextCursor: null, unreadCount: 0 }),
    listMyOffers: emptyPage,
    listMyInterests: emptyPage,
    listMyAlerts: emptyPage,
    getOnboarding: () => makeOnboarding([]),
    getMyCertification: () => ({ certification: makeCertification() }),
  });

const renderAs = (roles: Role[]) =>
  renderWithProviders(<DashboardRoute />, { user: makeUser({ roles }), path: '/dashboard' });

describe('DashboardRoute', () => {
  beforeEach(() => jest.mocked(callRoute).mockReset());

  it('shows a buyer their Certified Buyer badge on the buying dashboard', async () => {
    mockApi();

    renderAs(['buyer']);

    expect(await screen.findByRole('heading', { name: 'Certified Buyer' })).toBeInTheDocument();
    expect(screen.getByTestId('certification-earned')).toHaveTextContent('Earned on Mar 5, 2026');
  });

  it('never asks for a badge for an owner, who is no buyer', async () => {
    const api = mockApi();

    renderAs(['owner']);

    await waitFor(() => expect(api.calls('listMyOffers')).toHaveLength(1));
    expect(api.calls('getMyCertification')).toEqual([]);
    expect(screen.queryByTestId('certification')).not.toBeInTheDocument();
  });
});
