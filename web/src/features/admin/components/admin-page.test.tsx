import { screen } from '@testing-library/react';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import AdminPage from './admin-page';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

const admin = (mfaEnabled: boolean) =>
  makeUser({ userId: 'admin-1', role: 'admin', roles: ['admin'], cognitoGroups: ['admins'], mfaEnabled });

describe('AdminPage and two-step sign-in (docs/requirements.md#r6-7-mfa)', () => {
  beforeEach(() => jest.mocked(callRoute).mockReset());

  it('tells an admin without two-step sign-in to set it up, linking to the password tab, and calls no admin route', () => {
    const api = fakeApi({});
    renderWithProviders(<AdminPage />, { user: admin(false), path: '/admin' });

    expect(screen.getByRole('heading', { name: 'Turn on two-step sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up two-step sign-in' })).toHaveAttribute(
      'href',
      '/profile?tab=password',
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(api.calls('listUsers')).toEqual([]);
  });

  it('shows the admin sections to an admin with two-step sign-in', async () => {
    fakeApi({ listUsers: () => ({ items: [], nextCursor: null }) });
    renderWithProviders(<AdminPage />, { user: admin(true), path: '/admin' });

    expect(await screen.findByRole('tablist', { name: 'Admin sections' })).toBeInTheDocument();
    expect(screen.queryByTestId('admin-mfa-required')).not.toBeInTheDocument();
  });

  it('follows the API when it answers MFA_REQUIRED though the session said two-step sign-in was on', async () => {
    fakeApi({
      listUsers: () => {
        throw new ApiRequestError(403, 'Forbidden', '', { code: 'MFA_REQUIRED' });
      },
    });
    renderWithProviders(<AdminPage />, { user: admin(true), path: '/admin' });

    expect(await screen.findByRole('heading', { name: 'Turn on two-step sign-in' })).toBeInTheDocument();
  });

  it('opens the Feedback tab from ?tab=feedback, so a reload stays on it', async () => {
    const api = fakeApi({
      listFeedback: () => ({ items: [], nextCursor: null }),
      countFeedback: () => ({ open: 0, 'in-progress': 0, resolved: 0 }),
    });
    renderWithProviders(<AdminPage />, { user: admin(true), path: '/admin?tab=feedback' });

    expect(await screen.findByRole('tab', { name: 'Feedback' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No feedback yet.')).toBeInTheDocument();
    expect(api.calls('listUsers')).toEqual([]);
  });
});
