import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { DealBuyersPage } from '#shared/buyer-matches/buyer-match-api';
import { buyBoxSchema } from '#shared/users/buyer-preferences';
import { dealKey } from '../../db/entities/deal.entity';
import { type UserRecord, toUserItem, userKey } from '../../db/entities/user.entity';
import { apiEvent, bodyOf, lambdaContext, testClaims } from '../../testing/api-event.fixtures';
import { NOW, OWNER_ID, dealItem } from '../../testing/deal.fixtures';
import { userItem, userRecord } from '../../testing/user.fixtures';
import { handler } from './list-deal-buyers';

const dynamo = mockClient(DynamoDBDocumentClient);

const buyer = (userId: string, overrides: Partial<UserRecord> = {}) =>
  userRecord(userId, {
    roles: ['buyer'],
    cognitoGroups: ['buyers'],
    firstName: 'Dana',
    lastName: 'rivera',
    buyBox: buyBoxSchema.parse({ type: 'both', zipCodes: ['78701'] }),
    ...overrides,
  });

let indexed: string[];
let notInterested: string[];
let interests: { dealId: string; buyerId: string; createdAt: string }[];
const cellListings = [
  { dealId: 'deal-1', zipCode: '78701', city: 'Austin', state: 'TX' },
  { dealId: 'other-1', zipCode: '78701', city: 'Austin', state: 'TX' },
  { dealId: 'far-1', zipCode: '78610', city: 'Buda', state: 'TX' },
];
let users: UserRecord[];
let batchGetKeys: number;

const get = (query: Record<string, string> = {}, claims: Record<string, string> = { sub: OWNER_ID }) =>
  handler(
    apiEvent({
      method: 'GET',
      path: '/api/deals/deal-1/buyers',
      claims: testClaims(claims),
      pathParameters: { dealId: 'deal-1' },
      queryStringParameters: query,
    }),
    lambdaContext(),
  );
const page = async (query: Record<string, string> = {}) => {
  const result = await get(query);
  expect(result.statusCode).toBe(200);
  return bodyOf(result) as DealBuyersPage;
};

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'setTimeout'] });
  dynamo.reset();
  batchGetKeys = 0;
  indexed = ['buyer-a', 'buyer-b', 'buyer-c'];
  notInterested = [];
  interests = [];
  users = [
    buyer('buyer-a'),
    // Fits the price too: ranked first.
    buyer('buyer-b', {
      buyBox: buyBoxSchema.parse({ type: 'creative', zipCodes: ['78701'], maxPrice: 400_000 }),
    }),
    // Misses the price: ranked last.
    buyer('buyer-c', {
      buyBox: buyBoxSchema.parse({ type: 'both', zipCodes: ['78701'], maxPrice: 100_000 }),
    }),
  ];
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({ Item: dealItem() });
  dynamo.on(GetCommand, { Key: userKey(OWNER_ID) }).resolves({ Item: userItem(OWNER_ID) });
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(QueryCommand).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => {
    const values = input.ExpressionAttributeValues;
    if (values[':pk'] === 'ALERTZIP#78701') return { Items: indexed.map((userId) => ({ userId })) };
    if (values[':prefix'] === 'NOT_INTERESTED#')
      return { Items: notInterested.map((buyerId) => ({ buyerId })) };
    // The browse entries of the listing's geohash cell: one in its ZIP, one in another city.
    if (values[':pk']!.startsWith('DEALS#GEO#'))
      return { Items: cellListings, ScannedCount: cellListings.length };
    const dealId = values[':pk']!.replace('DEAL#', '');
    const found = interests.filter((interest) => interest.dealId === dealId);
    return { Items: found, ScannedCount: found.length };
  });
  dynamo
    .on(BatchGetCommand)
    .callsFake((input: { RequestItems: Record<string, { Keys: { pk: string; sk: string }[] }> }) => {
      const [table, request] = Object.entries(input.RequestItems)[0]!;
      batchGetKeys += request.Keys.length;
      const wanted = new Set(request.Keys.map((key) => `${key.pk}|${key.sk}`));
      const items = users.map(toUserItem).filter((item) => wanted.has(`${item.pk}|${item.sk}`));
      return { Responses: { [table]: items } };
    });
});

