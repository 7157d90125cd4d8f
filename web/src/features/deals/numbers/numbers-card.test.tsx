import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Deal } from '#shared/deals/deal-api';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { fakeApi, type FakeRoute } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { DealDetailView } from '../components/deal-detail-page';
import { makeDealDetail, unsavedNumbersInputs } from '../test/deal-fixtures';
import { SAVE_AFTER_PAUSE_MS } from './use-numbers-autosave';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

const DEFAULTS = unsavedNumbersInputs();
const COURSE = {
  language: 'en',
  lessons: [{ lessonId: 'subject-to' }, { lessonId: 'lease-options' }, { lessonId: 'reading-the-numbers' }],
  requiredCount: 0,
  completedRequiredCount: 0,
};

/** The SubTo listing (PITI, entry fee) or another, the buyer’s inputs and a course with three lessons. */
function mockApi(
  options: {
    inputs?: FakeRoute<'getNumbersInputs'>;
    save?: FakeRoute<'saveNumbersInputs'>;
    deal?: Partial<Deal>;
  } = {},
) {
  return fakeApi({
    getDeal: () =>
      makeDealDetail(
        options.deal ?? { piti: 1_500, entryFee: 10_000, emd: undefined, hoaMonthlyFee: undefined },
      ),
    getNumbersInputs: options.inputs ?? (() => DEFAULTS),
    saveNumbersInputs:
      options.save ??
      ((input) => ({ dealId: 'deal-1', inputs: input.body as never, updatedAt: '2026-11-26T12:00:00Z' })),
    getTrainingOverview: () => COURSE as never,
    expressInterest: () => ({ dealId: 'deal-1', interested: true, interestCount: 1 }),
  });
}

const renderAsBuyer = () =>
  renderWithProviders(<DealDetailView dealId="deal-1" />, {
    user: makeUser({ roles: ['buyer'] }),
    path: '/deals/deal-1',
  });

/** The card once its code and the buyer's saved inputs have arrived (it is drawn anew then). */
async function findLoadedCard() {
  await screen.findByTestId('numbers-save-status');
  return screen.getByRole('region', { name: 'The numbers' });
}

