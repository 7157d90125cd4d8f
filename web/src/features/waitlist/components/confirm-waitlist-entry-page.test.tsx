import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WAITLIST_CONFIRM_PAGE } from '#shared/waitlist/waitlist';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { paths } from '../../../lib/paths/paths';
import { renderWithProviders } from '../../../test/render';
import ConfirmWaitlistEntryPage from './confirm-waitlist-entry-page';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

const ENTRY = '01JAAAAAAAAAAAAAAAAAAAAAAA';
const TOKEN = 'A'.repeat(43);
const link = (entry = ENTRY, token = TOKEN) => `${paths.confirmWaitlistEntry}?entry=${entry}&token=${token}`;
const refusal = (status: number, code: string) => new ApiRequestError(status, '', '', { code, message: 'x' });

describe('ConfirmWaitlistEntryPage', () => {
  it('is the page the server links to', () => {
    expect(paths.confirmWaitlistEntry).toBe(WAITLIST_CONFIRM_PAGE);
  });

  it('confirms the entry once as the page opens and says the visitor is on the list', async () => {
    jest.mocked(callRoute).mockResolvedValue({ status: 'confirmed' });
    renderWithProviders(<ConfirmWaitlistEntryPage />, { path: link() });

    expect(await screen.findByText("You're on the list")).toBeInTheDocument();
    expect(callRoute).toHaveBeenCalledTimes(1);
    expect(jest.mocked(callRoute).mock.calls[0]?.[1]).toEqual({ body: { entryId: ENTRY, token: TOKEN } });
  });

  it('says a wrong or expired link does not work, and offers to ask again', async () => {
    jest.mocked(callRoute).mockRejectedValue(refusal(400, 'LINK_INVALID'));
    renderWithProviders(<ConfirmWaitlistEntryPage />, { path: link() });

    expect(await screen.findByRole('alert')).toHaveTextContent('This link does not work');
    expect(screen.getByRole('link', { name: 'Ask for access again' })).toHaveAttribute(
      'href',
      paths.requestAccess,
    );
  });

  it('sends nothing for a malformed link', async () => {
    renderWithProviders(<ConfirmWaitlistEntryPage />, { path: link('nope', 'short') });

    expect(await screen.findByRole('alert')).toHaveTextContent('This link does not work');
    expect(callRoute).not.toHaveBeenCalled();
  });

  it('says when the list is full', async () => {
    jest.mocked(callRoute).mockRejectedValue(refusal(409, 'WAITLIST_FULL'));
    renderWithProviders(<ConfirmWaitlistEntryPage />, { path: link() });

    expect(await screen.findByRole('alert')).toHaveTextContent('The waitlist is full');
  });

  it('offers to try again after a failure it cannot explain', async () => {
    jest
      .mocked(callRoute)
      .mockRejectedValueOnce(refusal(500, 'INTERNAL'))
      .mockResolvedValue({ status: 'confirmed' });
    renderWithProviders(<ConfirmWaitlistEntryPage />, { path: link() });

    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(await screen.findByText("You're on the list")).toBeInTheDocument();
  });
});
