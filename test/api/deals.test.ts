/**
 * Creating, reading and editing listings against the local stack (docs/requirements.md#r2-5): every
 * docs/requirements.md#r5-2 rule, the duplicate address rule, derived fields and the seller's dashboard.
 */
import type { Deal, DealDetail } from '#shared/deals/deal-api';
import { ALWAYS_REQUIRED_FIELDS } from '#shared/deals/deal-schema';
import { callApi } from './support/local-stack';
import {
  createDealAs,
  demoToken,
  uniqueStreetAddress,
  validCashDealBody,
  validDealBody,
} from './support/deals';

const json = (body: unknown) => JSON.stringify(body);
const SELLER = 'seller@example.com';
const HYBRID = 'hybrid@example.com';
const ADMIN = 'admin@example.com';

const create = async (email: string, body: unknown) =>
  callApi('/api/deals', { method: 'POST', token: await demoToken(email), body: json(body) });
const update = async (email: string, dealId: string, body: unknown) =>
  callApi(`/api/deals/${dealId}`, { method: 'PUT', token: await demoToken(email), body: json(body) });
const detail = async (email: string, dealId: string) =>
  callApi(`/api/deals/${dealId}`, { token: await demoToken(email) });

/** Whether the seller's dashboard lists a listing at this street address. */
async function sellerHasListingAt(streetAddress: string): Promise<boolean> {
  const { body } = await callApi('/api/users/me/deals?limit=100', { token: await demoToken(SELLER) });
  return (body as { items: Array<{ streetAddress: string }> }).items.some(
    (item) => item.streetAddress === streetAddress,
  );
}

const SELLER_FINANCE = {
  sellerLoanAmount: 200_000,
  sellerInterestRate: 6,
  pi: 1200,
  sellerLoanMaturity: '2040-01-01',
};
const SUBJECT_TO = {
  loanType: 'FHA',
  interestRate: 3.25,
  loanBalance: 280_000,
  loanMaturityDate: '2051-06-01',
  piti: 1900,
  entryFee: 20_000,
};
const LEASE_OPTION = { optionFee: 8000, optionSalePrice: 360_000, optionTerm: 3, leaseMonthlyPayment: 2100 };
const withoutSubjectTo = Object.fromEntries(Object.keys(SUBJECT_TO).map((field) => [field, undefined]));
const sellerFinanceBody = (overrides: Record<string, unknown> = {}) =>
  validDealBody({ ...withoutSubjectTo, purchaseType: 'SellerFinance', ...SELLER_FINANCE, ...overrides });
const hybridBody = (overrides: Record<string, unknown> = {}) =>
  validDealBody({ purchaseType: 'Hybrid', ...SELLER_FINANCE, ...overrides });
const leaseOptionBody = (overrides: Record<string, unknown> = {}) =>
  validDealBody({ ...withoutSubjectTo, purchaseType: 'LeaseOption', ...LEASE_OPTION, ...overrides });