afterEach(() => jest.useRealTimers());

describe('GET /api/deals/{dealId}/buyers', () => {
  it('ranks the candidates best first, with their chips and a name that hides who they are', async () => {
    const answer = await page();

    expect(answer.items.map((item) => item.userId)).toEqual(['buyer-b', 'buyer-a', 'buyer-c']);
    expect(answer).toMatchObject({ total: 3, capped: false, nextCursor: null });
    expect(answer.items[0]).toMatchObject({
      displayName: 'Dana R.',
      certifiedBuyer: false,
      firstRightOfRefusal: false,
      lastSentAt: null,
      canSend: true,
    });
    expect(answer.items[2]!.chips).toContainEqual({
      factor: 'budget',
      fit: false,
      reason: { key: 'priceAtMost', values: { purchasePrice: 350_000, maxPrice: 100_000 } },
    });
  });

  it('counts recent interest in similar listings, not in others or long ago', async () => {
    const recently = new Date(NOW.valueOf() - 24 * 60 * 60 * 1000).toISOString();
    const longAgo = new Date(NOW.valueOf() - 40 * 24 * 60 * 60 * 1000).toISOString();
    interests = [
      { dealId: 'other-1', buyerId: 'buyer-c', createdAt: recently },
      { dealId: 'other-1', buyerId: 'buyer-a', createdAt: longAgo },
      { dealId: 'far-1', buyerId: 'buyer-c', createdAt: recently },
    ];

    const answer = await page();

    const c = answer.items.find((item) => item.userId === 'buyer-c')!;
    expect(c.chips).toContainEqual({ factor: 'recentActivity', fit: true, count: 1 });
    const a = answer.items.find((item) => item.userId === 'buyer-a')!;
    expect(a.chips).not.toContainEqual(expect.objectContaining({ factor: 'recentActivity', fit: true }));
  });

  it('leaves out the owner, buyers who said Not interested, and accounts that are not active buyers', async () => {
    indexed.push(OWNER_ID, 'seller-2', 'gone-1');
    users.push(
      buyer(OWNER_ID),
      userRecord('seller-2', { roles: ['originator'] }),
      buyer('gone-1', { accountStatus: 'deactivated' }),
    );
    notInterested = ['buyer-a'];

    const answer = await page();

    expect(answer.items.map((item) => item.userId)).toEqual(['buyer-b', 'buyer-c']);
  });

  it('filters by score and pages the ranking with an opaque cursor', async () => {
    const first = await page({ limit: '1' });
    expect(first.items.map((item) => item.userId)).toEqual(['buyer-b']);
    expect(first.total).toBe(3);
    const second = await page({ limit: '1', cursor: first.nextCursor! });
    expect(second.items.map((item) => item.userId)).toEqual(['buyer-a']);

    const best = await page({ minScore: String(first.items[0]!.score) });
    expect(best.items.map((item) => item.userId)).toEqual(['buyer-b']);
    expect(best.total).toBe(1);
    expect((await page({ certifiedOnly: 'true' })).total).toBe(0);
  });

  it('answers 400 to a cursor that is not one of its own', async () => {
    const result = await get({ cursor: Buffer.from('{"offset":-1}').toString('base64url') });
    expect(result.statusCode).toBe(400);
  });

  it('reads at most RANKING_MAX_CANDIDATES profiles and says the list is capped', async () => {
    indexed = Array.from({ length: 1_200 }, (_, index) => `many-${String(index).padStart(4, '0')}`);

    const answer = await page();

    expect(answer.capped).toBe(true);
    expect(batchGetKeys).toBeLessThanOrEqual(1_000);
  });

  it('answers 403 to another seller, and 404 when the listing is hidden from them', async () => {
    expect((await get({}, { sub: 'seller-2', 'cognito:groups': '[originators]' })).statusCode).toBe(403);
    dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({ Item: dealItem({ status: 'deleted' }) });
    expect((await get({}, { sub: 'seller-2', 'cognito:groups': '[originators]' })).statusCode).toBe(404);
  });
});
