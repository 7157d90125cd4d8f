import { sampleCashDealInput } from '#shared/deals/deal-samples';
import { S3Client, HeadObjectCommand } from '@aws-sdk/client-s3';
import {
  BatchGetCommand,
  BatchWriteCommand,
  QueryCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { interestKey, toInterestItem } from '../db/entities/interest.entity';
import { notInterestedKey, toNotInterestedItem } from '../db/entities/not-interested.entity';
import { dealAddressClaimKey } from '../db/entities/deal-address-claim.entity';
import { dealBrowseEntryKeys } from '../db/entities/deal-browse-entry.entity';
import { dealKey } from '../db/entities/deal.entity';
import { dealCountersKey } from '../db/entities/deal-counters.entity';
import { TRANSACT_MAX_ITEMS } from '../db/transactions';
import { userKey } from '../db/entities/user.entity';
import { NOW, OWNER_ID, canceledAt, caller, dealInput, dealItem } from '../testing/deal.fixtures';
import { userItem } from '../testing/user.fixtures';
import { logger } from '../lib/logger';
import { listingSupplyMoves } from '../testing/listing-supply.fixtures';
import { createDeal, getDeal, listMyDeals, updateDeal } from './deals.service';

const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const sqs = mockClient(SQSClient);

const transactItems = () => dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;

beforeEach(() => {
  dynamo.reset();
  s3.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { Key: userKey(OWNER_ID) }).resolves({ Item: userItem(OWNER_ID) });
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(BatchWriteCommand).resolves({});
  sqs.reset();
  sqs.on(SendMessageCommand).resolves({});
});

