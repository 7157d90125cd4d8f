import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { makeUser } from '../../test/users';
import { EmailVerificationReminder } from './email-verification-reminder';

describe('EmailVerificationReminder', () => {
  it('tells a user with an unverified address why, and links to the verification page', () => {
    renderWithProviders(<EmailVerificationReminder />, {
      user: makeUser({ emailVerified: false, email: 'new@example.com' }),
      path: '/deals',
    });

    const reminder = screen.getByTestId('email-verification-reminder');
    expect(reminder).toHaveTextContent('Verify your e-mail address');
    expect(reminder).toHaveTextContent('new@example.com');
    expect(screen.getByRole('link', { name: 'Verify my e-mail address' })).toHaveAttribute('href', '/verify');
  });

  it('does not link to the page it is on', () => {
    renderWithProviders(<EmailVerificationReminder />, {
      user: makeUser({ emailVerified: false }),
      path: '/verify',
    });

    expect(screen.getByTestId('email-verification-reminder')).toHaveTextContent('Verify your e-mail address');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says nothing once the address is verified, or to a visitor', () => {
    const { unmount } = renderWithProviders(<EmailVerificationReminder />, { user: makeUser() });
    expect(screen.queryByTestId('email-verification-reminder')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<EmailVerificationReminder />, { user: null });
    expect(screen.queryByTestId('email-verification-reminder')).not.toBeInTheDocument();
  });
});
