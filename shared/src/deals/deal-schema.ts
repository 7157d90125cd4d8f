/**
 * Body of create and edit listing (docs/requirements.md#r3-3 "Listing (deal)", docs/requirements.md#r5-2),
 * shared by the handler and the form. Fields are declared per form step (address and basics, property,
 * finance terms by type, photos, description and tags, legal certification) and merged into one flat, strict
 * object so the stored item and the filters keep the field names of docs/requirements.md#r3-3. Rules that
 * depend on other fields (purchase type, finance terms by type, cover photo) are in one superRefine, each
 * issue with the field's path. Messages are stable keys the web app translates (`validation.<key>`).
 */
import * as z from 'zod';
import { usStateSchema } from '../core/us-states';
import {
  areaSchema,
  boundedNumber,
  countSchema,
  halfCountSchema,
  MAX_AMOUNT,
  moneySchema,
  rateSchema,
} from '../core/numbers';
import { textSchema, wordsWithinCap } from '../core/validation';
import {
  CASH_PURCHASE_TYPES,
  dealCategorySchema,
  dealTagSchema,
  DEAL_TAGS,
  deedTransferTypeSchema,
  isCreativeFinanceType,
  loanTypeSchema,
  lotSizeUnitSchema,
  parkingSchema,
  propertyTypeSchema,
  purchaseTypeSchema,
  restrictionSchema,
  solarSchema,
} from './deal-fields';

export const YEAR_BUILT_MIN = 1800;
/** A bound for the type; a year after this one is refused as in the future anyway. */
const YEAR_BUILT_MAX = 9999;
export const OPTION_TERM_MIN_YEARS = 1;
export const OPTION_TERM_MAX_YEARS = 30;
export const DESCRIPTION_MIN_LENGTH = 10;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const MAX_DEAL_PHOTOS = 25;
/** Upper bound of any amount (USD) or size (docs/requirements.md#r5-13), kept here for the forms. */
export { MAX_AMOUNT };
/** Rooms of one property: refuses typos far above any real house. */
export const MAX_ROOMS = 100;
export const ADDRESS_MAX_LENGTH = 200;
export const CITY_MAX_LENGTH = 100;
export const SHORT_TEXT_MAX_LENGTH = 500;
export const PHOTO_KEY_MAX_LENGTH = 512;
/**
 * The seller's first-refusal delay: 1 hour to 1 week, 24 hours unless they choose
 * (docs/requirements.md#r1-4).
 */
export const FIRST_REFUSAL_HOURS_MIN = 1;
export const FIRST_REFUSAL_HOURS_MAX = 168;
export const DEFAULT_FIRST_REFUSAL_HOURS = 24;

