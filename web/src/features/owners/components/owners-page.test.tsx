import { screen } from '@testing-library/react';
import type { Role } from '#shared/users/roles';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import OwnersPage from './owners-page';

const sections = () => <p>Team section</p>;

describe('OwnersPage', () => {
  it.each<Role>(['originator', 'owner', 'admin'])('shows the Owners Club to a %s', (role) => {
    renderWithProviders(<OwnersPage sections={sections} />, {
      path: '/owners',
      user: makeUser({ roles: [role] }),
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Owners Club' })).toBeInTheDocument();
    expect(screen.getByText('Team section')).toBeInTheDocument();
    expect(document.title).toBe('Owners Club · Dealflow');
  });

  it('sends a buyer to /unauthorized', () => {
    const { currentPath } = renderWithProviders(<OwnersPage sections={sections} />, {
      path: '/owners',
      user: makeUser({ roles: ['buyer'] }),
    });

    expect(currentPath()).toBe('/unauthorized');
  });
});
