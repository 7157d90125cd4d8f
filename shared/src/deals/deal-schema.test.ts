import { dealInputSchema, MAX_DEAL_PHOTOS, requiredFinanceFields } from './deal-schema';
import { DEAL_TAGS } from './deal-fields';
import { WORD_MAX_BYTES } from '../core/validation';

type Issue = { path: PropertyKey[]; message: string };
const issuesOf = (input: unknown): Issue[] => {
  const result = dealInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }));
};
const messagesAt = (input: unknown, field: string) =>
  issuesOf(input)
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);

const cashDeal = (): Record<string, unknown> => ({
  streetAddress: '12 Oak Street',
  city: 'Austin',
  state: 'tx',
  zipCode: '78701',
  purchasePrice: 350_000,
  dealCategory: 'cash',
  propertyType: 'singleFamily',
  bedrooms: 3,
  bathrooms: 2.5,
  squareFootage: 1800,
  dealDescription: 'Great starter home near downtown.',
  tags: ['off-market'],
  legalCertification: true,
});

const subToTerms = {
  loanType: 'FHA',
  interestRate: 3.25,
  loanBalance: 240_000,
  loanMaturityDate: '2051-06-01',
  piti: 1_850,
  entryFee: 20_000,
};
const sellerFinanceTerms = {
  sellerLoanAmount: 60_000,
  sellerInterestRate: 6,
  pi: 400,
  sellerLoanMaturity: '2035-01-01',
};
const leaseOptionTerms = {
  optionFee: 8_000,
  optionSalePrice: 400_000,
  optionTerm: 2,
  leaseMonthlyPayment: 2_300,
};

const creative = (purchaseType: string, terms: Record<string, unknown>) => ({
  ...cashDeal(),
  dealCategory: 'creative',
  purchaseType,
  ...terms,
});

const omit = (input: Record<string, unknown>, field: string) => {
  const copy = { ...input };
  delete copy[field];
  return copy;
};

describe('dealInputSchema: a valid deal', () => {
  it('accepts a cash deal and normalises the state', () => {
    const deal = dealInputSchema.parse(cashDeal());
    expect(deal.state).toBe('TX');
  });

  it.each([
    ['SubTo', subToTerms],
    ['SellerFinance', sellerFinanceTerms],
    ['Hybrid', { ...subToTerms, ...sellerFinanceTerms }],
    ['LeaseOption', leaseOptionTerms],
  ])('accepts a complete %s deal', (purchaseType, terms) => {
    expect(issuesOf(creative(purchaseType, terms))).toEqual([]);
  });

  it('accepts every optional field of the form', () => {
    const full = {
      ...creative('Hybrid', { ...subToTerms, ...sellerFinanceTerms, ...leaseOptionTerms }),
      emd: 5_000,
      expectedCloseOfEscrow: '2026-12-31',
      traditionalFinancingQualifications: 'FHA eligible',
      lotSize: 0.25,
      lotSizeUnit: 'acres',
      yearBuilt: 1995,
      solar: 'leased',
      solarMonthlyFee: 120,
      parking: 'garage2',
      additionalParking: 'RV pad',
      hoaMonthlyFee: 45,
      restrictions: ['noShortTerm', 'senior55'],
      agentInvolved: false,
      privatePool: true,
      deedTransferType: 'ExecutoryContract',
      optionFeeDeducted: true,
      monthlyPaymentCredited: true,
      monthlyCreditAmount: 200,
      securityDeposit: 2_000,
      petsAllowed: true,
      allowedPetTypes: 'cats, small dogs',
      petFee: 300,
      utilitiesIncluded: false,
      allowsSublease: false,
      appliancesIncluded: true,
      photos: ['deals/u1/a.jpg', 'deals/u1/b.webp'],
      coverPhotoIndex: 1,
    };
    expect(issuesOf(full)).toEqual([]);
  });
});

describe('dealInputSchema: required fields', () => {
  it.each([
    'streetAddress',
    'city',
    'purchasePrice',
    'propertyType',
    'bedrooms',
    'bathrooms',
    'squareFootage',
    'dealCategory',
  ])('requires %s', (field) => {
    const messages = messagesAt(omit(cashDeal(), field), field);
    expect(messages).toHaveLength(1);
    if (!['propertyType', 'dealCategory'].includes(field)) expect(messages).toEqual(['required']);
  });

  it.each(['streetAddress', 'city'])('refuses a blank %s', (field) => {
    expect(messagesAt({ ...cashDeal(), [field]: '   ' }, field)).toEqual(['required']);
  });

  it.each([
    ['TX', []],
    ['ny', []],
    ['XX', ['stateInvalid']],
    ['Texas', ['stateInvalid']],
  ])('state %j', (state, expected) => {
    expect(messagesAt({ ...cashDeal(), state }, 'state')).toEqual(expected);
  });

  it('requires a state', () => {
    expect(messagesAt(omit(cashDeal(), 'state'), 'state')).toHaveLength(1);
  });

  it.each(['1234', '123456', 'abcde', '78701-1234', ''])('refuses ZIP %j', (zipCode) => {
    expect(messagesAt({ ...cashDeal(), zipCode }, 'zipCode')).toEqual(['zipInvalid']);
  });

  it('requires a ZIP', () => {
    expect(messagesAt(omit(cashDeal(), 'zipCode'), 'zipCode')).toEqual(['required']);
  });
});