const requiredError = (invalidKey: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'required' : invalidKey;

/** An interest rate as a percentage: 0 < rate ≤ 100. */
const interestRate = () => rateSchema({ tooLarge: 'interestRateTooHigh' });
/** A calendar date, YYYY-MM-DD. */
const isoDate = () => z.iso.date({ error: requiredError('dateInvalid') });
/**
 * Free text whose every word fits a search-word key (WORD_MAX_BYTES): 'wordTooLong' otherwise,
 * checked once the text's own rules pass (a text too long says that alone).
 */
const withWordCap = <T extends z.ZodType<string>>(text: T) =>
  text.refine(wordsWithinCap, { message: 'wordTooLong', when: (payload) => payload.issues.length === 0 });
const requiredText = (max: number) => withWordCap(textSchema({ min: 1, max }));
const optionalText = () => withWordCap(textSchema({ max: SHORT_TEXT_MAX_LENGTH })).optional();

/** Year built: an integer from 1800 to the current year (checked when parsing, not when loaded). */
export const yearBuiltSchema = countSchema({
  min: YEAR_BUILT_MIN,
  max: YEAR_BUILT_MAX,
  messages: { tooSmall: 'yearBuiltTooEarly', tooLarge: 'yearBuiltInFuture' },
}).refine((year) => year <= new Date().getFullYear(), 'yearBuiltInFuture');

export const zipCodeSchema = z
  .string({ error: requiredError('zipInvalid') })
  .trim()
  .regex(/^\d{5}$/, 'zipInvalid');

/**
 * An uploaded photo's storage key as the presigned upload answered it: safe S3 key characters,
 * no `..`, no leading slash.
 */
export const photoKeySchema = z
  .string({ error: 'photoKeyInvalid' })
  .regex(new RegExp(`^(?!/)(?!.*\\.\\.)[A-Za-z0-9!_.*'()/-]{1,${PHOTO_KEY_MAX_LENGTH}}$`), 'photoKeyInvalid');

/** Step 1, address and basics. */
export const dealAddressStepShape = {
  streetAddress: requiredText(ADDRESS_MAX_LENGTH),
  city: requiredText(CITY_MAX_LENGTH),
  state: z.string({ error: requiredError('stateInvalid') }).pipe(usStateSchema),
  zipCode: zipCodeSchema,
  purchasePrice: moneySchema(),
  /** Earnest money deposit. */
  emd: moneySchema().optional(),
  expectedCloseOfEscrow: isoDate().optional(),
  dealCategory: dealCategorySchema,
  /** Required when dealCategory is creative; see PURCHASE_TYPES for why it is one enum. */
  purchaseType: purchaseTypeSchema.optional(),
  /** Free text: what a buyer needs to qualify for traditional financing (e.g. "FHA eligible"). */
  traditionalFinancingQualifications: optionalText(),
};

/** Step 2, property. */
export const dealPropertyStepShape = {
  propertyType: propertyTypeSchema,
  bedrooms: countSchema({ min: 1, max: MAX_ROOMS, messages: { tooSmall: 'positiveNumber' } }),
  /** Half baths count as 0.5. */
  bathrooms: halfCountSchema({
    min: 0,
    exclusiveMin: true,
    max: MAX_ROOMS,
    messages: { tooPrecise: 'bathroomsInvalid' },
  }),
  squareFootage: areaSchema(),
  lotSize: areaSchema().optional(),
  lotSizeUnit: lotSizeUnitSchema.optional(),
  yearBuilt: yearBuiltSchema.optional(),
  solar: solarSchema.optional(),
  solarMonthlyFee: moneySchema().optional(),
  parking: parkingSchema.optional(),
  additionalParking: optionalText(),
  hoaMonthlyFee: moneySchema().optional(),
  restrictions: z.array(restrictionSchema).max(5).optional(),
  agentInvolved: z.boolean().optional(),
  privatePool: z.boolean().optional(),
};

/** Step 3a, subject-to terms (SubTo and Hybrid). entryFee may be given on any creative deal. */
export const dealSubjectToShape = {
  loanType: loanTypeSchema.optional(),
  interestRate: interestRate().optional(),
  loanBalance: moneySchema().optional(),
  piti: moneySchema().optional(),
  entryFee: moneySchema().optional(),
  loanMaturityDate: isoDate().optional(),
};

/** Step 3b, seller finance terms (SellerFinance and Hybrid). */
export const dealSellerFinanceShape = {
  sellerLoanAmount: moneySchema().optional(),
  sellerInterestRate: interestRate().optional(),
  /** Monthly principal and interest of the seller loan. */
  pi: moneySchema().optional(),
  sellerLoanMaturity: isoDate().optional(),
  deedTransferType: deedTransferTypeSchema.optional(),
};

/** Step 3c, lease option terms. */
export const dealLeaseOptionShape = {
  optionFee: moneySchema().optional(),
  optionSalePrice: moneySchema().optional(),
  /** Years, to the hundredth (a term of 18 months is 1.5). */
  optionTerm: boundedNumber({
    min: OPTION_TERM_MIN_YEARS,
    max: OPTION_TERM_MAX_YEARS,
    precision: 2,
    messages: { tooSmall: 'optionTermTooShort', tooLarge: 'optionTermTooLong' },
  }).optional(),
  optionFeeDeducted: z.boolean().optional(),
  leaseMonthlyPayment: moneySchema().optional(),
  monthlyPaymentCredited: z.boolean().optional(),
  /** Required when monthlyPaymentCredited is true. */
  monthlyCreditAmount: moneySchema().optional(),
  securityDeposit: moneySchema().optional(),
  petsAllowed: z.boolean().optional(),
  allowedPetTypes: optionalText(),
  petFee: moneySchema().optional(),
  utilitiesIncluded: z.boolean().optional(),
  allowsSublease: z.boolean().optional(),
  appliancesIncluded: z.boolean().optional(),
};

/** Step 4, photos: ordered upload keys (the first shown first) and the cover's index. */
export const dealPhotosStepShape = {
  photos: z.array(photoKeySchema).max(MAX_DEAL_PHOTOS, 'tooManyPhotos').optional(),
  // A bound for the type; checkDeal holds the index inside the photos actually given.
  coverPhotoIndex: countSchema({
    min: 0,
    max: MAX_DEAL_PHOTOS,
    messages: { tooSmall: 'coverPhotoInvalid', tooLarge: 'coverPhotoInvalid' },
  }).optional(),
};

/** Step 5, description and tags. */
export const dealDescriptionStepShape = {
  dealDescription: withWordCap(
    textSchema({
      min: DESCRIPTION_MIN_LENGTH,
      max: DESCRIPTION_MAX_LENGTH,
      multiline: true,
      messages: { tooShort: 'descriptionTooShort', tooLong: 'descriptionTooLong' },
    }),
  ),
  tags: z
    .array(dealTagSchema, { error: 'tagsRequired' })
    .min(1, 'tagsRequired')
    .max(DEAL_TAGS.length, 'tagsDuplicate'),
};

/** Step 6, the seller certifies a contractual interest in the property. */
export const dealLegalStepShape = {
  legalCertification: z.literal(true, { error: 'legalCertificationRequired' }),
  /**
   * Create only: list as `exclusive` (first right of refusal buyers see it first) instead of
   * `active`. Ignored on edit, where the status changes only through a status change.
   */
  startExclusive: z.boolean().optional(),
  /**
   * Hours a listing created exclusive waits before everyone else's alerts go out and it turns
   * active (docs/requirements.md#r1-4); the server stores DEFAULT_FIRST_REFUSAL_HOURS when
   * it is left out. Create only, like startExclusive: on edit the stored value is kept.
   */
  firstRefusalHours: countSchema({
    min: FIRST_REFUSAL_HOURS_MIN,
    max: FIRST_REFUSAL_HOURS_MAX,
    messages: { tooSmall: 'firstRefusalHoursTooShort', tooLarge: 'firstRefusalHoursTooLong' },
  }).optional(),
};

/** Fields every listing must carry (docs/requirements.md#r5-3), whatever its category and finance type. */
export const ALWAYS_REQUIRED_FIELDS = [
  'streetAddress',
  'city',
  'state',
  'zipCode',
  'purchasePrice',
  'dealCategory',
  'propertyType',
  'bedrooms',
  'bathrooms',
  'squareFootage',
  'dealDescription',
  'tags',
  'legalCertification',
] as const;

/**
 * Fields each finance type requires (docs/requirements.md#r5-3); Hybrid requires both SubTo and SellerFinance
 * sets.
 */
export const SUBJECT_TO_REQUIRED = [
  'loanType',
  'interestRate',
  'loanBalance',
  'loanMaturityDate',
  'piti',
  'entryFee',
] as const;
export const SELLER_FINANCE_REQUIRED = [
  'sellerLoanAmount',
  'sellerInterestRate',
  'pi',
  'sellerLoanMaturity',
] as const;
export const LEASE_OPTION_REQUIRED = [
  'optionFee',
  'optionSalePrice',
  'optionTerm',
  'leaseMonthlyPayment',
] as const;

const baseDealSchema = z
  .object({
    ...dealAddressStepShape,
    ...dealPropertyStepShape,
    ...dealSubjectToShape,
    ...dealSellerFinanceShape,
    ...dealLeaseOptionShape,
    ...dealPhotosStepShape,
    ...dealDescriptionStepShape,
    ...dealLegalStepShape,
  })
  .strict();

type DealShape = z.infer<typeof baseDealSchema>;

/** Fields a deal of this category and purchase type must carry, besides the always-required ones. */
export function requiredFinanceFields(
  deal: Pick<DealShape, 'dealCategory' | 'purchaseType'>,
): readonly (keyof DealShape)[] {
  if (deal.dealCategory !== 'creative') return [];
  switch (deal.purchaseType) {
    case 'SubTo':
      return SUBJECT_TO_REQUIRED;
    case 'SellerFinance':
      return SELLER_FINANCE_REQUIRED;
    case 'Hybrid':
      return [...SUBJECT_TO_REQUIRED, ...SELLER_FINANCE_REQUIRED];
    case 'LeaseOption':
      return LEASE_OPTION_REQUIRED;
    default:
      return [];
  }
}

/**
 * The cross-field rules. It runs even when some fields failed (so the form shows every problem at
 * once), hence it reads the raw object defensively and only reports fields that are absent.
 */
function checkDeal(raw: Partial<DealShape>, context: z.RefinementCtx): void {
  const deal = raw as Partial<Record<string, unknown>> & Partial<DealShape>;
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });

  if (deal.dealCategory === 'creative') {
    if (deal.purchaseType === undefined) issue('purchaseType', 'purchaseTypeRequired');
    else if ((CASH_PURCHASE_TYPES as readonly string[]).includes(deal.purchaseType))
      issue('purchaseType', 'purchaseTypeMismatch');
  } else if (deal.dealCategory === 'cash' && isCreativeFinanceType(deal.purchaseType)) {
    // A cash deal is paid in cash or with a traditional loan, never on creative terms.
    issue('purchaseType', 'purchaseTypeMismatch');
  }

  if (deal.dealCategory === 'creative' && isCreativeFinanceType(deal.purchaseType)) {
    for (const field of requiredFinanceFields({
      dealCategory: 'creative',
      purchaseType: deal.purchaseType,
    })) {
      if (deal[field] === undefined || deal[field] === null) issue(field, 'required');
    }
    if (
      deal.purchaseType === 'LeaseOption' &&
      deal.monthlyPaymentCredited === true &&
      deal.monthlyCreditAmount === undefined
    )
      issue('monthlyCreditAmount', 'required');
  }

  if (deal.lotSize !== undefined && deal.lotSizeUnit === undefined) issue('lotSizeUnit', 'required');

  if (Array.isArray(deal.restrictions)) {
    if (deal.restrictions.includes('none') && deal.restrictions.length > 1)
      issue('restrictions', 'restrictionsNoneExclusive');
    if (new Set(deal.restrictions).size !== deal.restrictions.length) issue('restrictions', 'duplicateValue');
  }

  if (Array.isArray(deal.tags) && new Set(deal.tags).size !== deal.tags.length)
    issue('tags', 'tagsDuplicate');

  if (Array.isArray(deal.photos)) {
    if (new Set(deal.photos).size !== deal.photos.length) issue('photos', 'duplicateValue');
    if (typeof deal.coverPhotoIndex === 'number' && deal.coverPhotoIndex >= deal.photos.length)
      issue('coverPhotoIndex', 'coverPhotoInvalid');
  } else if (deal.coverPhotoIndex !== undefined) {
    issue('coverPhotoIndex', 'coverPhotoInvalid');
  }
}

/** Body of POST /api/deals and PUT /api/deals/{id}. */
export const dealInputSchema = baseDealSchema
  .superRefine(checkDeal, {
    // Run the cross-field rules whenever the body is an object, even with field errors elsewhere.
    when: (payload) =>
      typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
  })
  .meta({ id: 'DealInput' });
export type DealInput = z.infer<typeof dealInputSchema>;
