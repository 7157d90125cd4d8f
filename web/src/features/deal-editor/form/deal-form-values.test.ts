import type { Deal } from '#shared/deals/deal-api';
import {
  computedTags,
  EMPTY_DEAL_FORM_VALUES,
  financeFieldsOf,
  fromDeal,
  toDealBody,
  type DealFormValues,
} from './deal-form-values';

const values = (overrides: Partial<DealFormValues>): DealFormValues => ({
  ...EMPTY_DEAL_FORM_VALUES,
  ...overrides,
});

describe('toDealBody', () => {
  it('turns typed numbers into numbers and leaves empty optional inputs out', () => {
    // Prepare
    const form = values({
      streetAddress: ' 1 Main St ',
      state: 'tx',
      purchasePrice: '$250,000',
      emd: '',
      yearBuilt: ' ',
    });

    // Act
    const body = toDealBody(form, 'create');

    // Assess
    expect(body).toMatchObject({ streetAddress: '1 Main St', state: 'TX', purchasePrice: 250000 });
    expect(body).not.toHaveProperty('emd');
    expect(body).not.toHaveProperty('yearBuilt');
    expect(body).not.toHaveProperty('city');
  });

  it('keeps a number that is not one as NaN, so the schema refuses it instead of dropping it', () => {
    expect(toDealBody(values({ bedrooms: 'three' }), 'create').bedrooms).toBeNaN();
  });

  it('sends only the finance terms of the chosen purchase type', () => {
    // Prepare
    const form = values({
      dealCategory: 'creative',
      purchaseType: 'SubTo',
      interestRate: '3',
      sellerLoanAmount: '50000',
      optionFee: '2000',
    });

    // Act
    const body = toDealBody(form, 'create');

    // Assess
    expect(body.interestRate).toBe(3);
    expect(body).not.toHaveProperty('sellerLoanAmount');
    expect(body).not.toHaveProperty('optionFee');
  });

  it('sends no finance terms for a cash deal', () => {
    const body = toDealBody(values({ dealCategory: 'cash', interestRate: '3', entryFee: '5000' }), 'create');

    expect(body).not.toHaveProperty('interestRate');
    expect(body).not.toHaveProperty('entryFee');
  });

  it('sends yes/no answers as booleans and leaves unanswered ones out', () => {
    const body = toDealBody(values({ privatePool: 'no', agentInvolved: 'yes', petsAllowed: '' }), 'create');

    expect(body).toMatchObject({ privatePool: false, agentInvolved: true });
    expect(body).not.toHaveProperty('petsAllowed');
  });

  it('adds the tags the numbers earn to the chosen ones', () => {
    // Prepare
    const form = values({
      dealCategory: 'creative',
      purchaseType: 'SubTo',
      entryFee: '8000',
      interestRate: '4.5',
      tags: ['off-market'],
    });

    // Act
    const body = toDealBody(form, 'create');

    // Assess
    expect(body.tags).toEqual(['off-market', 'low-entry-fee', 'super-low-entry-fee', 'low-interest-rate']);
    expect(computedTags(form)).toEqual(['low-entry-fee', 'super-low-entry-fee', 'low-interest-rate']);
  });

  it('sends startExclusive on create only', () => {
    const form = values({ startExclusive: true, legalCertification: true });

    expect(toDealBody(form, 'create')).toMatchObject({ startExclusive: true, legalCertification: true });
    expect(toDealBody(form, 'edit')).not.toHaveProperty('startExclusive');
  });

  it('sends the first-refusal delay with an exclusive listing on create only, 24 hours unless changed', () => {
    expect(toDealBody(values({ startExclusive: true }), 'create')).toMatchObject({ firstRefusalHours: 24 });
    expect(toDealBody(values({ startExclusive: true, firstRefusalHours: '6' }), 'create')).toMatchObject({
      firstRefusalHours: 6,
    });
    expect(toDealBody(values({ firstRefusalHours: '6' }), 'create')).not.toHaveProperty('firstRefusalHours');
    expect(toDealBody(values({ startExclusive: true }), 'edit')).not.toHaveProperty('firstRefusalHours');
  });

  it('sends the photos with a cover index inside the list', () => {
    const body = toDealBody(values({ photos: ['a.jpg', 'b.jpg'], coverPhotoIndex: 5 }), 'create');

    expect(body).toMatchObject({ photos: ['a.jpg', 'b.jpg'], coverPhotoIndex: 1 });
  });
});

describe('financeFieldsOf', () => {
  it('asks both loan sets for a hybrid deal and the entry fee on every creative type', () => {
    expect(financeFieldsOf({ dealCategory: 'creative', purchaseType: 'Hybrid' })).toEqual(
      expect.arrayContaining(['loanBalance', 'entryFee', 'sellerLoanAmount', 'deedTransferType']),
    );
    expect(financeFieldsOf({ dealCategory: 'creative', purchaseType: 'LeaseOption' })).toEqual(
      expect.arrayContaining(['optionFee', 'entryFee']),
    );
    expect(financeFieldsOf({ dealCategory: 'cash', purchaseType: 'cash' })).toEqual([]);
  });
});

describe('fromDeal', () => {
  it('shows a stored listing in the form, without the computed tags', () => {
    // Prepare
    const deal = {
      streetAddress: '1 Main St',
      purchasePrice: 250000,
      privatePool: false,
      tags: ['wholesale', 'low-entry-fee'],
      photos: ['a.jpg'],
      coverPhotoIndex: 0,
      legalCertification: true,
    } as unknown as Deal;

    // Act
    const form = fromDeal(deal);

    // Assess
    expect(form).toMatchObject({
      streetAddress: '1 Main St',
      purchasePrice: '250000',
      privatePool: 'no',
      agentInvolved: '',
      tags: ['wholesale'],
      photos: ['a.jpg'],
      legalCertification: true,
    });
  });
});
