import { waitFor } from '@testing-library/react';
import { paths } from '../lib/paths/paths';
import { currentToast, dismissToast } from '../lib/toast/toast-store';
import { renderWithProviders } from '../test/render';
import { makeUser } from '../test/users';
import { ProfileCompletionGuard } from './profile-completion-guard';

jest.mock('../lib/api/app-api-client', () => ({ callRoute: jest.fn().mockResolvedValue({ items: [] }) }));

beforeEach(() => {
  const shown = currentToast();
  if (shown) dismissToast(shown.id);
});

describe('ProfileCompletionGuard', () => {
  it('sends a buyer without preferences from the dashboard to the preferences tab with the toast', async () => {
    // Act
    const { currentPath } = renderWithProviders(<ProfileCompletionGuard />, {
      user: makeUser({ roles: ['buyer'], phoneNumber: '+12025550101' }),
      path: '/dashboard',
    });

    // Assess
    await waitFor(() => expect(currentPath()).toBe('/profile'));
    await waitFor(() => expect(currentToast()?.title).toBe('profile:toasts.completeProfile.title'));
  });

  it('sends a user without a phone to the plain profile tab', async () => {
    const { currentPath } = renderWithProviders(<ProfileCompletionGuard />, {
      user: makeUser({ roles: ['owner'], phoneNumber: null }),
      path: '/dashboard',
    });
    await waitFor(() => expect(currentPath()).toBe('/profile'));
  });

  it.each([
    [
      'a complete owner on the dashboard',
      makeUser({
        roles: ['owner'],
        phoneNumber: '+12025550101',
        buyBox: {
          type: 'cash',
          zipCodes: [],
          propertyTypes: [],
          minPrice: null,
          maxPrice: null,
          minBedrooms: null,
          notes: '',
        },
      }),
      '/dashboard',
    ],
    ['an admin with nothing filled in', makeUser({ roles: ['admin'], phoneNumber: null }), '/dashboard'],
    ['an incomplete buyer on an exempt page', makeUser({ roles: ['buyer'], phoneNumber: null }), '/terms'],
    [
      'an incomplete buyer on the feedback page',
      makeUser({ roles: ['buyer'], phoneNumber: null }),
      paths.feedback,
    ],
  ])('leaves %s alone', (_, user, path) => {
    // Act
    const { currentPath } = renderWithProviders(<ProfileCompletionGuard />, { user, path });

    // Assess
    expect(currentPath()).toBe(path);
    expect(currentToast()).toBeNull();
  });
});