describe('POST /api/deals', () => {
  it('lists a valid deal as active with server-owned fields and derived tags', async () => {
    // Prepare
    const body = validDealBody({ entryFee: 9000, interestRate: 3, tags: ['motivated-seller', 'low-equity'] });

    // Act
    const { status, body: answer } = await create(SELLER, body);

    // Assess
    expect(status).toBe(201);
    const deal = answer as Deal;
    expect(deal).toMatchObject({
      streetAddress: body.streetAddress,
      status: 'active',
      favoriteCount: 0,
      interestCount: 0,
      offerCount: 0,
      viewCount: 0,
      location: { lat: expect.any(Number), lng: expect.any(Number) },
    });
    expect(deal.tags).toEqual([
      'low-equity',
      'motivated-seller',
      'low-entry-fee',
      'super-low-entry-fee',
      'low-interest-rate',
      'super-low-interest-rate',
    ]);
    expect(deal).not.toHaveProperty('searchWords');
    expect(deal).not.toHaveProperty('uniqueViewerCount');
  });

  it('lists as exclusive when asked, and answers a null location for an unknown ZIP', async () => {
    const { status, body } = await create(
      SELLER,
      validCashDealBody({ startExclusive: true, zipCode: '00000' }),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({ status: 'exclusive', location: null });
    expect(body).not.toHaveProperty('startExclusive');
  });

  it('drops derived tags the numbers do not earn', async () => {
    const { body } = await create(
      SELLER,
      validDealBody({ entryFee: 90_000, interestRate: 7, tags: ['off-market', 'low-entry-fee'] }),
    );
    expect((body as Deal).tags).toEqual(['off-market']);
  });

  it.each([
    ['a cash deal', validCashDealBody()],
    ['a traditional deal', validCashDealBody({ purchaseType: 'traditional' })],
    ['a SubTo deal', validDealBody()],
    ['a seller finance deal', sellerFinanceBody()],
    ['a hybrid deal', hybridBody()],
    ['a lease option', leaseOptionBody()],
  ])('accepts %s', async (_, body) => {
    const { status } = await create(SELLER, body);
    expect(status).toBe(201);
  });

  const requiredFields = ALWAYS_REQUIRED_FIELDS;
  const positiveFields = [
    'purchasePrice',
    'bedrooms',
    'bathrooms',
    'squareFootage',
    'lotSize',
    'hoaMonthlyFee',
    'solarMonthlyFee',
    'emd',
    'entryFee',
    'interestRate',
    'piti',
    'loanBalance',
  ];
  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ...requiredFields.map((field): [string, Record<string, unknown>, string, string] => [
      `no ${field}`,
      validDealBody({ [field]: undefined }),
      field,
      field === 'tags'
        ? 'tagsRequired'
        : field === 'legalCertification'
          ? 'legalCertificationRequired'
          : field === 'dealCategory' || field === 'propertyType'
            ? expect.any(String)
            : 'required',
    ]),
    ...positiveFields.flatMap((field): Array<[string, Record<string, unknown>, string, string]> => [
      [`${field} 0`, validDealBody({ [field]: 0, lotSizeUnit: 'sqft' }), field, 'positiveNumber'],
      [`${field} negative`, validDealBody({ [field]: -5, lotSizeUnit: 'sqft' }), field, 'positiveNumber'],
    ]),
    ...['sellerLoanAmount', 'sellerInterestRate', 'pi'].map(
      (field): [string, Record<string, unknown>, string, string] => [
        `seller finance ${field} 0`,
        sellerFinanceBody({ [field]: 0 }),
        field,
        'positiveNumber',
      ],
    ),
    ...['optionFee', 'optionSalePrice', 'leaseMonthlyPayment', 'securityDeposit', 'petFee'].map(
      (field): [string, Record<string, unknown>, string, string] => [
        `lease option ${field} 0`,
        leaseOptionBody({ [field]: 0 }),
        field,
        'positiveNumber',
      ],
    ),
    [
      'a zero credited amount',
      leaseOptionBody({ monthlyPaymentCredited: true, monthlyCreditAmount: 0 }),
      'monthlyCreditAmount',
      'positiveNumber',
    ],
    ['a state that is not a US code', validDealBody({ state: 'XX' }), 'state', 'stateInvalid'],
    ['a lower-case three-letter state', validDealBody({ state: 'tex' }), 'state', 'stateInvalid'],
    ['a 4-digit ZIP', validDealBody({ zipCode: '7870' }), 'zipCode', 'zipInvalid'],
    ['a ZIP with letters', validDealBody({ zipCode: '7870A' }), 'zipCode', 'zipInvalid'],
    ['yearBuilt 1799', validDealBody({ yearBuilt: 1799 }), 'yearBuilt', 'yearBuiltTooEarly'],
    [
      'yearBuilt next year',
      validDealBody({ yearBuilt: new Date().getFullYear() + 1 }),
      'yearBuilt',
      'yearBuiltInFuture',
    ],
    ['an option term under a year', leaseOptionBody({ optionTerm: 0.5 }), 'optionTerm', expect.any(String)],
    [
      'a 9-character description',
      validDealBody({ dealDescription: 'Too short' }),
      'dealDescription',
      'descriptionTooShort',
    ],
    ['no tags', validDealBody({ tags: [] }), 'tags', 'tagsRequired'],
    ['an unknown tag', validDealBody({ tags: ['haunted'] }), 'tags.0', 'tagInvalid'],
    [
      'legal certification false',
      validDealBody({ legalCertification: false }),
      'legalCertification',
      'legalCertificationRequired',
    ],
    [
      'a creative deal without purchase type',
      validDealBody({ purchaseType: undefined }),
      'purchaseType',
      'purchaseTypeRequired',
    ],
    [
      'a creative deal paid in cash',
      validDealBody({ purchaseType: 'cash' }),
      'purchaseType',
      'purchaseTypeMismatch',
    ],
    [
      'a cash deal on SubTo terms',
      validCashDealBody({ purchaseType: 'SubTo' }),
      'purchaseType',
      'purchaseTypeMismatch',
    ],
    ...Object.keys(SUBJECT_TO).map((field): [string, Record<string, unknown>, string, string] => [
      `SubTo without ${field}`,
      validDealBody({ [field]: undefined }),
      field,
      'required',
    ]),
    ...Object.keys(SELLER_FINANCE).map((field): [string, Record<string, unknown>, string, string] => [
      `seller finance without ${field}`,
      sellerFinanceBody({ [field]: undefined }),
      field,
      'required',
    ]),
    ...[...Object.keys(SUBJECT_TO), ...Object.keys(SELLER_FINANCE)].map(
      (field): [string, Record<string, unknown>, string, string] => [
        `hybrid without ${field}`,
        hybridBody({ [field]: undefined }),
        field,
        'required',
      ],
    ),
    ...Object.keys(LEASE_OPTION).map((field): [string, Record<string, unknown>, string, string] => [
      `lease option without ${field}`,
      leaseOptionBody({ [field]: undefined }),
      field,
      'required',
    ]),
    [
      'an unknown field',
      validDealBody({ ownerId: 'someone-else' } as Record<string, unknown>),
      '',
      expect.any(String),
    ],
  ];

  it.each(invalid)('refuses %s with 400 and stores nothing', async (_, body, field, message) => {
    // Act
    const { status, body: answer } = await create(SELLER, body);

    // Assess
    expect(status).toBe(400);
    expect(answer).toMatchObject({ code: 'VALIDATION_FAILED' });
    const details = (answer as { details: Array<{ path: string; message: string }> }).details;
    expect(details).toContainEqual({
      path: field ? `body.${field}` : expect.stringMatching(/^body/),
      message,
    });
    expect(await sellerHasListingAt(String(body.streetAddress))).toBe(false);
  });

  it('refuses a street address another seller listed with 409 and a link to their listing', async () => {
    // Prepare
    const existing = await createDealAs(SELLER);

    // Act
    const { status, body } = await create(
      HYBRID,
      validDealBody({
        streetAddress: ` ${existing.streetAddress.toUpperCase()} `,
        zipCode: existing.zipCode,
      }),
    );

    // Assess
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'DUPLICATE_ADDRESS', related: { dealId: existing.dealId } });
  });

  it('lets the same seller list the same address again, and frees a canceled listing address', async () => {
    const first = await createDealAs(SELLER);
    const again = await create(SELLER, validDealBody({ streetAddress: first.streetAddress }));
    expect(again.status).toBe(201);

    const other = await createDealAs(SELLER);
    const canceled = await callApi(`/api/deals/${other.dealId}/status`, {
      method: 'POST',
      token: await demoToken(SELLER),
      body: json({ to: 'canceled', throughPlatform: false, cancelReason: 'Seller backed out' }),
    });
    expect(canceled.status).toBe(200);
    const byAnother = await create(HYBRID, validDealBody({ streetAddress: other.streetAddress }));
    expect(byAnother.status).toBe(201);
  });

  it('refuses a photo key outside the caller prefix or never uploaded with 400', async () => {
    const foreign = await create(SELLER, validDealBody({ photos: ['deal-photos/someone-else/01ABC.jpg'] }));
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ code: 'BAD_REQUEST' });

    const { body: me } = await callApi('/api/auth/me', { token: await demoToken(SELLER) });
    const missing = await create(
      SELLER,
      validDealBody({ photos: [`deal-photos/${(me as { userId: string }).userId}/01NOTUPLOADED.jpg`] }),
    );
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'UPLOAD_NOT_FOUND' });
  });
});

