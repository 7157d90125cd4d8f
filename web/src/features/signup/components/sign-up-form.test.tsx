import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { PasswordSignInContext } from '../../../lib/session/password-sign-in-context';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import type { PhoneRule } from '../sign-up-form-schema';
import { SignUpForm } from './sign-up-form';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

const TOKEN = 'T'.repeat(43);
const signIn = jest.fn<Promise<void>, [{ email: string; password: string }]>();

function renderForm(kind: 'buyer' | 'seller' = 'buyer', phone: PhoneRule = 'required') {
  const signedIn = { status: 'authenticated', user: makeUser(), validatedAt: Date.now() } as const;
  return renderWithProviders(
    <PasswordSignInContext.Provider value={signIn}>
      <SignUpForm kind={kind} phone={phone} invitationToken={TOKEN} />
    </PasswordSignInContext.Provider>,
    {
      path: `/signup/${kind}`,
      state: { status: 'unauthenticated' },
      session: { refresh: jest.fn().mockResolvedValue(signedIn) },
    },
  );
}

const field = (label: string) => screen.getByLabelText(label);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create account' }));

/** Fills every field validly; an override of null leaves that field alone (it is not on the form). */
async function fillValidForm(overrides: Record<string, string | null> = {}) {
  const values: Record<string, string | null> = {
    Email: 'nia@example.com',
    Password: 'Passw0rd!',
    'Confirm password': 'Passw0rd!',
    'First name': 'Nia',
    'Last name': 'New',
    'Phone number': '202-555-0123',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value === null) continue;
    await userEvent.clear(field(label));
    // Pasted, not typed key by key: the form reads the values, and a whole form typed is slow.
    if (value) await userEvent.paste(value);
  }
}

function apiError(status: number, body: unknown) {
  return new ApiRequestError(status, '', JSON.stringify(body), body);
}

describe('SignUpForm', () => {
  it('shows translated field errors before submit and does not call the server', async () => {
    renderForm();

    await userEvent.type(field('First name'), 'N');
    await userEvent.tab();
    await submit();

    expect(screen.getByText('Use at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(field('Email')).toHaveFocus();
    expect(callRoute).not.toHaveBeenCalled();
  });

  it('ticks the password checklist while typing', async () => {
    renderForm();

    await userEvent.type(field('Password'), 'abcdefgh');

    const checklist = screen.getByTestId('password-checklist');
    expect(checklist.querySelector('[data-met="true"]')).toHaveTextContent('At least 8 characters');
    expect(checklist.querySelectorAll('[data-met="false"]')).toHaveLength(3);
  });

  it('says the passwords do not match', async () => {
    renderForm();

    await userEvent.type(field('Password'), 'Passw0rd!');
    await userEvent.type(field('Confirm password'), 'Passw0rd?');
    await userEvent.tab();

    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
  });

  it.each(['seller', 'buyer'] as const)('requires the phone on the %s form', async (kind) => {
    renderForm(kind);
    await fillValidForm({ 'Phone number': '' });

    await submit();

    expect(screen.getByText('Enter a phone number.')).toBeInTheDocument();
    expect(field('Phone number')).toHaveFocus();
  });

  it('signs up, signs the new user in and opens /verify', async () => {
    jest.mocked(callRoute).mockResolvedValue({
      userId: 'u-new',
      email: 'nia@example.com',
      role: 'buyer',
      emailVerificationRequired: true,
    });
    signIn.mockResolvedValue();
    const { session, currentPath } = renderForm();
    await fillValidForm();

    await submit();

    await waitFor(() => expect(currentPath()).toBe('/verify'));
    expect(jest.mocked(callRoute).mock.calls[0]?.[1]).toEqual({
      body: {
        email: 'nia@example.com',
        password: 'Passw0rd!',
        firstName: 'Nia',
        lastName: 'New',
        invitationToken: TOKEN,
        phoneNumber: '2025550123',
        languagePreference: 'en',
      },
    });
    expect(signIn).toHaveBeenCalledWith({ email: 'nia@example.com', password: 'Passw0rd!' });
    expect(session.refresh).toHaveBeenCalledWith({ afterSignIn: true });
  });

  it('sends sellers to the thank-you page', async () => {
    jest.mocked(callRoute).mockResolvedValue({
      userId: 'u-new',
      email: 'nia@example.com',
      role: 'originator',
      emailVerificationRequired: true,
    });
    signIn.mockResolvedValue();
    const { currentPath } = renderForm('seller');
    await fillValidForm({ 'Phone number': '202-555-0199' });

    await submit();

    await waitFor(() => expect(currentPath()).toBe('/signup/seller/thank-you'));
  });

  it('marks the e-mail as taken and keeps everything typed', async () => {
    jest
      .mocked(callRoute)
      .mockRejectedValue(apiError(409, { code: 'EMAIL_ALREADY_REGISTERED', message: 'x' }));
    renderForm();
    await fillValidForm();

    await submit();

    expect(await screen.findByTestId('sign-up-error')).toHaveTextContent(
      'An account with this e-mail address already exists. Sign in instead',
    );
    expect(field('Email')).toHaveAccessibleDescription('An account with this e-mail address already exists.');
    expect(field('Email')).toHaveValue('nia@example.com');
    expect(field('Password')).toHaveValue('Passw0rd!');
    expect(field('First name')).toHaveValue('Nia');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows the server validation message on its field until the field is changed', async () => {
    jest.mocked(callRoute).mockRejectedValue(
      apiError(400, {
        code: 'VALIDATION_FAILED',
        message: 'x',
        details: [{ path: 'body.phoneNumber', message: 'phoneRequired' }],
      }),
    );
    renderForm('buyer', 'optional');
    await fillValidForm({ 'Phone number': null });

    await submit();

    expect(await screen.findByText('Enter a phone number.')).toBeInTheDocument();
    await userEvent.type(field('Phone number (optional)'), '2');
    expect(screen.queryByText('Enter a phone number.')).not.toBeInTheDocument();
  });

  it('offers the waitlist when the invitation was used meanwhile', async () => {
    jest.mocked(callRoute).mockRejectedValue(apiError(409, { code: 'INVITATION_USED', message: 'x' }));
    renderForm();
    await fillValidForm();

    await submit();

    const alert = await screen.findByTestId('sign-up-error');
    expect(alert).toHaveTextContent('This invitation has already been used');
    expect(screen.getByRole('link', { name: 'Request access to the beta' })).toHaveAttribute(
      'href',
      '/requestAccess',
    );
  });

  it('says Failed to sign up with AWS Cognito on any other failure', async () => {
    jest.mocked(callRoute).mockRejectedValue(apiError(500, { code: 'INTERNAL', message: 'Unknown error' }));
    renderForm();
    await fillValidForm();

    await submit();

    expect(await screen.findByTestId('sign-up-error')).toHaveTextContent(
      'Failed to sign up with AWS Cognito',
    );
  });

  it('sends the user to sign in when the account exists but sign-in failed', async () => {
    jest.mocked(callRoute).mockResolvedValue({
      userId: 'u-new',
      email: 'nia@example.com',
      role: 'buyer',
      emailVerificationRequired: true,
    });
    signIn.mockRejectedValue(new Error('NotAuthorizedException'));
    renderForm();
    await fillValidForm();

    await submit();

    expect(await screen.findByTestId('sign-up-error')).toHaveAttribute(
      'data-failure',
      'signed-up-not-signed-in',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  });
});
