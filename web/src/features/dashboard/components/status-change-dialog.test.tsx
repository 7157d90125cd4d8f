import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleDeal } from '#shared/deals/deal-samples';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { currentToast } from '../../../lib/toast/toast-store';
import { fakeApi, type FakeApi, type FakeRoute } from '../../../test/fake-api';
import { makeHistoryEntry, makeMyDeal } from '../../../test/my-deals';
import { renderWithProviders } from '../../../test/render';
import { StatusChangeDialog } from './status-change-dialog';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

const HISTORY = [
  makeHistoryEntry({ status: 'active', at: '2026-03-01T12:00:00.000Z', source: 'system' }),
  makeHistoryEntry({
    status: 'pending',
    at: '2026-03-05T12:00:00.000Z',
    source: 'offPlatform',
    comments: 'Buyer found at an open house',
  }),
];

let api: FakeApi;

/** Answers the history and the status change like the API; `change` decides the latter. */
function mockApi(change: FakeRoute<'changeDealStatus'> = ({ body }) => sampleDeal({ status: body!.to })) {
  api = fakeApi({ listDealStatusHistory: () => ({ items: HISTORY }), changeDealStatus: change });
}

const changeCalls = () => api.calls('changeDealStatus');

function renderDialog(status: 'active' | 'pending' | 'sold' = 'active') {
  const onClose = jest.fn();
  renderWithProviders(<StatusChangeDialog deal={makeMyDeal({ status })} onClose={onClose} />, {
    path: '/dashboard',
  });
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Change listing status' }) };
}

describe('StatusChangeDialog', () => {
  beforeEach(() => jest.mocked(callRoute).mockReset());

  it('offers only the statuses the transition table allows, without deleted', () => {
    mockApi();
    const { dialog } = renderDialog('active');

    const choices = within(within(dialog).getByRole('group', { name: 'New status' })).getAllByRole('radio');

    expect(choices.map((choice) => (choice as HTMLInputElement).value)).toEqual([
      'pending',
      'sold',
      'canceled',
    ]);
  });

  it('requires a cancel reason to cancel, and sends nothing without one', async () => {
    mockApi();
    renderDialog('active');

    await userEvent.click(screen.getByRole('radio', { name: 'Canceled' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update status' }));

    expect(screen.getByText('Cancel reason required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Cancel reason' })).toHaveAttribute('aria-invalid', 'true');
    expect(changeCalls()).toHaveLength(0);
  });

  it('shows every missing answer of a cancel at once, not one per try', async () => {
    mockApi();
    renderDialog('active');

    await userEvent.click(screen.getByRole('radio', { name: 'Canceled' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update status' }));

    expect(screen.getByText('Answer whether this happened through the platform.')).toBeInTheDocument();
    expect(screen.getByText('Cancel reason required')).toBeInTheDocument();
    expect(changeCalls()).toHaveLength(0);
  });

  it('names its dismiss button Keep current status, so it cannot be mistaken for the Canceled choice', async () => {
    mockApi();
    const { dialog, onClose } = renderDialog('active');

    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep current status' }));

    expect(onClose).toHaveBeenCalled();
  });

  it('requires the through-the-platform answer and a new status', async () => {
    mockApi();
    renderDialog('active');

    await userEvent.click(screen.getByRole('button', { name: 'Update status' }));

    expect(screen.getByText('Choose the new status.')).toBeInTheDocument();
    expect(screen.getByText('Answer whether this happened through the platform.')).toBeInTheDocument();
    expect(changeCalls()).toHaveLength(0);
  });

  it('sends the change with the reason, closes and says so', async () => {
    mockApi();
    const { onClose } = renderDialog('active');

    await userEvent.click(screen.getByRole('radio', { name: 'Canceled' }));
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Cancel reason' }), '  Seller changed plans ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Comments (optional)' }), 'Told the buyers');
    await userEvent.click(screen.getByRole('button', { name: 'Update status' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(changeCalls()[0]).toMatchObject({
      params: { dealId: 'deal-1' },
      body: {
        to: 'canceled',
        throughPlatform: false,
        cancelReason: 'Seller changed plans',
        comments: 'Told the buyers',
      },
    });
    expect(currentToast()).toMatchObject({ variant: 'success', title: 'toasts.dealStatusChanged.title' });
  });

  it('says "This status change is not allowed" when the server refuses it (409)', async () => {
    const refusal = { code: 'STATUS_CHANGE_NOT_ALLOWED', message: 'This status change is not allowed' };
    mockApi(async () => {
      throw new ApiRequestError(409, 'Conflict', JSON.stringify(refusal), refusal);
    });
    const { onClose } = renderDialog('active');

    await userEvent.click(screen.getByRole('radio', { name: 'Pending' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update status' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This status change is not allowed');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks to confirm closing the open offers in a dialog, and sends the confirmed change', async () => {
    const refusal = {
      code: 'OPEN_OFFERS_TO_CLOSE',
      message: 'This change closes open offers on the listing. Confirm it to go on.',
      related: { dealId: 'deal-1', openOffers: 2, acceptedOffer: true },
    };
    mockApi(async ({ body }) => {
      if (!body!.confirmCloseOffers)
        throw new ApiRequestError(409, 'Conflict', JSON.stringify(refusal), refusal);
      return sampleDeal({ status: body!.to });
    });
    const { onClose } = renderDialog('pending');

    await userEvent.click(screen.getByRole('radio', { name: 'Canceled' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Cancel reason' }), 'Seller kept it');
    await userEvent.click(screen.getByRole('button', { name: 'Update status' }));

    const confirm = await screen.findByRole('dialog', { name: 'Close the open offers?' });
    expect(confirm).toHaveTextContent('closes 2 open offers');
    expect(confirm).toHaveTextContent('closes the offer you accepted');
    expect(confirm).toHaveTextContent('tells their buyers by e-mail and in the app');
    expect(within(confirm).getByRole('button', { name: 'Go back' })).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(within(confirm).getByRole('button', { name: 'Close offers and continue' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(changeCalls().map((call) => call.body?.confirmCloseOffers)).toEqual([undefined, true]);
    expect(changeCalls()[1]!.body).toMatchObject({ to: 'canceled', cancelReason: 'Seller kept it' });
  });

  it('says "Failed to update listing status" on any other failure', async () => {
    mockApi(async () => {
      throw new ApiRequestError(500, 'Internal Server Error', '{}', {});
    });
    renderDialog('active');

    await userEvent.click(screen.getByRole('radio', { name: 'Sold' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update status' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update listing status');
  });

  it('lists the history newest first with status, date, source and comments', async () => {
    mockApi();
    renderDialog('pending');

    const entries = await screen.findAllByTestId('status-history-entry');

    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Pending');
    expect(entries[0]).toHaveTextContent('Mar 5, 2026');
    expect(entries[0]).toHaveTextContent('Off platform');
    expect(entries[0]).toHaveTextContent('Buyer found at an open house');
    expect(entries[1]).toHaveTextContent('Active');
    expect(entries[1]).toHaveTextContent('System');
  });

  it('explains that a sold listing can no longer change, and still shows its history', async () => {
    mockApi();
    renderDialog('sold');

    expect(screen.getByTestId('status-dialog-terminal')).toHaveTextContent('This listing is Sold');
    expect(screen.queryByRole('button', { name: 'Update status' })).not.toBeInTheDocument();
    expect(await screen.findAllByTestId('status-history-entry')).toHaveLength(2);
  });
});