describe('PUT /api/deals/{dealId}', () => {
  it('replaces the fields, keeps what the server owns and recomputes tags and location', async () => {
    // Prepare
    const deal = await createDealAs(SELLER);
    await detail('buyer@example.com', deal.dealId);

    // Act
    const { status, body } = await update(
      SELLER,
      deal.dealId,
      validCashDealBody({
        streetAddress: deal.streetAddress,
        zipCode: '10001',
        city: 'New York',
        state: 'NY',
        tags: ['low-entry-fee', 'wholesale'],
      }),
    );

    // Assess
    expect(status).toBe(200);
    const updated = body as Deal;
    expect(updated).toMatchObject({
      dealId: deal.dealId,
      ownerId: deal.ownerId,
      status: 'active',
      createdAt: deal.createdAt,
      dealCategory: 'cash',
      tags: ['wholesale'],
    });
    expect(updated.location).not.toEqual(deal.location);
    expect(updated).not.toHaveProperty('loanBalance');
    const stored = (await detail(SELLER, deal.dealId)).body as DealDetail;
    expect(stored.deal).toMatchObject({ city: 'New York', viewCount: 1 });
    expect(stored.deal).not.toHaveProperty('loanBalance');
  });

  it('moves the address claim: the old address is free, the new one refused to others', async () => {
    const deal = await createDealAs(SELLER);
    const newAddress = uniqueStreetAddress();
    const moved = await update(SELLER, deal.dealId, validDealBody({ streetAddress: newAddress }));
    expect(moved.status).toBe(200);

    expect((await create(HYBRID, validDealBody({ streetAddress: deal.streetAddress }))).status).toBe(201);
    const taken = await create(HYBRID, validDealBody({ streetAddress: newAddress }));
    expect(taken.body).toMatchObject({ code: 'DUPLICATE_ADDRESS', related: { dealId: deal.dealId } });
  });

  it("refuses to move onto another seller's address with 409 DUPLICATE_ADDRESS", async () => {
    const others = await createDealAs(HYBRID);
    const deal = await createDealAs(SELLER);
    const { status, body } = await update(
      SELLER,
      deal.dealId,
      validDealBody({ streetAddress: others.streetAddress }),
    );
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'DUPLICATE_ADDRESS', related: { dealId: others.dealId } });
  });

  it("lets an admin edit a seller's listing, and refuses another seller with 403", async () => {
    const deal = await createDealAs(SELLER);
    expect(
      (await update(ADMIN, deal.dealId, validDealBody({ streetAddress: deal.streetAddress }))).status,
    ).toBe(200);
    const other = await update(HYBRID, deal.dealId, validDealBody());
    expect(other.status).toBe(403);
    expect((await update(SELLER, 'no-such-deal', validDealBody())).body).toMatchObject({
      code: 'DEAL_NOT_FOUND',
    });
  });

  it('validates the body like create', async () => {
    const deal = await createDealAs(SELLER);
    const { status, body } = await update(SELLER, deal.dealId, validDealBody({ zipCode: 'abc' }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses to edit a sold listing with 409 and a deleted one with 404', async () => {
    const sold = await createDealAs(SELLER);
    const token = await demoToken(SELLER);
    await callApi(`/api/deals/${sold.dealId}/status`, {
      method: 'POST',
      token,
      body: json({ to: 'sold', throughPlatform: false }),
    });
    expect((await update(SELLER, sold.dealId, validDealBody())).body).toMatchObject({ code: 'CONFLICT' });

    const deleted = await createDealAs(SELLER);
    await callApi(`/api/deals/${deleted.dealId}`, { method: 'DELETE', token });
    expect((await update(ADMIN, deleted.dealId, validDealBody())).body).toMatchObject({
      code: 'DEAL_NOT_FOUND',
    });
  });
});

