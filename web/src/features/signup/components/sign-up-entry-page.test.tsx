import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { renderWithProviders } from '../../../test/render';
import SignUpEntryPage from './sign-up-entry-page';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

const TOKEN = 'k'.repeat(43);

function answer(valid: boolean, status: string, role: string | null) {
  return { valid, status, role, expiresAt: '2026-06-01T00:00:00.000Z' };
}

describe('SignUpEntryPage', () => {
  it('explains the invitation-only beta without a token, with the waitlist link', () => {
    renderWithProviders(<SignUpEntryPage />, { path: '/signup' });

    expect(screen.getByRole('heading', { name: 'Join the Dealflow beta' })).toBeInTheDocument();
    expect(screen.getByText('You need an invitation to sign up')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request access to the beta' })).toHaveAttribute(
      'href',
      '/requestAccess',
    );
    expect(callRoute).not.toHaveBeenCalled();
  });

  it.each([
    ['originator', '/signup/seller'],
    ['buyer', '/signup/buyer'],
    ['owner', '/signup/buyer'],
  ])('opens the right form for a valid %s invitation', async (role, page) => {
    jest.mocked(callRoute).mockResolvedValue(answer(true, 'pending', role));
    const { currentPath } = renderWithProviders(<SignUpEntryPage />, { path: `/signup?invitation=${TOKEN}` });

    await waitFor(() => expect(currentPath()).toBe(page));
    expect(jest.mocked(callRoute).mock.calls[0]?.[1]).toMatchObject({ params: { token: TOKEN } });
  });

  it.each([
    ['used', 'This invitation has already been used'],
    ['expired', 'This invitation has expired'],
    ['unknown', 'Failed to validate invitation token'],
  ])('says a %s invitation cannot be used', async (status, title) => {
    jest.mocked(callRoute).mockResolvedValue(answer(false, status, null));
    renderWithProviders(<SignUpEntryPage />, { path: `/signup?invitation=${TOKEN}` });

    expect(await screen.findByRole('alert')).toHaveTextContent(title);
  });

  it('reads an INVITATION_EXPIRED refusal as an expired invitation', async () => {
    const body = { code: 'INVITATION_EXPIRED', message: 'x' };
    jest.mocked(callRoute).mockRejectedValue(new ApiRequestError(410, '', '', body));
    renderWithProviders(<SignUpEntryPage />, { path: `/signup?invitation=${TOKEN}` });

    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has expired');
  });

  it('takes a pasted link and checks its token', async () => {
    jest.mocked(callRoute).mockResolvedValue(answer(true, 'pending', 'buyer'));
    const { currentPath } = renderWithProviders(<SignUpEntryPage />, { path: '/signup' });

    await userEvent.type(
      screen.getByLabelText('Invitation link or token'),
      `https://dealflow.example/signup?invitation=${TOKEN}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(currentPath()).toBe('/signup/buyer'));
  });

  it('refuses pasted text that is not a link or token, without asking the server', async () => {
    renderWithProviders(<SignUpEntryPage />, { path: '/signup' });

    await userEvent.type(screen.getByLabelText('Invitation link or token'), 'hello');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByLabelText('Invitation link or token')).toHaveAccessibleDescription(
      'This is not an invitation link or token. Check that you copied all of it.',
    );
    expect(callRoute).not.toHaveBeenCalled();
  });
});
