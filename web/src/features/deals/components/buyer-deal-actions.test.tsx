import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, localCalendarDay } from '#shared/offers/calendar-day';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { fakeApi, type FakeRoute } from '../../../test/fake-api';
import { makeOffer } from '../../../test/offers';
import { makeDealDetail, renderDeals } from '../test/deal-fixtures';
import { DealDetailView } from './deal-detail-page';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

/** Answers the listing (then `refresh` for later reads), and the offer and interest calls. */
function mockApi(options: { refresh?: FakeRoute<'getDeal'>; submit?: FakeRoute<'submitOffer'> } = {}) {
  let listingReads = 0;
  return fakeApi({
    getDeal: (input) => {
      listingReads += 1;
      if (listingReads > 1 && options.refresh) return options.refresh(input);
      return makeDealDetail({ dealCategory: 'cash', interestCount: 2 });
    },
    submitOffer: (input) => (options.submit ? options.submit(input) : makeOffer('offer-1')),
    expressInterest: () => ({ dealId: 'deal-1', interested: true, interestCount: 3 }),
    withdrawInterest: () => ({ dealId: 'deal-1', interested: false, interestCount: 2 }),
  });
}

const today = () => localCalendarDay(new Date());

async function openOfferForm() {
  const user = userEvent.setup();
  renderDeals(<DealDetailView dealId="deal-1" />);
  await user.click(await screen.findByRole('button', { name: 'Make offer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Make an offer' });
  return { user, dialog };
}

describe('expressing interest', () => {
  it('toggles the interest and shows the count the API answers', async () => {
    // Prepare
    mockApi();
    const user = userEvent.setup();
    renderDeals(<DealDetailView dealId="deal-1" />);
    expect(await screen.findByTestId('interest-count')).toHaveTextContent('2 buyers interested');

    // Act
    await user.click(screen.getByRole('button', { name: 'Express interest' }));

    // Assess
    const pressed = await screen.findByRole('button', { name: /Interested/ });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('interest-count')).toHaveTextContent('3 buyers interested');
    await user.click(pressed);
    expect(await screen.findByRole('button', { name: 'Express interest' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe('the offer form', () => {
  it('suggests a close date 30 days out and the listing category as the offer type', async () => {
    mockApi();
    const { dialog } = await openOfferForm();
    expect(within(dialog).getByLabelText('Estimated close of escrow')).toHaveValue(addDays(today(), 30));
    expect(within(dialog).getByLabelText('Offer type')).toHaveValue('cash');
    expect(within(dialog).queryByLabelText('Entry fee (USD)')).not.toBeInTheDocument();
  });

  it('shows every field problem at once on submit and sends nothing', async () => {
    // Prepare
    const api = mockApi();
    const { user, dialog } = await openOfferForm();
    const date = within(dialog).getByLabelText('Estimated close of escrow');
    await user.clear(date);
    await user.type(date, addDays(today(), -1));

    // Act
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));

    // Assess
    expect(within(dialog).getByLabelText('Purchase price (USD)')).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(date).toHaveAccessibleDescription('The close date cannot be in the past.');
    expect(api.calls('submitOffer')).toHaveLength(0);
  });

  it('asks a creative offer for its entry fee and refuses a date over a year out and a long message', async () => {
    // Prepare
    mockApi();
    const { user, dialog } = await openOfferForm();
    await user.selectOptions(within(dialog).getByLabelText('Offer type'), 'creative');
    const date = within(dialog).getByLabelText('Estimated close of escrow');
    await user.clear(date);
    await user.type(date, addDays(today(), 400));
    const message = within(dialog).getByLabelText('Message to the seller (optional)');
    // The field's maxLength stops typing; a paste of a longer text still reaches the rule.
    message.removeAttribute('maxLength');
    await user.click(message);
    await user.paste('x'.repeat(1001));

    // Act
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));

    // Assess
    expect(within(dialog).getByLabelText('Entry fee (USD)')).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(within(dialog).getByLabelText('Purchase price (USD, optional)')).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(date).toHaveAccessibleDescription('The close date must be within a year.');
    expect(message).toHaveAccessibleDescription(expect.stringContaining('Use at most 1000 characters.'));
  });

  it('sends a valid offer, closes and says it was sent', async () => {
    // Prepare
    const api = mockApi();
    const { user, dialog } = await openOfferForm();
    await user.type(within(dialog).getByLabelText('Purchase price (USD)'), '240000');
    await user.type(within(dialog).getByLabelText('Message to the seller (optional)'), '  Can close fast.  ');

    // Act
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));

    // Assess
    expect(await screen.findByTestId('offer-sent')).toHaveTextContent('Your offer was sent to the seller.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('submitOffer')[0]!.body).toEqual({
      offerType: 'cash',
      purchasePrice: 240000,
      closeOfEscrowDate: addDays(today(), 30),
      message: 'Can close fast.',
    });
  });

  it('warns, not errs, when the offer was saved but the page could not be refreshed', async () => {
    // Prepare
    mockApi({
      refresh: () => {
        throw new ApiRequestError(503, 'Service Unavailable', '', undefined);
      },
    });
    const { user, dialog } = await openOfferForm();
    await user.type(within(dialog).getByLabelText('Purchase price (USD)'), '240000');

    // Act
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));

    // Assess
    const warning = await screen.findByTestId('offer-sent-warning');
    expect(warning).toHaveClass('alert--warning');
    expect(warning).toHaveTextContent(
      'Your offer was sent, but we could not refresh the page. Reload to see it.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '12 Oak St' })).toBeInTheDocument();
  });

  it.each([
    ['DEAL_NOT_TAKING_OFFERS', 409, 'This listing is not taking interest or offers any more.'],
    ['DEAL_NOT_FOUND', 404, 'This listing was not found.'],
  ])('explains a refused offer (%s) and keeps the form', async (code, status, text) => {
    // Prepare
    mockApi({
      submit: () => {
        throw new ApiRequestError(status, 'Refused', '', { code, message: 'refused' });
      },
    });
    const { user, dialog } = await openOfferForm();
    await user.type(within(dialog).getByLabelText('Purchase price (USD)'), '240000');

    // Act
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));

    // Assess
    const error = await within(dialog).findByTestId('offer-submit-error');
    expect(error).toHaveTextContent(`Your offer was not sent. ${text}`);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("shows the server's field problem of a VALIDATION_FAILED answer", async () => {
    mockApi({
      submit: () => {
        throw new ApiRequestError(400, 'Bad Request', '', {
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid.',
          details: [{ path: 'body.closeOfEscrowDate', message: 'dateInPast' }],
        });
      },
    });
    const { user, dialog } = await openOfferForm();
    await user.type(within(dialog).getByLabelText('Purchase price (USD)'), '240000');

    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText('Estimated close of escrow')).toHaveAccessibleDescription(
        'The close date cannot be in the past.',
      ),
    );
  });
});
