import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { SessionState } from '../../../lib/session/session-context';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { confirmTotpCode, SignInError, signInWithPassword } from '../api/sign-in';
import { SignInFormView } from './sign-in-form';

jest.mock('../api/sign-in', () => ({
  ...jest.requireActual('../api/sign-in'),
  signInWithPassword: jest.fn(),
  confirmTotpCode: jest.fn(),
}));

function renderForm(
  afterSignIn: SessionState = { status: 'authenticated', user: makeUser(), validatedAt: Date.now() },
) {
  return renderWithProviders(<SignInFormView />, {
    path: '/auth',
    state: { status: 'unauthenticated' },
    session: { refresh: jest.fn().mockResolvedValue(afterSignIn) },
  });
}

const emailField = () => screen.getByLabelText('Email');
const passwordField = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Sign in' });

describe('SignInFormView', () => {
  it('shows a translated e-mail error as soon as the field is left, before any submit', async () => {
    renderForm();

    await userEvent.type(emailField(), 'not-an-email');
    await userEvent.tab();

    expect(screen.getByText('Enter a valid e-mail address, like name@example.com.')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
  });

  it('asks for a password of at least six characters', async () => {
    renderForm();

    await userEvent.type(passwordField(), '12345');
    await userEvent.tab();

    expect(screen.getByText('Your password has at least 6 characters.')).toBeInTheDocument();
  });

  it('does not sign in with invalid fields and focuses the first one', async () => {
    renderForm();

    await userEvent.click(submit());

    expect(screen.getByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(emailField()).toHaveFocus();
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('shows errors in Spanish when the interface is in Spanish', async () => {
    await i18next.changeLanguage('es');
    try {
      renderForm();

      await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

      expect(screen.getByText('Introduce tu correo electrónico.')).toBeInTheDocument();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('signs in with the trimmed e-mail, confirms the session and opens the dashboard', async () => {
    jest.mocked(signInWithPassword).mockResolvedValue('signed-in');
    const { session, currentPath } = renderForm();

    await userEvent.type(emailField(), '  bea@example.com ');
    await userEvent.type(passwordField(), 'Passw0rd!');
    await userEvent.click(submit());

    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(signInWithPassword).toHaveBeenCalledWith({ email: 'bea@example.com', password: 'Passw0rd!' });
    expect(session.refresh).toHaveBeenCalledWith({ afterSignIn: true, formShowsDeactivation: true });
  });

  it.each([
    ['invalid-credentials', 'The e-mail address or password is incorrect.'],
    ['not-configured', 'Authentication not properly configured. Please try again later or contact support.'],
    [
      'network',
      'Network error: we could not reach the sign-in service. Check your connection and try again.',
    ],
  ] as const)('says Failed to sign in and why for %s', async (failure, message) => {
    jest.mocked(signInWithPassword).mockRejectedValue(new SignInError(failure));
    renderForm();

    await userEvent.type(emailField(), 'bea@example.com');
    await userEvent.type(passwordField(), 'wrong-password');
    await userEvent.click(submit());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to sign in');
    expect(alert).toHaveTextContent(message);
  });

  it('tells a deactivated account so, and whom to contact, instead of a failed load', async () => {
    jest.mocked(signInWithPassword).mockResolvedValue('signed-in');
    const { currentPath } = renderForm({ status: 'unauthenticated', reason: 'deactivated' });

    await userEvent.type(emailField(), 'gone@example.com');
    await userEvent.type(passwordField(), 'Passw0rd!');
    await userEvent.click(submit());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your account has been deactivated. Contact your Dealflow administrator to have it reactivated.',
    );
    expect(alert).not.toHaveTextContent('could not load your account');
    expect(currentPath()).toBe('/auth');
  });

  describe('two-step sign-in (docs/requirements.md#r6-7-mfa)', () => {
    const signInUntilTotp = async () => {
      jest.mocked(signInWithPassword).mockResolvedValue('totp-required');
      const rendered = renderForm();
      await userEvent.type(emailField(), 'ada@example.com');
      await userEvent.type(passwordField(), 'Passw0rd!');
      await userEvent.click(submit());
      return rendered;
    };
    const codeField = () => screen.getByLabelText('Authentication code');

    it('asks for the authenticator code after the password, focused, without opening the dashboard yet', async () => {
      const { session, currentPath } = await signInUntilTotp();

      expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
      expect(codeField()).toHaveFocus();
      expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
      expect(session.refresh).not.toHaveBeenCalled();
      expect(currentPath()).toBe('/auth');
    });

    it('refuses a code that is not 6 digits, then signs in with the typed code and opens the dashboard', async () => {
      jest.mocked(confirmTotpCode).mockResolvedValue();
      const { session, currentPath } = await signInUntilTotp();

      await userEvent.type(await screen.findByLabelText('Authentication code'), '12345');
      await userEvent.click(screen.getByRole('button', { name: 'Verify code' }));
      expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
      expect(confirmTotpCode).not.toHaveBeenCalled();

      await userEvent.type(codeField(), '6');
      await userEvent.click(screen.getByRole('button', { name: 'Verify code' }));

      await waitFor(() => expect(currentPath()).toBe('/dashboard'));
      expect(confirmTotpCode).toHaveBeenCalledWith('123456');
      expect(session.refresh).toHaveBeenCalledWith({ afterSignIn: true, formShowsDeactivation: true });
    });

    it('says a refused code ends the attempt and goes back to the password form', async () => {
      jest.mocked(confirmTotpCode).mockRejectedValue(new SignInError('totp-mismatch'));
      await signInUntilTotp();

      await userEvent.type(await screen.findByLabelText('Authentication code'), '000000');
      await userEvent.click(screen.getByRole('button', { name: 'Verify code' }));

      expect(await screen.findByTestId('sign-in-totp-error')).toHaveTextContent(
        'That code is not right. Sign in again and enter the code your app shows now.',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
      expect(submit()).toBeInTheDocument();
    });
  });
});
