/**
 * The buyer's own inputs of the numbers card (docs/deal-numbers.md "Buyer inputs"), saved per buyer
 * per listing: rent, vacancy, management, repairs, reserves, after-repair value and closing costs.
 * Each has a default the card starts from and a cap that refuses impossible values with a message
 * key the web app translates (`validation.<key>`).
 */
import * as z from 'zod';
import { boundedNumber, moneySchema } from '../core/numbers';

/** Vacancy above half the year is not a rental; the cap refuses typos (50 for 5). */
export const VACANCY_PERCENT_MAX = 50;
/** Property managers charge 8–12 % of collected rent; a third is the most any charges. */
export const MANAGEMENT_PERCENT_MAX = 30;
/** Percentages to the hundredth of a point. */
const PERCENT_DECIMALS = 2;

/** What the card assumes until the buyer says otherwise (docs/deal-numbers.md "Defaults"). */
export const DEFAULT_NUMBERS_INPUTS = {
  monthlyRent: null,
  vacancyPercent: 5,
  managementPercent: 8,
  repairs: 0,
  monthlyReserves: 0,
  afterRepairValue: null,
  closingCosts: 0,
} as const;

const percent = (max: number, tooLarge: string) =>
  boundedNumber({ min: 0, max, precision: PERCENT_DECIMALS, messages: { tooLarge } });

/** The buyer's inputs; a null rent or after-repair value is one not entered yet. */
export const numbersInputsSchema = z
  .object({
    /** Monthly rent the buyer expects (USD). */
    monthlyRent: moneySchema().nullable().default(DEFAULT_NUMBERS_INPUTS.monthlyRent),
    /** Share of the year the home stands empty, 0–50 %. */
    vacancyPercent: percent(VACANCY_PERCENT_MAX, 'vacancyTooHigh').default(
      DEFAULT_NUMBERS_INPUTS.vacancyPercent,
    ),
    /** Management fee, a share of the rent collected, 0–30 %. */
    managementPercent: percent(MANAGEMENT_PERCENT_MAX, 'managementTooHigh').default(
      DEFAULT_NUMBERS_INPUTS.managementPercent,
    ),
    /** One-off repairs before renting or reselling (USD). */
    repairs: moneySchema({ positive: false }).default(DEFAULT_NUMBERS_INPUTS.repairs),
    /** Monthly reserves for maintenance and capital expenses (USD). */
    monthlyReserves: moneySchema({ positive: false }).default(DEFAULT_NUMBERS_INPUTS.monthlyReserves),
    /** The buyer's after-repair value (USD); the asking price stands in until they give one. */
    afterRepairValue: moneySchema().nullable().default(DEFAULT_NUMBERS_INPUTS.afterRepairValue),
    /** The buyer's own closing costs: title, escrow, recording (USD). */
    closingCosts: moneySchema({ positive: false }).default(DEFAULT_NUMBERS_INPUTS.closingCosts),
  })
  .strict()
  .meta({ id: 'NumbersInputs' });
export type NumbersInputs = z.output<typeof numbersInputsSchema>;
/** The body of PUT /api/deals/{dealId}/numbers-inputs: a field left out takes its default. */
export type NumbersInputsBody = z.input<typeof numbersInputsSchema>;

/** GET and PUT /api/deals/{dealId}/numbers-inputs: the caller's inputs for a listing. */
export const numbersInputsStateSchema = z
  .object({
    dealId: z.string(),
    inputs: numbersInputsSchema,
    /** When the buyer last saved them; null while the card shows the defaults. */
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'NumbersInputsState' });
export type NumbersInputsState = z.infer<typeof numbersInputsStateSchema>;
