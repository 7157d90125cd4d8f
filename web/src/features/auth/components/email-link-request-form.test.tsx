import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { EmailLinkError, requestSignInLink } from '../api/email-link';
import { EmailLinkRequestForm } from './email-link-request-form';

jest.mock('../api/email-link', () => ({
  ...jest.requireActual('../api/email-link'),
  requestSignInLink: jest.fn(),
}));

const emailField = () => screen.getByLabelText('Email');
const submit = () => screen.getByRole('button', { name: 'E-mail me a sign-in link' });

describe('EmailLinkRequestForm', () => {
  it('refuses an invalid address before sending, with the error wired to the field', async () => {
    renderWithProviders(<EmailLinkRequestForm />, { path: '/auth' });

    await userEvent.type(emailField(), 'not-an-address');
    await userEvent.click(submit());

    expect(emailField()).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    expect(emailField()).toHaveFocus();
    expect(requestSignInLink).not.toHaveBeenCalled();
  });

  it('asks for the link and says to check the e-mail, focusing that message', async () => {
    jest.mocked(requestSignInLink).mockResolvedValue(undefined);
    renderWithProviders(<EmailLinkRequestForm initialEmail="Bea@Example.com" />, { path: '/auth' });

    await userEvent.click(submit());

    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toHaveFocus();
    expect(screen.getByTestId('email-link-sent')).toHaveTextContent('bea@example.com');
    expect(requestSignInLink).toHaveBeenCalledWith('bea@example.com', 'en');
  });

  it('says when there were too many requests', async () => {
    jest.mocked(requestSignInLink).mockRejectedValue(new EmailLinkError('rate-limited'));
    renderWithProviders(<EmailLinkRequestForm initialEmail="bea@example.com" />, { path: '/auth' });

    await userEvent.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
  });
});
