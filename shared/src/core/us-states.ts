/** US state codes (docs/requirements.md#r5-2: a state is two letters and a valid US state code). */
import * as z from 'zod';

export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
export type UsStateCode = (typeof US_STATE_CODES)[number];

/** A US state code, upper-cased; any other text is refused with `stateInvalid`. */
export const usStateSchema = z
  .string()
  .trim()
  .min(1, 'stateRequired')
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(US_STATE_CODES, { error: 'stateInvalid' }));