describe('dealInputSchema: positive numbers', () => {
  const numericFields: [string, Record<string, unknown>][] = [
    ['purchasePrice', {}],
    ['bedrooms', {}],
    ['bathrooms', {}],
    ['squareFootage', {}],
    ['lotSize', { lotSizeUnit: 'sqft' }],
    ['hoaMonthlyFee', {}],
    ['solarMonthlyFee', {}],
    ['emd', {}],
    ['entryFee', {}],
    ['interestRate', {}],
    ['sellerInterestRate', {}],
    ['piti', {}],
    ['loanBalance', {}],
    ['sellerLoanAmount', {}],
    ['pi', {}],
    ['optionFee', {}],
    ['optionSalePrice', {}],
    ['leaseMonthlyPayment', {}],
    ['monthlyCreditAmount', {}],
    ['securityDeposit', {}],
    ['petFee', {}],
  ];

  it.each(numericFields)('%s must be > 0', (field, extra) => {
    expect(messagesAt({ ...cashDeal(), ...extra, [field]: 0 }, field)).toEqual(['positiveNumber']);
    expect(messagesAt({ ...cashDeal(), ...extra, [field]: -1 }, field)).toEqual(['positiveNumber']);
    expect(messagesAt({ ...cashDeal(), ...extra, [field]: '100' }, field)).toEqual(['numberInvalid']);
    expect(messagesAt({ ...cashDeal(), ...extra, [field]: 2 }, field)).toEqual([]);
  });

  it('refuses interest rates above 100 %', () => {
    expect(messagesAt({ ...cashDeal(), interestRate: 100 }, 'interestRate')).toEqual([]);
    expect(messagesAt({ ...cashDeal(), interestRate: 100.5 }, 'interestRate')).toEqual([
      'interestRateTooHigh',
    ]);
  });

  it('refuses fractional bedrooms and odd bathrooms, and absurd amounts', () => {
    expect(messagesAt({ ...cashDeal(), bedrooms: 2.5 }, 'bedrooms')).toEqual(['integerRequired']);
    expect(messagesAt({ ...cashDeal(), bathrooms: 1.3 }, 'bathrooms')).toEqual(['bathroomsInvalid']);
    expect(messagesAt({ ...cashDeal(), purchasePrice: 1e12 }, 'purchasePrice')).toEqual(['numberTooLarge']);
  });

  it('requires a lot size unit with a lot size', () => {
    expect(messagesAt({ ...cashDeal(), lotSize: 5000 }, 'lotSizeUnit')).toEqual(['required']);
  });
});

describe('dealInputSchema: yearBuilt and option term', () => {
  const thisYear = new Date().getFullYear();
  it.each([
    [1799, ['yearBuiltTooEarly']],
    [1800, []],
    [thisYear, []],
    [thisYear + 1, ['yearBuiltInFuture']],
    [1999.5, ['integerRequired']],
  ])('yearBuilt %d', (yearBuilt, expected) => {
    expect(messagesAt({ ...cashDeal(), yearBuilt }, 'yearBuilt')).toEqual(expected);
  });

  it.each([
    [0.5, ['optionTermTooShort']],
    [0, ['optionTermTooShort']],
    [1, []],
    [31, ['optionTermTooLong']],
  ])('optionTerm %d', (optionTerm, expected) => {
    expect(messagesAt({ ...creative('LeaseOption', leaseOptionTerms), optionTerm }, 'optionTerm')).toEqual(
      expected,
    );
  });
});