describe('createDeal', () => {
  it("enqueues a new listing's alerts", async () => {
    // Act
    const deal = await createDeal(caller(), dealInput(), NOW);

    // Assess
    const [send] = sqs.commandCalls(SendMessageCommand);
    expect(JSON.parse(send!.args[0].input.MessageBody!)).toEqual({
      dealId: deal.dealId,
      event: 'listed',
      at: NOW.toISOString(),
    });
    expect(deal).not.toHaveProperty('firstRefusalHours');
    expect(dynamo).not.toHaveReceivedCommand(PutCommand);
  });

  it('schedules the end of an exclusive listing’s first-refusal delay, 24 hours unless the seller chose', async () => {
    // Act
    const chosen = await createDeal(caller(), dealInput({ startExclusive: true, firstRefusalHours: 6 }), NOW);
    const defaulted = await createDeal(caller(), dealInput({ startExclusive: true }), NOW);

    // Assess
    expect(chosen).toMatchObject({ status: 'exclusive', firstRefusalHours: 6 });
    expect(defaulted).toMatchObject({ status: 'exclusive', firstRefusalHours: 24 });
    expect(dynamo.commandCalls(PutCommand).map((call) => call.args[0].input.Item)).toEqual([
      expect.objectContaining({
        pk: 'ALERTS#EXCLUSIVITY_ENDS',
        sk: `2026-11-20T18:00:00.000Z#${chosen.dealId}`,
      }),
      expect.objectContaining({
        pk: 'ALERTS#EXCLUSIVITY_ENDS',
        sk: `2026-11-21T12:00:00.000Z#${defaulted.dealId}`,
      }),
    ]);
  });

  it('writes the listing, its address claim, its first history entry, its browse entries and its search words in one transaction', async () => {
    // Act
    const deal = await createDeal(caller(), dealInput({ entryFee: 9000 }), NOW);

    // Assess
    expect(deal).toMatchObject({ ownerId: OWNER_ID, status: 'active', viewCount: 0, favoriteCount: 0 });
    expect(deal.tags).toEqual([
      'motivated-seller',
      'low-entry-fee',
      'super-low-entry-fee',
      'low-interest-rate',
      'super-low-interest-rate',
    ]);
    expect(deal.location).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    const [put, claim, history, ...rest] = transactItems();
    const words = rest.filter((item) => item.Put);
    expect(put!.Put).toMatchObject({
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: dealKey(deal.dealId),
    });
    const entries = rest.filter((item) => String(item.Update?.Key?.sk).startsWith('BROWSE'));
    expect(entries.map((item) => item.Update!.Key)).toEqual(dealBrowseEntryKeys(deal.dealId));
    expect(entries[0]!.Update!.ExpressionAttributeValues).toEqual(
      expect.objectContaining({ ':c': 0, ':v0': 'DEALS#BROWSE' }),
    );
    expect(claim!.Put).toMatchObject({
      Item: { ...dealAddressClaimKey('12 oak st#78701'), dealId: deal.dealId, ownerId: OWNER_ID },
      ConditionExpression: 'attribute_not_exists(pk) OR ownerId = :owner',
      ExpressionAttributeValues: { ':owner': OWNER_ID },
    });
    expect(history!.Put!.Item).toMatchObject({ status: 'active', source: 'platform', at: NOW.toISOString() });
    expect(words.map((word) => word.Put!.Item!.pk)).toContain('DEALWORD#oak');
  });

  it('lists as exclusive when asked', async () => {
    expect((await createDeal(caller(), dealInput({ startExclusive: true }), NOW)).status).toBe('exclusive');
  });

  it("answers DUPLICATE_ADDRESS naming the other seller's listing when the claim is taken", async () => {
    // Prepare
    dynamo.on(TransactWriteCommand).rejects(canceledAt(1));
    dynamo
      .on(GetCommand, { Key: dealAddressClaimKey('12 oak st#78701') })
      .resolves({ Item: { dealId: 'their-deal', ownerId: 'someone-else' } });

    // Act
    const attempt = createDeal(caller(), dealInput(), NOW);

    // Assess
    await expect(attempt).rejects.toMatchObject({
      status: 409,
      code: 'DUPLICATE_ADDRESS',
      related: { dealId: 'their-deal' },
    });
  });

  it("counts the listing against the seller's hourly limit before writing it", async () => {
    // Act
    await createDeal(caller(), dealInput(), NOW);

    // Assess
    expect(dynamo).toHaveReceivedCommandWith(UpdateCommand, {
      Key: expect.objectContaining({ pk: `RATE#createListing#${OWNER_ID}` }),
      ExpressionAttributeValues: expect.objectContaining({ ':uses': 1, ':room': 9 }),
    });
  });

  it('answers 429 LISTING_LIMIT_REACHED past the hourly limit and writes nothing', async () => {
    // Prepare
    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'full', $metadata: {} }));

    // Act
    const attempt = createDeal(caller(), dealInput(), NOW);

    // Assess
    await expect(attempt).rejects.toMatchObject({ status: 429, code: 'LISTING_LIMIT_REACHED' });
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it('does not count listings an admin creates', async () => {
    // Prepare
    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'full', $metadata: {} }));
    dynamo
      .on(GetCommand, { Key: userKey(OWNER_ID) })
      .resolves({ Item: userItem(OWNER_ID, { roles: ['admin'], cognitoGroups: ['admins'] }) });

    // Act
    await createDeal(caller('[admins]'), dealInput(), NOW);

    // Assess
    expect(dynamo).not.toHaveReceivedCommand(UpdateCommand);
    expect(dynamo).toHaveReceivedCommand(TransactWriteCommand);
  });

  it('refuses a photo outside the caller prefix with 400 and writes nothing', async () => {
    const attempt = createDeal(caller(), dealInput({ photos: ['deal-photos/someone-else/a.jpg'] }), NOW);
    await expect(attempt).rejects.toMatchObject({ status: 400 });
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('refuses an uploaded photo that is too large or of another type', async () => {
    s3.on(HeadObjectCommand).resolves({ ContentLength: 11 * 1024 * 1024, ContentType: 'image/jpeg' });
    const attempt = createDeal(caller(), dealInput({ photos: [`deal-photos/${OWNER_ID}/a.jpg`] }), NOW);
    await expect(attempt).rejects.toMatchObject({ status: 400 });
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });
});