describe('GET /api/deals/{dealId}', () => {
  it('answers the listing, its seller and what a buyer may do', async () => {
    const deal = await createDealAs(SELLER);
    const { status, body } = await detail('buyer@example.com', deal.dealId);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      deal: { dealId: deal.dealId },
      seller: { firstName: 'Sam', lastName: 'Seller' },
      viewer: { isFavorite: false, canManage: false, acceptsOffers: true },
    });
  });

  it('lets the owner and admins manage it', async () => {
    const deal = await createDealAs(SELLER);
    expect((await detail(SELLER, deal.dealId)).body).toMatchObject({ viewer: { canManage: true } });
    expect((await detail(ADMIN, deal.dealId)).body).toMatchObject({ viewer: { canManage: true } });
  });

  it('answers 404 DEAL_NOT_FOUND for an unknown listing', async () => {
    const { status, body } = await detail('buyer@example.com', 'no-such-deal');
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'DEAL_NOT_FOUND' });
  });
});

describe('GET /api/users/me/deals', () => {
  it("lists the caller's listings newest first with their counters, filtered by status", async () => {
    // Prepare
    const older = await createDealAs(HYBRID);
    const newer = await createDealAs(HYBRID, validDealBody({ startExclusive: true }));
    const token = await demoToken(HYBRID);

    // Act
    const all = await callApi('/api/users/me/deals?limit=2', { token });
    const exclusive = await callApi('/api/users/me/deals?status=exclusive&limit=100', { token });

    // Assess
    expect(all.status).toBe(200);
    const page = all.body as {
      items: Array<{ dealId: string; viewCount: number }>;
      nextCursor: string | null;
    };
    expect(page.items.map((item) => item.dealId)).toEqual([newer.dealId, older.dealId]);
    expect(page.items[0]).toMatchObject({ viewCount: 0, offerCount: 0, interestCount: 0, isFavorite: false });
    const statuses = (exclusive.body as { items: Array<{ status: string }> }).items.map(
      (item) => item.status,
    );
    expect(new Set(statuses)).toEqual(new Set(['exclusive']));
  });

  it('pages with a cursor and refuses a forged one', async () => {
    await createDealAs(HYBRID);
    await createDealAs(HYBRID);
    const token = await demoToken(HYBRID);
    const first = (await callApi('/api/users/me/deals?limit=1', { token })).body as {
      nextCursor: string;
      items: Array<{ dealId: string }>;
    };
    const second = (await callApi(`/api/users/me/deals?limit=1&cursor=${first.nextCursor}`, { token }))
      .body as {
      items: Array<{ dealId: string }>;
    };
    expect(second.items[0]?.dealId).not.toEqual(first.items[0]?.dealId);
    const forged = Buffer.from(
      JSON.stringify({ pk: 'x', sk: 'y', gsi1pk: 'OWNER#someone', gsi1sk: 'z' }),
    ).toString('base64url');
    expect((await callApi(`/api/users/me/deals?cursor=${forged}`, { token })).status).toBe(400);
  });
});
