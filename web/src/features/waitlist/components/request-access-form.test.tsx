import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { currentToast } from '../../../lib/toast/toast-store';
import { renderWithProviders } from '../../../test/render';
import { RequestAccessForm } from './request-access-form';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

async function fillAndSend(note = '') {
  await userEvent.type(screen.getByLabelText('First name'), 'Wes');
  await userEvent.type(screen.getByLabelText('Last name'), 'Waiting');
  await userEvent.type(screen.getByLabelText('Email'), 'wes@example.com');
  await userEvent.selectOptions(screen.getByLabelText('I want to'), 'originator');
  if (note) await userEvent.type(screen.getByLabelText('Anything we should know? (optional)'), note);
  await userEvent.click(screen.getByRole('button', { name: 'Request access' }));
}

const refusal = (status: number, code: string) => new ApiRequestError(status, '', '', { code, message: 'x' });

describe('RequestAccessForm', () => {
  it('shows field errors before submit and sends nothing', async () => {
    renderWithProviders(<RequestAccessForm />, { path: '/requestAccess' });

    await userEvent.click(screen.getByRole('button', { name: 'Request access' }));

    expect(screen.getAllByText('Enter a name.')).toHaveLength(2);
    expect(screen.getByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(callRoute).not.toHaveBeenCalled();
  });

  it('counts the note characters against the 500 limit', async () => {
    renderWithProviders(<RequestAccessForm />, { path: '/requestAccess' });

    await userEvent.type(screen.getByLabelText('Anything we should know? (optional)'), 'Hello');

    expect(screen.getByText('5 / 500 characters')).toBeInTheDocument();
  });

  it('sends the request and asks the visitor to confirm the address from the e-mail', async () => {
    jest.mocked(callRoute).mockResolvedValue({ status: 'confirmation-sent' });
    renderWithProviders(<RequestAccessForm />, { path: '/requestAccess' });

    await fillAndSend('I flip houses');

    expect(await screen.findByText('Check your e-mail')).toBeInTheDocument();
    expect(jest.mocked(callRoute).mock.calls[0]?.[1]).toEqual({
      body: {
        firstName: 'Wes',
        lastName: 'Waiting',
        email: 'wes@example.com',
        role: 'originator',
        note: 'I flip houses',
      },
    });
  });

  it('answers an address already listed kindly', async () => {
    jest.mocked(callRoute).mockResolvedValue({ status: 'already-listed' });
    renderWithProviders(<RequestAccessForm />, { path: '/requestAccess' });

    await fillAndSend();

    expect(await screen.findByText("You're already on the list")).toBeInTheDocument();
  });

  it('says no more users are allowed when the waitlist is full, keeping the form', async () => {
    jest.mocked(callRoute).mockRejectedValue(refusal(409, 'WAITLIST_FULL'));
    renderWithProviders(<RequestAccessForm />, { path: '/requestAccess' });

    await fillAndSend();

    expect(await screen.findByRole('alert')).toHaveTextContent('No more users are allowed');
    expect(screen.getByLabelText('Email')).toHaveValue('wes@example.com');
  });

  it('raises the Request Failed toast on any other failure', async () => {
    jest.mocked(callRoute).mockRejectedValue(refusal(500, 'INTERNAL'));
    renderWithProviders(<RequestAccessForm />, { path: '/requestAccess' });

    await fillAndSend();

    await screen.findByRole('button', { name: 'Request access' });
    expect(currentToast()).toMatchObject({
      title: 'toasts.waitlistFailed.title',
      description: 'toasts.waitlistFailed.description',
    });
  });
});