describe("a ZIP's browsable listings (docs/demand.md)", () => {
  beforeEach(() => {
    dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({ Item: dealItem() });
    dynamo.on(GetCommand, { Key: dealAddressClaimKey('12 oak st#78701') }).resolves({
      Item: { dealId: 'deal-1', ownerId: OWNER_ID },
    });
  });

  it('counts a listing created active in its ZIP, in the listing transaction', async () => {
    await createDeal(caller(), dealInput(), NOW);
    expect(listingSupplyMoves(transactItems())).toEqual([{ key: 'ZIPDEMAND#TX/ZIP#78701', change: 1 }]);
  });

  it('counts a listing created exclusive too (it is browsable)', async () => {
    await createDeal(caller(), dealInput({ startExclusive: true }), NOW);
    expect(listingSupplyMoves(transactItems())).toEqual([{ key: 'ZIPDEMAND#TX/ZIP#78701', change: 1 }]);
  });

  it("moves a browsable listing's count to its new ZIP when an edit changes the ZIP", async () => {
    await updateDeal(caller(), 'deal-1', dealInput({ zipCode: '78702' }), NOW);
    expect(listingSupplyMoves(transactItems())).toEqual([
      { key: 'ZIPDEMAND#TX/ZIP#78701', change: -1 },
      { key: 'ZIPDEMAND#TX/ZIP#78702', change: 1 },
    ]);
  });

  it('leaves the counts alone when an edit keeps the ZIP', async () => {
    await updateDeal(caller(), 'deal-1', dealInput({ purchasePrice: 300_000 }), NOW);
    expect(listingSupplyMoves(transactItems())).toEqual([]);
  });
});

