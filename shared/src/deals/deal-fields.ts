/**
 * Enumerated fields of a listing (docs/requirements.md#r3-3 "Listing (deal)"), shared by the API and the web
 * app. The values are the ids stored and sent over the wire; labels live in the web translations.
 */
import * as z from 'zod';

/** How the buyer pays: outright (cash) or on creative finance terms. */
export const DEAL_CATEGORIES = ['cash', 'creative'] as const;
export const dealCategorySchema = z.enum(DEAL_CATEGORIES);
export type DealCategory = z.infer<typeof dealCategorySchema>;

/**
 * The creative finance types; each one decides which finance terms the form asks for
 * (docs/requirements.md#r5-3).
 */
export const CREATIVE_FINANCE_TYPES = ['SubTo', 'SellerFinance', 'Hybrid', 'LeaseOption'] as const;
export const creativeFinanceTypeSchema = z.enum(CREATIVE_FINANCE_TYPES);
export type CreativeFinanceType = z.infer<typeof creativeFinanceTypeSchema>;

/** Purchase types of a cash deal: paid in cash, or by a buyer with a traditional (bank) loan. */
export const CASH_PURCHASE_TYPES = ['cash', 'traditional'] as const;

/**
 * purchaseType is ONE enum of every finance type (cash, traditional and the four creative ones)
 * rather than two fields, because the form shows a single "purchase type" choice whose options
 * depend on dealCategory: a cash deal offers cash or traditional (optional), a creative deal must pick
 * SubTo, SellerFinance, Hybrid or LeaseOption (required, docs/requirements.md#r5-3). The browse filter
 * "finance type" filters on this same field. deal-schema.ts refuses a purchase type that does not match the
 * category.
 */
export const PURCHASE_TYPES = [...CASH_PURCHASE_TYPES, ...CREATIVE_FINANCE_TYPES] as const;
export const purchaseTypeSchema = z.enum(PURCHASE_TYPES, { error: 'purchaseTypeInvalid' });
export type PurchaseType = z.infer<typeof purchaseTypeSchema>;

export function isCreativeFinanceType(value: string | undefined | null): value is CreativeFinanceType {
  return (CREATIVE_FINANCE_TYPES as readonly string[]).includes(value ?? '');
}

export const PROPERTY_TYPES = ['singleFamily', 'condo', '24unit', 'manufactured'] as const;
export const propertyTypeSchema = z.enum(PROPERTY_TYPES);
export type PropertyType = z.infer<typeof propertyTypeSchema>;

export const LOT_SIZE_UNITS = ['sqft', 'acres'] as const;
export const lotSizeUnitSchema = z.enum(LOT_SIZE_UNITS);
export type LotSizeUnit = z.infer<typeof lotSizeUnitSchema>;

export const SOLAR_OPTIONS = ['none', 'ownedNoPay', 'ownedWithPay', 'leased'] as const;
export const solarSchema = z.enum(SOLAR_OPTIONS);
export type Solar = z.infer<typeof solarSchema>;

/** Parking: a 1 to 5 car garage, a carport, or none. */
export const PARKING_OPTIONS = [
  'garage1',
  'garage2',
  'garage3',
  'garage4',
  'garage5',
  'carport',
  'none',
] as const;
export const parkingSchema = z.enum(PARKING_OPTIONS);
export type Parking = z.infer<typeof parkingSchema>;

/** Use restrictions; senior55 is "senior 55+". `none` cannot be combined with another one. */
export const RESTRICTIONS = ['senior55', 'noShortTerm', 'noMidTerm', 'longTermCap', 'none'] as const;
export const restrictionSchema = z.enum(RESTRICTIONS);
export type Restriction = z.infer<typeof restrictionSchema>;

/** Subject-to: the type of the existing loan the buyer takes over. */
export const LOAN_TYPES = ['Conventional', 'FHA', 'VA'] as const;
export const loanTypeSchema = z.enum(LOAN_TYPES);
export type LoanType = z.infer<typeof loanTypeSchema>;

/**
 * Seller finance: how title passes. docs/requirements.md#r3-3 notes one reading also lists LeaseOption here;
 * lease options are their own finance type, so they are not a deed transfer value.
 */
export const DEED_TRANSFER_TYPES = ['DeedTransfer', 'ExecutoryContract'] as const;
export const deedTransferTypeSchema = z.enum(DEED_TRANSFER_TYPES);
export type DeedTransferType = z.infer<typeof deedTransferTypeSchema>;

/**
 * The full tag set of docs/requirements.md#r3-4 (the longer reading: with low-equity, expired-listing and
 * wholesale).
 */
export const DEAL_TAGS = [
  'low-equity',
  'expired-listing',
  'motivated-seller',
  'fix-and-flip',
  'wholesale',
  'rental-property',
  'off-market',
  'low-entry-fee',
  'super-low-entry-fee',
  'low-interest-rate',
  'super-low-interest-rate',
] as const;
export const dealTagSchema = z.enum(DEAL_TAGS, { error: 'tagInvalid' });
export type DealTag = z.infer<typeof dealTagSchema>;
