/**
 * The listing form's values and the request body they become. Inputs hold text (what the seller
 * typed), so a half-typed number survives a step change and a draft; the body converts numbers,
 * trims text and leaves every empty optional input out (never "" or 0), and carries only the finance
 * terms of the chosen category and purchase type.
 */
import type { Deal } from '#shared/deals/deal-api';
import { isCreativeFinanceType, type CreativeFinanceType, type DealTag } from '#shared/deals/deal-fields';
import {
  DEFAULT_FIRST_REFUSAL_HOURS,
  dealLeaseOptionShape,
  dealSellerFinanceShape,
  dealSubjectToShape,
} from '#shared/deals/deal-schema';
import {
  DERIVED_TAGS,
  derivedTags,
  withAutomaticTags,
  type AutomaticTagInput,
} from '#shared/deals/deal-tags';

/** Inputs typed as numbers. */
export const NUMBER_FIELDS = [
  'purchasePrice',
  'emd',
  'bedrooms',
  'bathrooms',
  'squareFootage',
  'lotSize',
  'yearBuilt',
  'solarMonthlyFee',
  'hoaMonthlyFee',
  'interestRate',
  'loanBalance',
  'piti',
  'entryFee',
  'sellerLoanAmount',
  'sellerInterestRate',
  'pi',
  'optionFee',
  'optionSalePrice',
  'optionTerm',
  'leaseMonthlyPayment',
  'monthlyCreditAmount',
  'securityDeposit',
  'petFee',
] as const;

/** Free text, dates (YYYY-MM-DD) and single choices: sent trimmed, left out when empty. */
export const TEXT_FIELDS = [
  'streetAddress',
  'city',
  'state',
  'zipCode',
  'expectedCloseOfEscrow',
  'dealCategory',
  'purchaseType',
  'traditionalFinancingQualifications',
  'propertyType',
  'lotSizeUnit',
  'solar',
  'parking',
  'additionalParking',
  'loanType',
  'loanMaturityDate',
  'sellerLoanMaturity',
  'deedTransferType',
  'allowedPetTypes',
  'dealDescription',
] as const;

/** Optional yes/no facts: unanswered ('') is left out, so "no" and "not said" stay apart. */
export const YES_NO_FIELDS = [
  'agentInvolved',
  'privatePool',
  'optionFeeDeducted',
  'monthlyPaymentCredited',
  'petsAllowed',
  'utilitiesIncluded',
  'allowsSublease',
  'appliancesIncluded',
] as const;

export type NumberField = (typeof NUMBER_FIELDS)[number];
export type TextField = (typeof TEXT_FIELDS)[number];
export type YesNoField = (typeof YES_NO_FIELDS)[number];
export type YesNo = '' | 'yes' | 'no';

export type DealFormValues = Record<NumberField | TextField, string> &
  Record<YesNoField, YesNo> & {
    restrictions: string[];
    /** The tags the seller chose; the derived ones are computed, never stored here. */
    tags: string[];
    /** Upload keys in display order. */
    photos: string[];
    coverPhotoIndex: number;
    legalCertification: boolean;
    startExclusive: boolean;
    /** Hours first-refusal buyers have alone (create only, with startExclusive). */
    firstRefusalHours: string;
  };

/** Every field name of the form (the body's field names). */
export type DealField = keyof DealFormValues;

export const EMPTY_DEAL_FORM_VALUES: DealFormValues = {
  ...(Object.fromEntries([...NUMBER_FIELDS, ...TEXT_FIELDS].map((field) => [field, ''])) as Record<
    NumberField | TextField,
    string
  >),
  ...(Object.fromEntries(YES_NO_FIELDS.map((field) => [field, ''])) as Record<YesNoField, YesNo>),
  restrictions: [],
  tags: [],
  photos: [],
  coverPhotoIndex: 0,
  legalCertification: false,
  startExclusive: false,
  firstRefusalHours: String(DEFAULT_FIRST_REFUSAL_HOURS),
};

const keysOf = (shape: object) => Object.keys(shape) as DealField[];
export const SUBJECT_TO_FIELDS = keysOf(dealSubjectToShape);
export const SELLER_FINANCE_FIELDS = keysOf(dealSellerFinanceShape);
export const LEASE_OPTION_FIELDS = keysOf(dealLeaseOptionShape);
const FINANCE_FIELDS = new Set<DealField>([
  ...SUBJECT_TO_FIELDS,
  ...SELLER_FINANCE_FIELDS,
  ...LEASE_OPTION_FIELDS,
]);

/**
 * The groups of finance terms a purchase type asks for (docs/requirements.md#r5-3); Hybrid asks for both loan
 * sets.
 */