describe('updateDeal', () => {
  beforeEach(() => {
    // A listing stored before the counters moved: 7 views on its item, 2 since in its counters item.
    dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({ Item: { ...dealItem(), viewCount: 7 } });
    dynamo.on(GetCommand, { Key: dealCountersKey('deal-1') }).resolves({ Item: { viewCount: 2 } });
    dynamo.on(GetCommand, { Key: dealAddressClaimKey('12 oak st#78701') }).resolves({
      Item: { dealId: 'deal-1', ownerId: OWNER_ID },
    });
  });

  it('sets the fields under an optimistic lock without rewriting the counters', async () => {
    // Act
    const deal = await updateDeal(caller(), 'deal-1', dealInput({ purchasePrice: 300_000 }), NOW);

    // Assess
    expect(deal).toMatchObject({ purchasePrice: 300_000, viewCount: 9, updatedAt: NOW.toISOString() });
    const [update] = transactItems();
    expect(update!.Update).toMatchObject({
      ConditionExpression: 'updatedAt = :read',
      ExpressionAttributeValues: { ':read': '2026-11-01T00:00:00.000Z' },
    });
    const names = Object.values(update!.Update!.ExpressionAttributeNames!);
    expect(names).toEqual(expect.arrayContaining(['purchasePrice', 'gsi5sk', 'updatedAt']));
    expect(names).not.toEqual(expect.arrayContaining(['viewCount']));
    expect(names).not.toEqual(expect.arrayContaining(['uniqueViewerCount']));
    expect(names).not.toContain('pk');
  });

  it('removes fields the new body leaves out, and moves the address claim and the search words with it', async () => {
    await updateDeal(caller(), 'deal-1', sampleCashDealInput({ streetAddress: '14 Oak Road' }), NOW);
    const [update, claim, release, ...words] = transactItems();
    expect(update!.Update!.UpdateExpression).toMatch(/ REMOVE /);
    expect(Object.values(update!.Update!.ExpressionAttributeNames!)).toEqual(
      expect.arrayContaining(['loanBalance', 'gsi6sk']),
    );
    expect(claim!.Put!.Item).toMatchObject(dealAddressClaimKey('14 oak road#78701'));
    expect(release!.Delete).toMatchObject({
      Key: dealAddressClaimKey('12 oak st#78701'),
      ConditionExpression: 'dealId = :dealId',
    });
    // The words are in the listing's own transaction: every word it has is put, the lost ones go.
    expect(words).toContainEqual({
      Delete: expect.objectContaining({ Key: expect.objectContaining({ pk: 'DEALWORD#st' }) }),
    });
    expect(words).toContainEqual({
      Put: expect.objectContaining({ Item: expect.objectContaining({ pk: 'DEALWORD#road' }) }),
    });
    expect(words).toContainEqual({
      Put: expect.objectContaining({ Item: expect.objectContaining({ pk: 'DEALWORD#oak' }) }),
    });
    expect(words).not.toContainEqual({
      Delete: expect.objectContaining({ Key: expect.objectContaining({ pk: 'DEALWORD#oak' }) }),
    });
    expect(words.length).toBeLessThanOrEqual(TRANSACT_MAX_ITEMS - 3);
    expect(dynamo).not.toHaveReceivedCommand(BatchWriteCommand);
  });

  it('leaves nothing changed when a search-word write fails', async () => {
    // Prepare: DynamoDB refuses any write of a search-word item (as it refuses an over-long key).
    const committed: unknown[] = [];
    const refused = new Error('Key too long');
    dynamo.on(TransactWriteCommand).callsFake((input: { TransactItems: object[] }) => {
      if (JSON.stringify(input.TransactItems).includes('DEALWORD#')) throw refused;
      committed.push(...input.TransactItems);
      return {};
    });
    dynamo.on(BatchWriteCommand).rejects(refused);

    // Act
    const editing = updateDeal(
      caller(),
      'deal-1',
      dealInput({ dealDescription: 'Roomy corner lot, new roof' }),
      NOW,
    );

    // Assess: the edit fails as a whole; the listing was not written on its own.
    await expect(editing).rejects.toBe(refused);
    expect(committed).toEqual([]);
  });

  it('deletes every word a listing indexed under an older, higher cap lost, beyond the transaction', async () => {
    // Prepare: 90 stored words, so the deletes cannot all fit the edit's transaction.
    const legacyWords = Array.from({ length: 90 }, (_, index) => `legacy${index}`);
    dynamo
      .on(GetCommand, { Key: dealKey('deal-1') })
      .resolves({ Item: dealItem({ searchWords: legacyWords }) });

    // Act
    await updateDeal(caller(), 'deal-1', dealInput(), NOW);

    // Assess
    const inTransaction = transactItems();
    expect(inTransaction).toHaveLength(TRANSACT_MAX_ITEMS);
    const after = dynamo
      .commandCalls(BatchWriteCommand)
      .flatMap((call) => call.args[0].input.RequestItems!['dealflow-test']!);
    const deleted = [
      ...inTransaction.flatMap((item) => (item.Delete ? [item.Delete.Key!.pk] : [])),
      ...after.map((request) => request.DeleteRequest!.Key!.pk),
    ];
    expect(new Set(deleted)).toEqual(new Set(legacyWords.map((word) => `DEALWORD#${word}`)));
  });

  it('answers 409 CONFLICT when the listing changed since it was read', async () => {
    dynamo.on(TransactWriteCommand).rejects(canceledAt(0, 1));
    await expect(updateDeal(caller(), 'deal-1', dealInput(), NOW)).rejects.toMatchObject({
      status: 409,
      code: 'CONFLICT',
    });
    expect(dynamo).not.toHaveReceivedCommand(BatchWriteCommand);
  });

  it('answers 403 to another seller and 404 for a deleted listing', async () => {
    await expect(
      updateDeal(caller('[originators]', 'other'), 'deal-1', dealInput(), NOW),
    ).rejects.toMatchObject({ status: 403 });
    dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({ Item: dealItem({ status: 'deleted' }) });
    await expect(updateDeal(caller('[admins]', 'admin-1'), 'deal-1', dealInput(), NOW)).rejects.toMatchObject(
      {
        code: 'DEAL_NOT_FOUND',
      },
    );
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });
});

