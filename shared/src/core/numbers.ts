/**
 * The number builders of docs/requirements.md#r5-13, one per kind of number a request carries: money,
 * areas, counts, rates and coordinates. Each one bounds the range and the precision, so a value such as
 * `1e-320` (which DynamoDB cannot store) or `0.30000000000000004` is refused with a 400 before any
 * handler sees it. Messages are stable keys the web app translates (`validation.<key>`).
 */
import * as z from 'zod';
import { requiredOr } from './validation';

/**
 * The largest amount of money (USD) and the largest area: far above any real deal, and it keeps
 * prices within the ten digits the listing's sort keys hold (functions/src/db/entities/deal.entity.ts).
 */
export const MAX_AMOUNT = 1_000_000_000;
/** Money is in dollars and cents. */
export const MONEY_DECIMALS = 2;
/** Areas (square feet, acres) to the hundredth. */
export const AREA_DECIMALS = 2;
/** Interest rates are percentages from 0 to 100, to the thousandth of a point. */
export const RATE_MAX = 100;
export const RATE_DECIMALS = 3;
/** Seven decimals of a degree are about a centimetre: finer is noise. */
export const COORDINATE_DECIMALS = 7;

/**
 * Decimal places of a number as JavaScript writes it at its shortest (`1.25` → 2, `1e-7` → 7,
 * `1e-320` → 320): the precision the client actually sent.
 */
export function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
}

/** Message keys of a number field; each form may word its own, the rest are shared. */
export interface NumberMessages {
  /** A value below the minimum (or at it, when the minimum is excluded). */
  tooSmall?: string;
  tooLarge?: string;
  /** A fraction where a whole number is expected. */
  notInteger?: string;
  /** More decimals than the kind allows. */
  tooPrecise?: string;
}

export interface NumberOptions {
  min: number;
  max: number;
  /** When true the minimum itself is refused (`> 0` rather than `>= 0`). */
  exclusiveMin?: boolean;
  /** Decimal places allowed (0 is a whole number), or `'halves'` for multiples of 0.5. */
  precision: number | 'halves';
  messages?: NumberMessages;
  /** A query-string value: the text is read as a number first. */
  coerce?: boolean;
}

/** True when `value` is within `precision` (see NumberOptions). */
function hasPrecision(value: number, precision: number | 'halves'): boolean {
  return precision === 'halves' ? Number.isInteger(value * 2) : decimalPlaces(value) <= precision;
}

/**
 * A finite number within [min, max] of the given precision. A missing value is 'required', a
 * non-number 'numberInvalid'. The kinds below are built on it; use those.
 */
export function boundedNumber({
  min,
  max,
  exclusiveMin = false,
  precision,
  messages = {},
  coerce = false,
}: NumberOptions) {
  const error = requiredOr('numberInvalid');
  // A coerced number has the same checks; only its declared input differs (text instead of a number).
  const base = coerce ? (z.coerce.number({ error }) as unknown as z.ZodNumber) : z.number({ error });
  const tooSmall = messages.tooSmall ?? (exclusiveMin && min === 0 ? 'positiveNumber' : 'numberTooSmall');
  const bounded = (exclusiveMin ? base.gt(min, tooSmall) : base.min(min, tooSmall)).max(
    max,
    messages.tooLarge ?? 'numberTooLarge',
  );
  return precision === 0
    ? bounded.int(messages.notInteger ?? 'integerRequired')
    : bounded.refine((value) => hasPrecision(value, precision), messages.tooPrecise ?? 'numberTooPrecise');
}

/** An amount of money in USD, in cents at most: above 0 (`positive`, the default) or from 0. */
export const moneySchema = ({
  positive = true,
  messages,
}: { positive?: boolean; messages?: NumberMessages } = {}) =>
  boundedNumber({ min: 0, exclusiveMin: positive, max: MAX_AMOUNT, precision: MONEY_DECIMALS, messages });

/** An area (square feet or acres), to the hundredth: above 0 (`positive`, the default) or from 0. */
export const areaSchema = ({
  positive = true,
  messages,
}: { positive?: boolean; messages?: NumberMessages } = {}) =>
  boundedNumber({ min: 0, exclusiveMin: positive, max: MAX_AMOUNT, precision: AREA_DECIMALS, messages });

/** A whole number from `min` to `max` (rooms, hours, years, bytes, an index). */
export const countSchema = ({
  min,
  max,
  messages,
}: {
  min: number;
  max: number;
  messages?: NumberMessages;
}) => boundedNumber({ min, max, precision: 0, messages });

/** A count in halves from `min` to `max` (bathrooms: a half bath counts 0.5). */
export const halfCountSchema = ({
  min,
  exclusiveMin = false,
  max,
  messages,
}: {
  min: number;
  exclusiveMin?: boolean;
  max: number;
  messages?: NumberMessages;
}) => boundedNumber({ min, exclusiveMin, max, precision: 'halves', messages });

/** A percentage rate, above 0 and at most 100, to the thousandth of a point. */
export const rateSchema = (messages?: NumberMessages) =>
  boundedNumber({ min: 0, exclusiveMin: true, max: RATE_MAX, precision: RATE_DECIMALS, messages });

/** A latitude in degrees; `coerce` for a query string. */
export const latitudeSchema = ({ coerce = false } = {}) =>
  boundedNumber({ min: -90, max: 90, precision: COORDINATE_DECIMALS, coerce });

/** A longitude in degrees; `coerce` for a query string. */
export const longitudeSchema = ({ coerce = false } = {}) =>
  boundedNumber({ min: -180, max: 180, precision: COORDINATE_DECIMALS, coerce });
