import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '#shared/users/roles';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { fakeApi, type FakeRoute } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { buyerDealPageRoutes, makeDealDetail } from '../test/deal-fixtures';
import { DealDetailView } from './deal-detail-page';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

/** The listing of a seller with (or without) a booking link, and the call request answer. */
function mockApi(options: { bookingLink?: string | null; send?: FakeRoute<'requestCall'> } = {}) {
  const detail = makeDealDetail();
  return fakeApi({
    ...buyerDealPageRoutes(),
    getDeal: () => ({
      ...detail,
      seller: { ...detail.seller, callBookingLink: options.bookingLink ?? null },
    }),
    requestCall: (input) => (options.send ? options.send(input) : { dealId: 'deal-1', sentAt: 'now' }),
  });
}

const renderAs = (roles: Role[]) =>
  renderWithProviders(<DealDetailView dealId="deal-1" />, { user: makeUser({ roles }) });

async function openDialog() {
  const user = userEvent.setup();
  renderAs(['buyer']);
  await user.click(await screen.findByRole('button', { name: 'Request a call' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Request a call' }) };
}

describe('Request a call', () => {
  it('sends the preferred times and message, then says the seller has the contact', async () => {
    // Prepare
    const api = mockApi();
    const { user, dialog } = await openDialog();

    // Act
    await user.click(within(dialog).getByLabelText('Best times to call (optional)'));
    await user.paste('Weekday mornings');
    await user.click(within(dialog).getByLabelText('Message to the seller (optional)'));
    await user.paste('Is the roof new?');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    // Assess
    expect(await screen.findByTestId('call-request-sent')).toHaveTextContent('Your request was sent.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('requestCall')).toEqual([
      {
        params: { dealId: 'deal-1' },
        body: { preferredTimes: 'Weekday mornings', message: 'Is the roof new?' },
      },
    ]);
  });

  it('sends an empty request as an empty body: both fields are optional', async () => {
    const api = mockApi();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await screen.findByTestId('call-request-sent');
    expect(api.calls('requestCall')[0]?.body).toEqual({});
  });

  it('refuses a control or bidi character in the form and sends nothing', async () => {
    // Prepare
    const api = mockApi();
    const { user, dialog } = await openDialog();
    const times = within(dialog).getByLabelText('Best times to call (optional)');
    await user.type(times, 'noon\u202E');

    // Act
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    // Assess
    expect(times).toHaveAccessibleDescription(
      expect.stringMatching(/^Remove invisible or control characters/),
    );
    expect(times).toHaveFocus();
    expect(api.calls('requestCall')).toHaveLength(0);
  });

  it("explains the day's second request (409) in the buyer's words and keeps the dialog", async () => {
    // Prepare
    mockApi({
      send: () => {
        throw new ApiRequestError(409, 'Conflict', '', {
          code: 'CALL_ALREADY_REQUESTED',
          message: 'already',
        });
      },
    });
    const { user, dialog } = await openDialog();

    // Act
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    // Assess
    expect(await within(dialog).findByTestId('call-request-error')).toHaveTextContent(
      'Your request was not sent. You already asked this seller for a call about this listing today.',
    );
  });

  it('is offered to buyers only, and only when the seller has no booking link', async () => {
    mockApi({ bookingLink: 'https://schedule.example.com/sam' });
    const { unmount } = renderAs(['buyer']);
    expect(await screen.findByRole('link', { name: /Schedule a call/ })).toHaveAttribute(
      'href',
      'https://schedule.example.com/sam',
    );
    expect(screen.queryByRole('button', { name: 'Request a call' })).not.toBeInTheDocument();
    unmount();

    mockApi();
    renderAs(['originator']);
    expect(await screen.findByRole('button', { name: 'Make offer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a call' })).not.toBeInTheDocument();
  });
});
