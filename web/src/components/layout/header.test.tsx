import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '#shared/users/roles';
import { renderWithProviders } from '../../test/render';
import { makeUser } from '../../test/users';
import { Header } from './header';

function renderHeader(roles: Role[] | null, path = '/') {
  const user = roles ? makeUser({ roles, firstName: 'Sam', lastName: 'Seller' }) : null;
  return renderWithProviders(<Header />, { user, path });
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Header', () => {
  it('links the logo home', () => {
    renderHeader(null);

    expect(screen.getByRole('link', { name: 'Dealflow home' })).toHaveAttribute('href', '/');
  });

  it('shows a visitor the language selector, Login and Sign up', () => {
    renderHeader(null);

    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('shows nothing account-related while the session loads', () => {
    renderWithProviders(<Header />, { state: { status: 'loading' } });

    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('shows a buyer only Listings', () => {
    renderHeader(['buyer']);

    const links = within(mainNav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Listings']);
  });

  it.each<[Role[]]>([[['originator']], [['owner']], [['admin']], [['buyer', 'originator']]])(
    'shows Dashboard, Listings, Buyers and Owners Club to %p',
    (roles) => {
      renderHeader(roles);

      const links = within(mainNav()).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Dashboard', '/dashboard'],
        ['Listings', '/deals'],
        ['Buyers', '/buyers'],
        ['Owners Club', '/owners'],
      ]);
    },
  );

  it.each(['/deals', '/deals/abc', '/listings'])('highlights Listings on %s', (path) => {
    renderHeader(['originator'], path);

    expect(within(mainNav()).getByRole('link', { name: 'Listings' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it.each(['/dashboard', '/deals/new'])('highlights Dashboard, not Listings, on %s', (path) => {
    renderHeader(['owner'], path);

    expect(within(mainNav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(mainNav()).getByRole('link', { name: 'Listings' })).not.toHaveAttribute('aria-current');
  });

  describe('user dropdown', () => {
    it('shows the full name, Profile and Sign out, without Admin panel for a non-admin', async () => {
      renderHeader(['originator']);

      await userEvent.click(screen.getByRole('button', { name: /Sam Seller/ }));

      const menu = screen.getByRole('menu');
      expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
      expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
      expect(within(menu).queryByRole('menuitem', { name: 'Admin panel' })).not.toBeInTheDocument();
      // Training is for buyers only (docs/training.md).
      expect(within(menu).queryByRole('menuitem', { name: 'Training' })).not.toBeInTheDocument();
    });

    it.each<Role[]>([['buyer'], ['originator', 'buyer']])('offers Training to %p', async (...roles) => {
      renderHeader(roles);

      await userEvent.click(screen.getByRole('button', { name: /Sam Seller/ }));

      expect(screen.getByRole('menuitem', { name: 'Training' })).toHaveAttribute('href', '/training');
    });

    it('offers the Admin panel to an admin', async () => {
      renderHeader(['admin']);

      await userEvent.click(screen.getByRole('button', { name: /Sam Seller/ }));

      expect(screen.getByRole('menuitem', { name: 'Admin panel' })).toHaveAttribute('href', '/admin');
    });

    it('moves focus into the menu, closes on Escape and returns focus to the button', async () => {
      renderHeader(['buyer']);
      const trigger = screen.getByRole('button', { name: /Sam Seller/ });

      await userEvent.click(trigger);
      expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      expect(screen.getByRole('menuitem', { name: 'Training' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');

      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(trigger).toHaveFocus();
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });

    it('signs out from the menu and goes home', async () => {
      const { session, currentPath } = renderHeader(['buyer'], '/dashboard');

      await userEvent.click(screen.getByRole('button', { name: /Sam Seller/ }));
      await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));

      expect(session.signOut).toHaveBeenCalled();
      expect(currentPath()).toBe('/');
    });
  });

  describe('small-screen menu', () => {
    it('is a button labelled with the first name', () => {
      renderHeader(['buyer']);

      expect(screen.getByTestId('mobile-menu-button')).toHaveAccessibleName('Sam');
    });

    it('opens a panel with the same links plus Profile and Sign out', async () => {
      renderHeader(['originator']);
      const button = screen.getByTestId('mobile-menu-button');
      expect(screen.getByTestId('mobile-menu-panel')).not.toBeVisible();

      await userEvent.click(button);

      const panel = screen.getByRole('navigation', { name: 'Menu' });
      expect(panel).toBeVisible();
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(
        within(panel)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Dashboard', 'Listings', 'Buyers', 'Owners Club', 'Profile']);
      expect(within(panel).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    });

    it('gives a buyer Listings, Profile, Training and Sign out only', async () => {
      renderHeader(['buyer'], '/training/cash-deals');

      await userEvent.click(screen.getByTestId('mobile-menu-button'));

      const panel = screen.getByRole('navigation', { name: 'Menu' });
      expect(
        within(panel)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Listings', 'Profile', 'Training']);
      expect(within(panel).getByRole('link', { name: 'Training' })).toHaveAttribute('aria-current', 'page');
    });

    it('closes on Escape and returns focus to the button', async () => {
      renderHeader(['buyer']);
      const button = screen.getByTestId('mobile-menu-button');

      await userEvent.click(button);
      await userEvent.keyboard('{Escape}');

      expect(screen.getByTestId('mobile-menu-panel')).not.toBeVisible();
      expect(button).toHaveFocus();
    });
  });
});
