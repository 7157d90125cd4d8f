/**
 * The numbers card's input form: the buyer's inputs as the text of their fields, and the body the
 * shared schema checks (an empty rent or after-repair value is "not given", any other empty field
 * takes its default).
 */
import {
  DEFAULT_NUMBERS_INPUTS,
  type NumbersInputs,
  type NumbersInputsBody,
} from '#shared/deal-numbers/numbers-inputs';

export const NUMBERS_FIELDS = [
  'monthlyRent',
  'vacancyPercent',
  'managementPercent',
  'monthlyReserves',
  'repairs',
  'afterRepairValue',
  'closingCosts',
] as const satisfies readonly (keyof NumbersInputs)[];
export type NumbersField = (typeof NUMBERS_FIELDS)[number];
export type NumbersFormValues = Record<NumbersField, string>;

/** Inputs that may be left empty (not given yet) rather than defaulted. */
const NULLABLE: ReadonlySet<NumbersField> = new Set(['monthlyRent', 'afterRepairValue']);

export function toFormValues(inputs: NumbersInputs): NumbersFormValues {
  return Object.fromEntries(
    NUMBERS_FIELDS.map((field) => [field, inputs[field] === null ? '' : String(inputs[field])]),
  ) as NumbersFormValues;
}

/** The body the schema checks: numbers as typed (text that is not a number stays text, and is refused). */
export function toNumbersBody(values: NumbersFormValues): NumbersInputsBody {
  const body: Record<string, unknown> = {};
  for (const field of NUMBERS_FIELDS) {
    const text = values[field].trim();
    if (text === '') {
      body[field] = NULLABLE.has(field) ? null : DEFAULT_NUMBERS_INPUTS[field];
    } else {
      const number = Number(text);
      body[field] = Number.isFinite(number) ? number : text;
    }
  }
  return body as NumbersInputsBody;
}
