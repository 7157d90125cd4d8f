import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { EmailLinkError, signInWithEmailLink } from '../api/email-link';
import { EmailLinkLanding } from './email-link-landing';

jest.mock('../api/email-link', () => ({
  ...jest.requireActual('../api/email-link'),
  signInWithEmailLink: jest.fn(),
}));

const link = { email: 'bea@example.com', code: 'the-code' };

function renderLanding(onRequestNewLink = jest.fn()) {
  const signedIn = { status: 'authenticated', user: makeUser(), validatedAt: Date.now() } as const;
  const rendered = renderWithProviders(<EmailLinkLanding link={link} onRequestNewLink={onRequestNewLink} />, {
    path: '/auth',
    state: { status: 'unauthenticated' },
    session: { refresh: jest.fn().mockResolvedValue(signedIn) },
  });
  return { ...rendered, onRequestNewLink };
}

describe('EmailLinkLanding', () => {
  it('signs in with the link once, confirms the user with the server and opens the dashboard', async () => {
    jest.mocked(signInWithEmailLink).mockResolvedValue(undefined);

    const { session, currentPath } = renderLanding();

    expect(await screen.findByTestId('current-path')).toBeInTheDocument();
    await screen.findByText('/dashboard');
    expect(currentPath()).toBe('/dashboard');
    expect(signInWithEmailLink).toHaveBeenCalledTimes(1);
    expect(signInWithEmailLink).toHaveBeenCalledWith(link);
    expect(session.refresh).toHaveBeenCalledWith({ afterSignIn: true });
  });

  it('says an invalid or expired link and offers a new one, focusing the message', async () => {
    jest.mocked(signInWithEmailLink).mockRejectedValue(new EmailLinkError('invalid-link'));

    const { onRequestNewLink } = renderLanding();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This sign-in link is invalid or has expired');
    expect(alert).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(onRequestNewLink).toHaveBeenCalledWith('bea@example.com');
  });
});
