/**
 * What a buyer looks for (docs/requirements.md#r3-6 "Buyer preferences", docs/requirements.md#r5-8,
 * docs/requirements.md#r9-13) and an owner's or buyer's buy box. Messages are stable keys the web app
 * translates; the server answers them as they are.
 */
import * as z from 'zod';
import { usStateSchema } from '../core/us-states';
import { noteSchema, textSchema } from '../core/validation';
import { areaSchema, countSchema, halfCountSchema, moneySchema, type NumberMessages } from '../core/numbers';

/** docs/requirements.md#r9-6: buyer preferences hold at most 5 ZIP codes, a buy box at most 50. */
export const PREFERENCES_MAX_ZIP_CODES = 5;
export const BUY_BOX_MAX_ZIP_CODES = 50;
export const PREFERENCES_NOTES_MAX_LENGTH = 1000;
export const CITY_MAX_LENGTH = 80;

/** docs/requirements.md#r3-6 use case, which docs/requirements.md#r5-8 calls the home type. */
export const HOME_TYPES = ['primary', 'investment'] as const;
/** docs/requirements.md#r3-6 home or property type. */
export const PROPERTY_TYPES = ['singleFamily', '24unit', 'condo', 'townhouse', 'land'] as const;
/** docs/requirements.md#r9-13 conditions: move-in ready, minor work, fixer-upper, teardown. */
export const CONDITIONS = ['moveInReady', 'minorWork', 'fixerUpper', 'teardown'] as const;
/** docs/requirements.md#r9-13 search frequency: realtime, daily digest, weekly summary. */
export const SEARCH_FREQUENCIES = ['realtime', 'dailyDigest', 'weeklySummary'] as const;
/** docs/requirements.md#r9-13 credit ranges: excellent 750+, good 700-749, fair 650-699, poor under 650. */
export const CREDIT_SCORE_RANGES = ['excellent', 'good', 'fair', 'poor'] as const;
/** How the buyer pays (docs/requirements.md#r3-3 finance types, as a buyer would choose them). */
export const FINANCING_TYPES = ['cash', 'conventional', 'fha', 'va', 'creative', 'other'] as const;
/** docs/requirements.md#r5-7 "buy box type required": which deals the box is for. */
export const BUY_BOX_TYPES = ['cash', 'creative', 'both'] as const;

/** A five-digit ZIP code (docs/requirements.md#r5-8). */
export const zipCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{5}$/, 'zipInvalid');

/** A list of distinct ZIP codes, at most `max`; `maxMessage` says the maximum is reached. */
export const zipCodeListSchema = (max: number, maxMessage: string) =>
  z
    .array(zipCodeSchema)
    .max(max, maxMessage)
    .refine((zips) => new Set(zips).size === zips.length, 'zipDuplicate');

/** The preference form's wording of number messages. */
const MESSAGES: NumberMessages = { tooSmall: 'numberTooSmall', notInteger: 'numberWhole' };

/** A whole number between min and max, or null when not given. */
const optionalWhole = (min: number, max: number) =>
  countSchema({ min, max, messages: MESSAGES }).nullable().default(null);

/** An amount of money from 0 (any up to the money cap), or null when not given. */
const optionalMoney = () => moneySchema({ positive: false, messages: MESSAGES }).nullable().default(null);

export const buyerPreferencesSchema = z
  .object({
    homeType: z.enum(HOME_TYPES, { error: 'homeTypeRequired' }),
    propertyType: z.enum(PROPERTY_TYPES, { error: 'propertyTypeRequired' }),
    state: usStateSchema,
    city: textSchema({
      min: 1,
      max: CITY_MAX_LENGTH,
      messages: { required: 'cityRequired', tooLong: 'cityTooLong' },
    }),
    zipCodes: zipCodeListSchema(PREFERENCES_MAX_ZIP_CODES, 'zipMaxReached').default([]),
    minYearBuilt: optionalWhole(1800, 2100),
    minSquareFootage: optionalWhole(0, 1_000_000),
    minBedrooms: optionalWhole(0, 20),
    minBathrooms: halfCountSchema({ min: 0, max: 20, messages: MESSAGES }).nullable().default(null),
    maxMonthlyPayment: optionalMoney(),
    maxDownPayment: optionalMoney(),
    minLotSize: areaSchema({ positive: false, messages: MESSAGES }).nullable().default(null),
    excludeHoa: z.boolean().default(false),
    newConstruction: z.boolean().default(false),
    condition: z.enum(CONDITIONS).nullable().default(null),
    notifyByEmail: z.boolean().default(true),
    /**
     * Accepted so older clients are not refused, never stored: text alerts are set on their own
     * routes, where the number is confirmed and consent given (docs/decisions/text-alerts.md).
     */
    notifyByText: z.boolean().optional(),
    searchFrequency: z.enum(SEARCH_FREQUENCIES).default('dailyDigest'),
    notes: noteSchema(PREFERENCES_NOTES_MAX_LENGTH).default(''),
    preApproved: z.boolean().default(false),
    preApprovalAmount: optionalMoney(),
    financingType: z.enum(FINANCING_TYPES).nullable().default(null),
    creditScoreRange: z.enum(CREDIT_SCORE_RANGES).nullable().default(null),
  })
  .strict()
  .meta({ id: 'BuyerPreferences' });
export type BuyerPreferences = z.infer<typeof buyerPreferencesSchema>;
export type BuyerPreferencesInput = z.input<typeof buyerPreferencesSchema>;

export const buyBoxSchema = z
  .object({
    type: z.enum(BUY_BOX_TYPES, { error: 'buyBoxTypeRequired' }),
    zipCodes: zipCodeListSchema(BUY_BOX_MAX_ZIP_CODES, 'buyBoxZipMaxReached').default([]),
    propertyTypes: z
      .array(z.enum(PROPERTY_TYPES))
      .max(PROPERTY_TYPES.length)
      .refine((types) => new Set(types).size === types.length, 'duplicate')
      .default([]),
    minPrice: optionalMoney(),
    maxPrice: optionalMoney(),
    minBedrooms: optionalWhole(0, 20),
    notes: noteSchema(PREFERENCES_NOTES_MAX_LENGTH).default(''),
  })
  .strict()
  .refine((box) => box.minPrice === null || box.maxPrice === null || box.minPrice <= box.maxPrice, {
    message: 'priceRangeInvalid',
    path: ['maxPrice'],
  })
  .meta({ id: 'BuyBox' });
export type BuyBox = z.infer<typeof buyBoxSchema>;
export type BuyBoxInput = z.input<typeof buyBoxSchema>;