describe('dealInputSchema: description, tags, legal certification', () => {
  it('requires a description of 10 to 5000 characters', () => {
    expect(messagesAt({ ...cashDeal(), dealDescription: 'Too short' }, 'dealDescription')).toEqual([
      'descriptionTooShort',
    ]);
    expect(messagesAt({ ...cashDeal(), dealDescription: '   a    ' }, 'dealDescription')).toEqual([
      'descriptionTooShort',
    ]);
    expect(messagesAt({ ...cashDeal(), dealDescription: '0123456789' }, 'dealDescription')).toEqual([]);
    expect(messagesAt({ ...cashDeal(), dealDescription: 'a'.repeat(5001) }, 'dealDescription')).toEqual([
      'descriptionTooLong',
    ]);
    expect(messagesAt(omit(cashDeal(), 'dealDescription'), 'dealDescription')).toEqual(['required']);
  });

  it('refuses a word too long to index (2,048 bytes) in the description, the address and free text', () => {
    const longWord = 'x'.repeat(2048);
    expect(
      messagesAt({ ...cashDeal(), dealDescription: `Nice house ${longWord}` }, 'dealDescription'),
    ).toEqual(['wordTooLong']);
    expect(
      messagesAt(
        { ...cashDeal(), streetAddress: `12 ${'o'.repeat(WORD_MAX_BYTES + 1)} St` },
        'streetAddress',
      ),
    ).toEqual(['wordTooLong']);
    expect(messagesAt({ ...cashDeal(), additionalParking: 'é'.repeat(51) }, 'additionalParking')).toEqual([
      'wordTooLong',
    ]);
    // At the cap, and a long URL (short words between punctuation), are fine.
    expect(
      messagesAt({ ...cashDeal(), dealDescription: `Nice ${'x'.repeat(WORD_MAX_BYTES)}` }, 'dealDescription'),
    ).toEqual([]);
    expect(
      messagesAt(
        { ...cashDeal(), dealDescription: `See https://example.com/${'a1-'.repeat(200)}` },
        'dealDescription',
      ),
    ).toEqual([]);
  });

  it('requires at least one known tag, once each', () => {
    expect(messagesAt({ ...cashDeal(), tags: [] }, 'tags')).toEqual(['tagsRequired']);
    expect(messagesAt(omit(cashDeal(), 'tags'), 'tags')).toEqual(['tagsRequired']);
    expect(messagesAt({ ...cashDeal(), tags: ['haunted'] }, 'tags')).toEqual(['tagInvalid']);
    expect(messagesAt({ ...cashDeal(), tags: ['wholesale', 'wholesale'] }, 'tags')).toEqual([
      'tagsDuplicate',
    ]);
    expect(messagesAt({ ...cashDeal(), tags: [...DEAL_TAGS] }, 'tags')).toEqual([]);
  });

  it.each([false, undefined, 'true'])('requires the legal certification (%j)', (legalCertification) => {
    expect(messagesAt({ ...cashDeal(), legalCertification }, 'legalCertification')).toEqual([
      'legalCertificationRequired',
    ]);
  });
});

describe('dealInputSchema: purchase type and finance terms', () => {
  it('requires a purchase type for a creative deal', () => {
    expect(messagesAt({ ...cashDeal(), dealCategory: 'creative' }, 'purchaseType')).toEqual([
      'purchaseTypeRequired',
    ]);
  });

  it('refuses a purchase type that does not match the category', () => {
    expect(
      messagesAt({ ...cashDeal(), dealCategory: 'creative', purchaseType: 'cash' }, 'purchaseType'),
    ).toEqual(['purchaseTypeMismatch']);
    expect(messagesAt({ ...cashDeal(), purchaseType: 'SubTo' }, 'purchaseType')).toEqual([
      'purchaseTypeMismatch',
    ]);
    expect(messagesAt({ ...cashDeal(), purchaseType: 'traditional' }, 'purchaseType')).toEqual([]);
    expect(messagesAt({ ...cashDeal(), purchaseType: 'barter' }, 'purchaseType')).toEqual([
      'purchaseTypeInvalid',
    ]);
  });

  it('does not need finance terms on a cash deal', () => {
    expect(requiredFinanceFields({ dealCategory: 'cash', purchaseType: 'cash' })).toEqual([]);
  });

  const cases: [string, Record<string, unknown>, string[]][] = [
    [
      'SubTo',
      subToTerms,
      ['loanType', 'interestRate', 'loanBalance', 'loanMaturityDate', 'piti', 'entryFee'],
    ],
    [
      'SellerFinance',
      sellerFinanceTerms,
      ['sellerLoanAmount', 'sellerInterestRate', 'pi', 'sellerLoanMaturity'],
    ],
    [
      'Hybrid',
      { ...subToTerms, ...sellerFinanceTerms },
      [
        'loanType',
        'interestRate',
        'loanBalance',
        'loanMaturityDate',
        'piti',
        'entryFee',
        'sellerLoanAmount',
        'sellerInterestRate',
        'pi',
        'sellerLoanMaturity',
      ],
    ],
    ['LeaseOption', leaseOptionTerms, ['optionFee', 'optionSalePrice', 'optionTerm', 'leaseMonthlyPayment']],
  ];

  describe.each(cases)('%s', (purchaseType, terms, required) => {
    it('lists its required fields', () => {
      expect(
        [...requiredFinanceFields({ dealCategory: 'creative', purchaseType: purchaseType as never })].sort(),
      ).toEqual([...required].sort());
    });

    it.each(required)('requires %s', (field) => {
      expect(issuesOf(omit(creative(purchaseType, terms), field))).toEqual([
        { path: [field], message: 'required' },
      ]);
    });

    it('reports every missing term at once', () => {
      expect(
        issuesOf(creative(purchaseType, {}))
          .map((issue) => issue.path[0])
          .sort(),
      ).toEqual([...required].sort());
    });
  });

  it('a hybrid with only the subject-to set misses the seller finance set', () => {
    expect(issuesOf(creative('Hybrid', subToTerms)).map((issue) => issue.path[0])).toEqual([
      'sellerLoanAmount',
      'sellerInterestRate',
      'pi',
      'sellerLoanMaturity',
    ]);
  });

  it('requires the credited amount when lease payments are credited', () => {
    expect(
      messagesAt(
        { ...creative('LeaseOption', leaseOptionTerms), monthlyPaymentCredited: true },
        'monthlyCreditAmount',
      ),
    ).toEqual(['required']);
  });

  it('refuses invalid maturity dates and loan types', () => {
    expect(
      messagesAt(creative('SubTo', { ...subToTerms, loanMaturityDate: '2051-13-01' }), 'loanMaturityDate'),
    ).toEqual(['dateInvalid']);
    expect(messagesAt(creative('SubTo', { ...subToTerms, loanType: 'USDA' }), 'loanType')).toHaveLength(1);
  });

  it('shows conditional rules together with field errors', () => {
    const paths = issuesOf({ ...creative('SubTo', omit(subToTerms, 'piti')), zipCode: '1' }).map(
      (issue) => issue.path[0],
    );
    expect(paths).toEqual(expect.arrayContaining(['zipCode', 'piti']));
  });
});

