/**
 * Which facts of a listing the detail page shows, section by section, and how each one reads. The
 * finance sections follow the purchase type (docs/requirements.md#r5-3): SubTo terms, seller finance terms,
 * both for a Hybrid, lease option terms. Sections list fields in the order of the create form's steps.
 */
import type { Deal } from '#shared/deals/deal-api';

/** How a value is written: money in USD, a percentage, a date, a yes/no, a translated option… */
export type FactFormat =
  | 'money'
  | 'percent'
  | 'date'
  | 'number'
  | 'year'
  | 'years'
  | 'yesNo'
  | 'option'
  | 'options'
  | 'text'
  | 'lotSize';

export interface Fact {
  field: keyof Deal;
  format: FactFormat;
}

export type FactSectionId = 'basics' | 'property' | 'subjectTo' | 'sellerFinance' | 'leaseOption';

export interface FactSection {
  id: FactSectionId;
  facts: readonly Fact[];
}

const fact = (field: keyof Deal, format: FactFormat): Fact => ({ field, format });

const BASICS: FactSection = {
  id: 'basics',
  facts: [
    fact('purchasePrice', 'money'),
    fact('emd', 'money'),
    fact('expectedCloseOfEscrow', 'date'),
    fact('dealCategory', 'option'),
    fact('purchaseType', 'option'),
    fact('traditionalFinancingQualifications', 'text'),
  ],
};

const PROPERTY: FactSection = {
  id: 'property',
  facts: [
    fact('propertyType', 'option'),
    fact('bedrooms', 'number'),
    fact('bathrooms', 'number'),
    fact('squareFootage', 'number'),
    fact('lotSize', 'lotSize'),
    fact('yearBuilt', 'year'),
    fact('solar', 'option'),
    fact('solarMonthlyFee', 'money'),
    fact('parking', 'option'),
    fact('additionalParking', 'text'),
    fact('hoaMonthlyFee', 'money'),
    fact('restrictions', 'options'),
    fact('agentInvolved', 'yesNo'),
    fact('privatePool', 'yesNo'),
  ],
};

const SUBJECT_TO: FactSection = {
  id: 'subjectTo',
  facts: [
    fact('loanType', 'option'),
    fact('interestRate', 'percent'),
    fact('loanBalance', 'money'),
    fact('piti', 'money'),
    fact('entryFee', 'money'),
    fact('loanMaturityDate', 'date'),
  ],
};

const SELLER_FINANCE: FactSection = {
  id: 'sellerFinance',
  facts: [
    fact('sellerLoanAmount', 'money'),
    fact('sellerInterestRate', 'percent'),
    fact('pi', 'money'),
    fact('sellerLoanMaturity', 'date'),
    fact('deedTransferType', 'option'),
  ],
};

const LEASE_OPTION: FactSection = {
  id: 'leaseOption',
  facts: [
    fact('optionFee', 'money'),
    fact('optionSalePrice', 'money'),
    fact('optionTerm', 'years'),
    fact('optionFeeDeducted', 'yesNo'),
    fact('leaseMonthlyPayment', 'money'),
    fact('monthlyPaymentCredited', 'yesNo'),
    fact('monthlyCreditAmount', 'money'),
    fact('securityDeposit', 'money'),
    fact('petsAllowed', 'yesNo'),
    fact('allowedPetTypes', 'text'),
    fact('petFee', 'money'),
    fact('utilitiesIncluded', 'yesNo'),
    fact('allowsSublease', 'yesNo'),
    fact('appliancesIncluded', 'yesNo'),
  ],
};

/** An entry fee may come with any creative deal; SubTo lists it among its own terms. */
const withEntryFee = (section: FactSection): FactSection => ({
  ...section,
  facts: [...section.facts, fact('entryFee', 'money')],
});

/** The finance term sections of a listing's purchase type (none for cash and traditional). */
export function financeSections(deal: Pick<Deal, 'dealCategory' | 'purchaseType'>): FactSection[] {
  if (deal.dealCategory !== 'creative') return [];
  switch (deal.purchaseType) {
    case 'SubTo':
      return [SUBJECT_TO];
    case 'SellerFinance':
      return [withEntryFee(SELLER_FINANCE)];
    case 'Hybrid':
      return [SUBJECT_TO, SELLER_FINANCE];
    case 'LeaseOption':
      return [withEntryFee(LEASE_OPTION)];
    default:
      return [];
  }
}

/** Every section the detail page shows for this listing, in order. */
export function factSections(deal: Pick<Deal, 'dealCategory' | 'purchaseType'>): FactSection[] {
  return [BASICS, PROPERTY, ...financeSections(deal)];
}

/** True when the listing has a value for the fact (empty lists count as none). */
export function hasValue(deal: Deal, field: keyof Deal): boolean {
  const value = deal[field];
  return (
    value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)
  );
}