describe('getDeal', () => {
  beforeEach(() => {
    dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({ Item: dealItem() });
    dynamo.on(GetCommand, { Key: userKey('buyer-1') }).resolves({ Item: userItem('buyer-1') });
  });

  it("counts a buyer's view and answers the seller and the viewer's rights", async () => {
    const detail = await getDeal(caller('[buyers]', 'buyer-1'), 'deal-1', NOW);
    expect(detail.viewer).toEqual({
      isFavorite: false,
      canManage: false,
      acceptsOffers: true,
      isInterested: false,
      isNotInterested: false,
    });
    expect(detail.seller).toMatchObject({ firstName: 'Bea', companyName: null });
    const [viewer, counters, day] = transactItems();
    expect(viewer!.Put).toMatchObject({
      Item: { sk: 'VIEWER#buyer-1' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(counters!.Update).toMatchObject({
      Key: { pk: 'DEAL#deal-1', sk: 'COUNTERS' },
      ExpressionAttributeNames: expect.objectContaining({ '#c0': 'viewCount', '#c1': 'uniqueViewerCount' }),
      ExpressionAttributeValues: expect.objectContaining({ ':n0': 1, ':n1': 1 }),
    });
    expect(day!.Update!.Key).toEqual({ pk: 'DEAL#deal-1', sk: 'ACTIVITY#2026-11-20' });
  });

  it('never writes the listing item for a view, so its index entries are not rewritten', async () => {
    await getDeal(caller('[buyers]', 'buyer-1'), 'deal-1', NOW);
    const keys = transactItems().map((item) => item.Put?.Item?.sk ?? item.Update?.Key?.sk);
    expect(keys).toEqual(['VIEWER#buyer-1', 'COUNTERS', 'ACTIVITY#2026-11-20']);
    expect(dynamo).not.toHaveReceivedCommand(UpdateCommand);
  });

  it("answers the listing's views: its legacy count plus its counters item", async () => {
    dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({ Item: { ...dealItem(), viewCount: 4 } });
    dynamo.on(GetCommand, { Key: dealCountersKey('deal-1') }).resolves({ Item: { viewCount: 5 } });
    const detail = await getDeal(caller('[buyers]', 'buyer-1'), 'deal-1', NOW);
    expect(detail.deal.viewCount).toBe(9);
  });

  it('answers 0 views for a listing with neither', async () => {
    const detail = await getDeal(caller('[buyers]', 'buyer-1'), 'deal-1', NOW);
    expect(detail.deal.viewCount).toBe(0);
  });

  it('says whether the caller said they are not interested in the listing', async () => {
    dynamo
      .on(GetCommand, { Key: notInterestedKey('deal-1', 'buyer-1') })
      .resolves({ Item: toNotInterestedItem('deal-1', 'buyer-1', NOW.toISOString()) });
    const detail = await getDeal(caller('[buyers]', 'buyer-1'), 'deal-1', NOW);
    expect(detail.viewer.isNotInterested).toBe(true);
  });

  it('says whether the caller has expressed interest in the listing', async () => {
    dynamo.on(GetCommand, { Key: interestKey('deal-1', 'buyer-1') }).resolves({
      Item: toInterestItem({
        dealId: 'deal-1',
        buyerId: 'buyer-1',
        buyer: {
          firstName: 'Bea',
          lastName: 'Buyer',
          email: 'b@example.com',
          phoneNumber: null,
          certifiedBuyer: false,
        },
        createdAt: NOW.toISOString(),
      }),
    });
    const detail = await getDeal(caller('[buyers]', 'buyer-1'), 'deal-1', NOW);
    expect(detail.viewer.isInterested).toBe(true);
  });

  it('counts a repeat view without a new unique viewer', async () => {
    dynamo.on(TransactWriteCommand).rejectsOnce(canceledAt(0)).resolves({});
    await getDeal(caller('[buyers]', 'buyer-1'), 'deal-1', NOW);
    const retry = dynamo.commandCalls(TransactWriteCommand)[1]!.args[0].input.TransactItems!;
    expect(retry.map((item) => item.Update!.Key!.sk)).toEqual(['COUNTERS', 'ACTIVITY#2026-11-20']);
    expect(retry.map((item) => item.Update!.ExpressionAttributeNames)).toEqual([
      expect.objectContaining({ '#c0': 'viewCount' }),
      expect.objectContaining({ '#c0': 'views' }),
    ]);
    expect(JSON.stringify(retry)).not.toContain('uniqueViewerCount');
  });

  it('never fails the read when the view cannot be counted', async () => {
    const log = jest.spyOn(logger, 'error');
    dynamo.on(TransactWriteCommand).rejects(new Error('throttled'));
    await expect(getDeal(caller('[buyers]', 'buyer-1'), 'deal-1', NOW)).resolves.toMatchObject({
      deal: { dealId: 'deal-1' },
    });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("does not count the owner's or an admin's view", async () => {
    await getDeal(caller(), 'deal-1', NOW);
    await getDeal(caller('[admins]', 'admin-1'), 'deal-1', NOW);
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('hides an exclusive listing from a buyer without first right of refusal, and shows it to one with it', async () => {
    dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({ Item: dealItem({ status: 'exclusive' }) });
    await expect(getDeal(caller('[buyers]', 'buyer-1'), 'deal-1', NOW)).rejects.toMatchObject({
      code: 'DEAL_NOT_FOUND',
    });
    dynamo
      .on(GetCommand, { Key: userKey('buyer-1') })
      .resolves({ Item: userItem('buyer-1', { firstRightOfRefusal: true }) });
    await expect(getDeal(caller('[buyers]', 'buyer-1'), 'deal-1', NOW)).resolves.toMatchObject({
      viewer: { acceptsOffers: true },
    });
  });

  it('hides a deleted listing from everyone but admins', async () => {
    dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({ Item: dealItem({ status: 'deleted' }) });
    await expect(getDeal(caller(), 'deal-1', NOW)).rejects.toMatchObject({ code: 'DEAL_NOT_FOUND' });
    await expect(getDeal(caller('[admins]', 'admin-1'), 'deal-1', NOW)).resolves.toMatchObject({
      viewer: { acceptsOffers: false },
    });
  });
});

describe('listMyDeals', () => {
  it("joins the page's view counters with one batch read, legacy counts added", async () => {
    // Prepare: deal-1 stored before the counters moved (3 views on it), deal-2 since.
    dynamo.on(QueryCommand).resolves({
      Items: [{ ...dealItem({ dealId: 'deal-1' }), viewCount: 3 }, dealItem({ dealId: 'deal-2' })],
    });
    dynamo.on(BatchGetCommand).resolves({
      Responses: {
        [process.env.TABLE_NAME!]: [{ ...dealCountersKey('deal-2'), dealId: 'deal-2', viewCount: 4 }],
      },
    });

    // Act
    const page = await listMyDeals(caller(), {});

    // Assess
    expect(page.items.map((deal) => [deal.dealId, deal.viewCount])).toEqual([
      ['deal-1', 3],
      ['deal-2', 4],
    ]);
    const counterReads = dynamo
      .commandCalls(BatchGetCommand)
      .filter((call) => JSON.stringify(call.args[0].input).includes('COUNTERS'));
    expect(counterReads).toHaveLength(1);
    expect(Object.values(counterReads[0]!.args[0].input.RequestItems!)[0]!.Keys).toEqual([
      dealCountersKey('deal-1'),
      dealCountersKey('deal-2'),
    ]);
  });
});
