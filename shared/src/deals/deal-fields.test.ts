import {
  DEAL_TAGS,
  dealTagSchema,
  isCreativeFinanceType,
  PARKING_OPTIONS,
  PURCHASE_TYPES,
  purchaseTypeSchema,
} from './deal-fields';

describe('deal fields', () => {
  it('holds the full docs/requirements.md#r3-4 tag set of 11', () => {
    expect(DEAL_TAGS).toHaveLength(11);
    expect(dealTagSchema.safeParse('wholesale').success).toBe(true);
    expect(dealTagSchema.safeParse('haunted').error?.issues[0]?.message).toBe('tagInvalid');
  });

  it('offers cash, traditional and the four creative finance types as purchase types', () => {
    expect(PURCHASE_TYPES).toEqual([
      'cash',
      'traditional',
      'SubTo',
      'SellerFinance',
      'Hybrid',
      'LeaseOption',
    ]);
    expect(purchaseTypeSchema.safeParse('barter').error?.issues[0]?.message).toBe('purchaseTypeInvalid');
  });

  it('tells creative finance types apart', () => {
    expect(
      ['SubTo', 'SellerFinance', 'Hybrid', 'LeaseOption'].every((type) => isCreativeFinanceType(type)),
    ).toBe(true);
    expect([undefined, null, 'cash', 'traditional'].some((type) => isCreativeFinanceType(type))).toBe(false);
  });

  it('has 1 to 5 car garages, a carport and none for parking', () => {
    expect(PARKING_OPTIONS).toEqual([
      'garage1',
      'garage2',
      'garage3',
      'garage4',
      'garage5',
      'carport',
      'none',
    ]);
  });
});