describe('NumbersCard', () => {
  it('shows cash to close and the monthly payment from the listing, and cash flow once a rent is typed', async () => {
    // Prepare
    mockApi();
    const user = userEvent.setup();
    renderAsBuyer();
    const card = await findLoadedCard();

    // Assess: the listing's own figures
    expect(await within(card).findByTestId('numbers-value-cashToClose')).toHaveTextContent('$10,000');
    expect(within(card).getByTestId('numbers-value-monthlyPayment')).toHaveTextContent('$1,500');
    expect(within(card).getByTestId('numbers-value-monthlyCashFlow')).toHaveTextContent(
      'Needs more information',
    );

    // Act
    await user.type(within(card).getByLabelText('Monthly rent ($)'), '2500');

    // Assess: 2,500 × 0.95 × 0.92 − 1,500 = 685
    expect(within(card).getByTestId('numbers-value-monthlyCashFlow')).toHaveTextContent('$685');
  });

  it('explains a figure with its inputs marked as the listing’s or the buyer’s, and links its lesson', async () => {
    // Prepare
    mockApi();
    const user = userEvent.setup();
    renderAsBuyer();
    const figure = await screen.findByTestId('numbers-figure-cashToClose');

    // Act
    await user.click(within(figure).getByText('Cash to close'));

    // Assess
    expect(within(figure).getByText('How this is worked out')).toBeVisible();
    expect(within(figure).getByText('Entry fee').parentElement).toHaveTextContent(
      'Entry fee $10,000 from the listing',
    );
    expect(within(figure).getByText('Closing costs ($)').parentElement).toHaveTextContent('your input');
    expect(within(figure).getByRole('link', { name: /lesson/ })).toHaveAttribute(
      'href',
      '/training/subject-to',
    );
    // The 70 % rule is for cash deals only: this SubTo listing does not show it.
    expect(screen.queryByTestId('numbers-figure-maxAllowableOffer')).not.toBeInTheDocument();
  });

  it('shows a lease option’s purchase at the end of its term, less the deducted fee and the credits', async () => {
    // Prepare
    mockApi({
      deal: {
        purchaseType: 'LeaseOption',
        piti: undefined,
        entryFee: undefined,
        optionFee: 5_000,
        optionSalePrice: 250_000,
        optionTerm: 2,
        optionFeeDeducted: true,
        leaseMonthlyPayment: 1_800,
        monthlyPaymentCredited: true,
        monthlyCreditAmount: 200,
      },
    });
    const user = userEvent.setup();
    renderAsBuyer();
    const figure = await screen.findByTestId('numbers-figure-optionPurchase');

    // Act
    await user.click(within(figure).getByText('Purchase at the end of the term'));

    // Assess: 250,000 − 5,000 − 200 × 24 months, due when the two years end
    expect(within(figure).getByTestId('numbers-value-optionPurchase')).toHaveTextContent(/^\$240,200 due /);
    expect(within(figure).getByText('Option term (years)').parentElement).toHaveTextContent(
      'Option term (years) 2 from the listing',
    );
    expect(within(figure).getByRole('link', { name: /lesson/ })).toHaveAttribute(
      'href',
      '/training/lease-options',
    );
    expect(screen.queryByTestId('numbers-figure-balloon')).not.toBeInTheDocument();
  });

  describe('saving the inputs', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    const typist = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const pause = () => act(() => jest.advanceTimersByTime(SAVE_AFTER_PAUSE_MS));

    it('saves valid inputs once the buyer pauses, and never an impossible vacancy', async () => {
      // Prepare
      const api = mockApi();
      const user = typist();
      renderAsBuyer();
      const card = await findLoadedCard();
      const vacancy = await within(card).findByLabelText('Vacancy (%)');

      // Act: an impossible vacancy, left
      await user.clear(vacancy);
      await user.type(vacancy, '80');
      await user.tab();
      await pause();

      // Assess
      expect(within(card).getByText('Use a vacancy of at most 50 %.')).toBeInTheDocument();
      expect(api.calls('saveNumbersInputs')).toHaveLength(0);

      // Act: valid inputs, then a pause in typing
      await user.clear(vacancy);
      await user.type(vacancy, '10');
      await user.type(within(card).getByLabelText('Monthly rent ($)'), '2000');
      expect(api.calls('saveNumbersInputs')).toHaveLength(0);
      await pause();

      // Assess
      expect(await within(card).findByText('Your inputs are saved.')).toBeInTheDocument();
      expect(api.calls('saveNumbersInputs')).toHaveLength(1);
      expect(api.calls('saveNumbersInputs')[0]?.body).toMatchObject({
        vacancyPercent: 10,
        monthlyRent: 2000,
      });
    });

    it('saves a change typed while a save is on its way after that save, so the last inputs are kept', async () => {
      // Prepare: the first save answers only when the test says so
      let answerFirst = () => {};
      const api = mockApi({
        save: (input) => {
          const state = { dealId: 'deal-1', inputs: input.body as never, updatedAt: '2026-11-26T12:00:00Z' };
          if (api.calls('saveNumbersInputs').length > 1) return state;
          return new Promise((resolve) => (answerFirst = () => resolve(state)));
        },
      });
      const user = typist();
      renderAsBuyer();
      const card = await findLoadedCard();
      const repairs = await within(card).findByLabelText('Repairs ($)');
      await user.type(repairs, '1{Enter}');
      expect(within(card).getByTestId('numbers-save-status')).toHaveTextContent('Saving…');

      // Act: more typed, and a pause, while the first save is on its way
      await user.type(repairs, '2');
      await pause();
      expect(api.calls('saveNumbersInputs')).toHaveLength(1);
      await act(async () => answerFirst());
      await waitFor(() =>
        expect(within(card).getByTestId('numbers-save-status')).not.toHaveTextContent('Saving…'),
      );
      await pause();

      // Assess
      expect(await within(card).findByText('Your inputs are saved.')).toBeInTheDocument();
      expect(api.calls('saveNumbersInputs').map((call) => call.body)).toMatchObject([
        { repairs: 1 },
        { repairs: 12 },
      ]);
    });

    it('saves at once when the buyer presses Enter, and offers a retry when a save fails', async () => {
      // Prepare
      let failures = 1;
      const api = mockApi({
        save: (input) => {
          if (failures-- > 0) throw new ApiRequestError(500, 'Internal Server Error', '', null);
          return { dealId: 'deal-1', inputs: input.body as never, updatedAt: '2026-11-26T12:00:00Z' };
        },
      });
      const user = typist();
      renderAsBuyer();
      const card = await findLoadedCard();

      // Act
      await user.type(await within(card).findByLabelText('Repairs ($)'), '5000{Enter}');

      // Assess: saved without waiting for the pause, and the failure said
      expect(await within(card).findByText('Your inputs could not be saved. Try again.')).toBeInTheDocument();
      expect(api.calls('saveNumbersInputs')).toHaveLength(1);
      await pause();
      expect(api.calls('saveNumbersInputs')).toHaveLength(1);

      // Act
      await user.click(within(card).getByRole('button', { name: 'Try again' }));

      // Assess
      expect(await within(card).findByText('Your inputs are saved.')).toBeInTheDocument();
      expect(api.calls('saveNumbersInputs')[1]?.body).toMatchObject({ repairs: 5000 });
    });
  });

  it('says when the saved inputs could not be loaded', async () => {
    // Prepare
    mockApi({
      inputs: () => {
        throw new ApiRequestError(500, 'Internal Server Error', '', null);
      },
    });

    // Act
    renderAsBuyer();

    // Assess
    expect(await screen.findByText('Your saved inputs could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('puts the key figures beside the price in the offer dialog', async () => {
    // Prepare
    mockApi({ inputs: () => ({ ...DEFAULTS, inputs: { ...DEFAULTS.inputs, monthlyRent: 2_500 } }) });
    const user = userEvent.setup();
    renderAsBuyer();
    await screen.findByTestId('numbers-value-monthlyCashFlow');

    // Act
    await user.click(screen.getByRole('button', { name: 'Make offer' }));

    // Assess
    const dialog = await screen.findByRole('dialog', { name: 'Make an offer' });
    await waitFor(() =>
      expect(within(dialog).getByTestId('offer-numbers-monthlyCashFlow')).toHaveTextContent('$685'),
    );
    expect(within(dialog).getByTestId('offer-numbers-cashToClose')).toHaveTextContent('$10,000');
    expect(within(dialog).getByTestId('offer-numbers-monthlyPayment')).toHaveTextContent('$1,500');
  });
});