export type FinanceGroup = 'subjectTo' | 'sellerFinance' | 'leaseOption';
const GROUPS_BY_TYPE: Record<CreativeFinanceType, readonly FinanceGroup[]> = {
  SubTo: ['subjectTo'],
  SellerFinance: ['sellerFinance'],
  Hybrid: ['subjectTo', 'sellerFinance'],
  LeaseOption: ['leaseOption'],
};
const FIELDS_BY_GROUP: Record<FinanceGroup, readonly DealField[]> = {
  subjectTo: SUBJECT_TO_FIELDS,
  sellerFinance: SELLER_FINANCE_FIELDS,
  leaseOption: LEASE_OPTION_FIELDS,
};

/** The creative finance type of the values, or null for a cash deal or while none is chosen. */
export function creativeTypeOf(values: Pick<DealFormValues, 'dealCategory' | 'purchaseType'>) {
  return values.dealCategory === 'creative' && isCreativeFinanceType(values.purchaseType)
    ? values.purchaseType
    : null;
}

/** The finance term groups shown for the chosen category and purchase type (none for cash). */
export function financeGroupsOf(values: Pick<DealFormValues, 'dealCategory' | 'purchaseType'>) {
  const type = creativeTypeOf(values);
  return type ? GROUPS_BY_TYPE[type] : [];
}

/**
 * The finance fields the form shows: those of the groups, plus the entry fee on any creative deal
 * (the schema accepts it for every creative type; SubTo and Hybrid require it).
 */
export function financeFieldsOf(values: Pick<DealFormValues, 'dealCategory' | 'purchaseType'>): DealField[] {
  const groups = financeGroupsOf(values);
  const fields = groups.flatMap((group) => FIELDS_BY_GROUP[group]);
  if (groups.length > 0 && !fields.includes('entryFee')) fields.push('entryFee');
  return fields;
}

/** "250,000" or "$ 250000" → 250000; text that is not a number stays NaN for the schema to refuse. */
export function parseNumber(text: string): number | undefined {
  const cleaned = text.replace(/[\s,$]/g, '');
  return cleaned === '' ? undefined : Number(cleaned);
}

/** The derived tags the numbers earn, in the order of DEAL_TAGS (shared/src/deals/deal-tags.ts). */
export function computedTags(values: DealFormValues): DealTag[] {
  return derivedTags(toDealBody(values, 'edit') as unknown as AutomaticTagInput);
}

/**
 * The body of createDeal or updateDeal. `startExclusive` and its `firstRefusalHours` are create only. Tags are the seller's plus
 * the ones the numbers earn, exactly what the server will store, so "at least one tag" is judged on
 * the tags the listing will carry.
 */
export function toDealBody(values: DealFormValues, mode: 'create' | 'edit'): Record<string, unknown> {
  const shownFinance = new Set(financeFieldsOf(values));
  const keep = (field: DealField) => !FINANCE_FIELDS.has(field) || shownFinance.has(field);
  const body: Record<string, unknown> = {};
  for (const field of NUMBER_FIELDS) {
    const value = parseNumber(values[field]);
    if (value !== undefined && keep(field)) body[field] = value;
  }
  for (const field of TEXT_FIELDS) {
    const value = values[field].trim();
    if (value !== '' && keep(field)) body[field] = field === 'state' ? value.toUpperCase() : value;
  }
  for (const field of YES_NO_FIELDS) {
    if (values[field] !== '' && keep(field)) body[field] = values[field] === 'yes';
  }
  if (values.restrictions.length > 0) body.restrictions = values.restrictions;
  if (values.photos.length > 0) {
    body.photos = values.photos;
    body.coverPhotoIndex = Math.min(values.coverPhotoIndex, values.photos.length - 1);
  }
  body.tags = withAutomaticTags({
    ...(body as unknown as AutomaticTagInput),
    tags: values.tags as DealTag[],
  });
  if (values.legalCertification) body.legalCertification = true;
  if (mode === 'create' && values.startExclusive) {
    body.startExclusive = true;
    const hours = parseNumber(values.firstRefusalHours);
    if (hours !== undefined) body.firstRefusalHours = hours;
  }
  return body;
}

const textOf = (value: unknown): string =>
  typeof value === 'number' || typeof value === 'string' ? String(value) : '';
const yesNoOf = (value: unknown): YesNo => (value === true ? 'yes' : value === false ? 'no' : '');

/** The form values of a stored listing, for editing it. */
export function fromDeal(deal: Deal): DealFormValues {
  const source = deal as unknown as Record<string, unknown>;
  const values: DealFormValues = { ...EMPTY_DEAL_FORM_VALUES };
  for (const field of [...NUMBER_FIELDS, ...TEXT_FIELDS]) values[field] = textOf(source[field]);
  for (const field of YES_NO_FIELDS) values[field] = yesNoOf(source[field]);
  return {
    ...values,
    restrictions: deal.restrictions ?? [],
    tags: deal.tags.filter((tag) => !DERIVED_TAGS.includes(tag)),
    photos: deal.photos ?? [],
    coverPhotoIndex: deal.coverPhotoIndex ?? 0,
    legalCertification: deal.legalCertification,
    startExclusive: false,
    firstRefusalHours: String(deal.firstRefusalHours ?? DEFAULT_FIRST_REFUSAL_HOURS),
  };
}