describe('dealInputSchema: photos, restrictions, strictness', () => {
  it(`accepts up to ${MAX_DEAL_PHOTOS} photos and a cover inside the list`, () => {
    const photos = Array.from({ length: MAX_DEAL_PHOTOS }, (_, index) => `deals/u1/${index}.jpg`);
    expect(messagesAt({ ...cashDeal(), photos, coverPhotoIndex: 24 }, 'photos')).toEqual([]);
    expect(messagesAt({ ...cashDeal(), photos: [...photos, 'deals/u1/x.jpg'] }, 'photos')).toEqual([
      'tooManyPhotos',
    ]);
    expect(messagesAt({ ...cashDeal(), photos, coverPhotoIndex: 25 }, 'coverPhotoIndex')).toEqual([
      'coverPhotoInvalid',
    ]);
    expect(messagesAt({ ...cashDeal(), coverPhotoIndex: 0 }, 'coverPhotoIndex')).toEqual([
      'coverPhotoInvalid',
    ]);
  });

  it.each(['../secret', '/abs/key', 'has space.jpg', ''])('refuses photo key %j', (key) => {
    expect(messagesAt({ ...cashDeal(), photos: [key] }, 'photos')).toEqual(['photoKeyInvalid']);
  });

  it('refuses duplicate photos and none combined with another restriction', () => {
    expect(messagesAt({ ...cashDeal(), photos: ['a.jpg', 'a.jpg'] }, 'photos')).toEqual(['duplicateValue']);
    expect(messagesAt({ ...cashDeal(), restrictions: ['none', 'senior55'] }, 'restrictions')).toEqual([
      'restrictionsNoneExclusive',
    ]);
  });

  it.each(['status', 'favoriteCount', 'ownerId'])('refuses the unknown field %s', (field) => {
    const issues = issuesOf({ ...cashDeal(), [field]: 'x' });
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toEqual([]);
  });

  it('refuses a body that is not an object', () => {
    expect(dealInputSchema.safeParse(null).success).toBe(false);
    expect(dealInputSchema.safeParse([]).success).toBe(false);
  });
});

describe('dealInputSchema: first-refusal delay', () => {
  it.each([1, 24, 168])('accepts %i hours', (firstRefusalHours) => {
    expect(issuesOf({ ...cashDeal(), startExclusive: true, firstRefusalHours })).toEqual([]);
  });

  it('may be left out (the server stores 24 hours)', () => {
    expect(issuesOf({ ...cashDeal(), startExclusive: true })).toEqual([]);
  });

  it.each([
    [0, 'firstRefusalHoursTooShort'],
    [169, 'firstRefusalHoursTooLong'],
    [1.5, 'integerRequired'],
    ['24', 'numberInvalid'],
  ])('refuses %p with %s', (firstRefusalHours, message) => {
    expect(messagesAt({ ...cashDeal(), firstRefusalHours }, 'firstRefusalHours')).toEqual([message]);
  });
});
