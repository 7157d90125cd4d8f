import {
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { LEGACY_BROWSE_INDEX_ATTRIBUTES, dealKey } from '../db/entities/deal.entity';
import { dealBrowseEntryKeys } from '../db/entities/deal-browse-entry.entity';
import { dealAddressClaimKey } from '../db/entities/deal-address-claim.entity';
import { offerKey } from '../db/entities/offer.entity';
import { TRANSACT_MAX_ITEMS } from '../db/transactions';
import { NOW, OWNER_ID, canceledAt, caller, dealItem } from '../testing/deal.fixtures';
import { listingSupplyMoves } from '../testing/listing-supply.fixtures';
import { changeDealStatus, softDeleteDeal } from './deal-status.service';

const dynamo = mockClient(DynamoDBDocumentClient);
const sqs = mockClient(SQSClient);
const transactItems = () => dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({ Item: dealItem() });
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(BatchWriteCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(GetCommand, { Key: dealAddressClaimKey('12 oak st#78701') }).resolves({
    Item: { dealId: 'deal-1', ownerId: OWNER_ID },
  });
  sqs.reset();
  sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
});

/** The notifications queue messages sent. */
const sentNotifications = () =>
  sqs.commandCalls(SendMessageCommand).map((call) => JSON.parse(call.args[0].input.MessageBody!) as unknown);

/** The listing's open offers as the offers query answers them. */
const openOffers = (...offers: { offerId: string; status: 'pending' | 'accepted' }[]) =>
  dynamo.on(QueryCommand).resolves({ Items: offers });

describe('changeDealStatus', () => {
  it('moves active → pending only while the status is still active, and records the history', async () => {
    // Act
    const deal = await changeDealStatus(
      caller(),
      'deal-1',
      { to: 'pending', throughPlatform: false, comments: 'Offer accepted' },
      NOW,
    );

    // Assess
    expect(deal).toMatchObject({ status: 'pending', updatedAt: NOW.toISOString() });
    const [update, history] = transactItems();
    expect(update!.Update).toMatchObject({
      ConditionExpression: '#status = :from',
      ExpressionAttributeValues: { ':from': 'active', ':to': 'pending' },
      UpdateExpression: `SET #status = :to, updatedAt = :at REMOVE ${LEGACY_BROWSE_INDEX_ATTRIBUTES.join(', ')}`,
    });
    // Still browsable: every browse entry's card shows the new status, in the same transaction.
    const entries = transactItems().filter((item) => String(item.Update?.Key?.sk).startsWith('BROWSE'));
    expect(entries.map((item) => item.Update!.Key)).toEqual(dealBrowseEntryKeys('deal-1'));
    expect(
      entries.every((item) => Object.values(item.Update!.ExpressionAttributeValues!).includes('pending')),
    ).toBe(true);
    expect(history!.Put!.Item).toMatchObject({
      status: 'pending',
      source: 'offPlatform',
      comments: 'Offer accepted',
      cancelReason: null,
    });
    // Still browsable: the search words stay.
    expect(dynamo).not.toHaveReceivedCommand(BatchWriteCommand);
  });

  it('deletes the browse entries and search words, and releases the address, in one transaction when canceled', async () => {
    await changeDealStatus(
      caller(),
      'deal-1',
      { to: 'canceled', throughPlatform: true, cancelReason: 'Seller backed out' },
      NOW,
    );
    const [update, history, release, ...rest] = transactItems();
    const words = rest.filter((item) => String(item.Delete?.Key?.pk).startsWith('DEALWORD#'));
    const entries = rest.filter((item) => String(item.Delete?.Key?.sk).startsWith('BROWSE'));
    expect(update!.Update!.UpdateExpression).toBe(
      `SET #status = :to, updatedAt = :at REMOVE ${LEGACY_BROWSE_INDEX_ATTRIBUTES.join(', ')}`,
    );
    expect(entries.map((item) => item.Delete!.Key)).toEqual(dealBrowseEntryKeys('deal-1'));
    expect(history!.Put!.Item).toMatchObject({ cancelReason: 'Seller backed out', source: 'platform' });
    expect(release!.Delete).toMatchObject({
      Key: dealAddressClaimKey('12 oak st#78701'),
      ConditionExpression: 'dealId = :dealId',
    });
    expect(words).toHaveLength(6);
    expect(dynamo).not.toHaveReceivedCommand(BatchWriteCommand);
    expect(dynamo).not.toHaveReceivedCommand(DeleteCommand);
  });

  it("keeps the address claim when it names the same seller's other listing", async () => {
    dynamo.on(GetCommand, { Key: dealAddressClaimKey('12 oak st#78701') }).resolves({
      Item: { dealId: 'deal-2', ownerId: OWNER_ID },
    });
    await changeDealStatus(
      caller(),
      'deal-1',
      { to: 'canceled', throughPlatform: true, cancelReason: 'x' },
      NOW,
    );
    expect(JSON.stringify(transactItems())).not.toContain('DEALADDRESS#');
  });

  it('leaves the listing unchanged when a search-word delete or the address release fails', async () => {
    // Prepare: DynamoDB refuses any write of a search-word item; a refused transaction writes nothing.
    const committed: unknown[] = [];
    const refused = new Error('Key too long');
    dynamo.on(TransactWriteCommand).callsFake((input: { TransactItems: object[] }) => {
      if (JSON.stringify(input.TransactItems).includes('DEALWORD#')) throw refused;
      committed.push(...input.TransactItems);
      return {};
    });
    dynamo.on(BatchWriteCommand).rejects(refused);

    // Act
    const deleting = softDeleteDeal(caller(), 'deal-1', { confirmCloseOffers: false }, NOW);

    // Assess: the delete fails as a whole, so it can be asked again; the status did not move alone.
    await expect(deleting).rejects.toBe(refused);
    expect(committed).toEqual([]);
  });

  it('never keys a stored word too long for DynamoDB (it never had an item)', async () => {
    dynamo
      .on(GetCommand, { Key: dealKey('deal-1') })
      .resolves({ Item: dealItem({ searchWords: ['oak', 'x'.repeat(2048)] }) });
    await softDeleteDeal(caller(), 'deal-1', { confirmCloseOffers: false }, NOW);
    const keys = transactItems().flatMap((item) => (item.Delete ? [String(item.Delete.Key!.pk)] : []));
    expect(keys).toContain('DEALWORD#oak');
    expect(keys.every((key) => Buffer.byteLength(key) < 1024)).toBe(true);
  });

  it('keeps the address claim of a sold listing', async () => {
    await changeDealStatus(caller(), 'deal-1', { to: 'sold', throughPlatform: false }, NOW);
    expect(JSON.stringify(transactItems())).not.toContain('DEALADDRESS#');
    expect(dynamo).not.toHaveReceivedCommand(DeleteCommand);
  });

  it('refuses a change the table does not allow with 409 and writes nothing', async () => {
    dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({ Item: dealItem({ status: 'sold' }) });
    await expect(
      changeDealStatus(caller(), 'deal-1', { to: 'active', throughPlatform: true }, NOW),
    ).rejects.toMatchObject({
      status: 409,
      code: 'STATUS_CHANGE_NOT_ALLOWED',
    });
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it.each([
    ['STATUS_CHANGE_NOT_ALLOWED', 'the change is impossible from the winning status', 'pending'],
    ['CONFLICT', 'the change would still be allowed', 'sold'],
  ] as const)('answers %s after losing a race when %s', async (code, _, to) => {
    // Prepare: read as active, but another change to pending lands first.
    dynamo.on(TransactWriteCommand).rejects(canceledAt(0, 2));
    dynamo
      .on(GetCommand, { Key: dealKey('deal-1') })
      .resolvesOnce({ Item: dealItem() })
      .resolves({ Item: dealItem({ status: 'pending' }) });

    // Act / Assess
    await expect(
      changeDealStatus(caller(), 'deal-1', { to, throughPlatform: true }, NOW),
    ).rejects.toMatchObject({ code });
  });

  it("refuses another seller's change with 403", async () => {
    await expect(
      changeDealStatus(
        caller('[originators]', 'other'),
        'deal-1',
        { to: 'pending', throughPlatform: true },
        NOW,
      ),
    ).rejects.toMatchObject({ status: 403 });
  });
});

describe('changeDealStatus of a pending listing back to active', () => {
  beforeEach(() => {
    dynamo
      .on(GetCommand, { Key: dealKey('deal-1') })
      .resolves({ Item: { ...dealItem({ status: 'pending' }), acceptedOfferId: 'offer-9' } });
  });

  it('declines the accepted offer that fell through and tells its buyer', async () => {
    // Act
    await changeDealStatus(caller(), 'deal-1', { to: 'active', throughPlatform: true }, NOW);

    // Assess
    const [update] = transactItems();
    expect(update!.Update!.UpdateExpression).toContain('REMOVE acceptedOfferId');
    const sent = sqs
      .commandCalls(SendMessageCommand)
      .map((call) => JSON.parse(call.args[0].input.MessageBody!) as Record<string, unknown>);
    expect(sent).toContainEqual({
      kind: 'offerDeclined',
      dealId: 'deal-1',
      offerId: 'offer-9',
      occurredAt: NOW.toISOString(),
    });
  });
});

describe("a ZIP's browsable listings (docs/demand.md)", () => {
  it.each(['sold', 'canceled'] as const)(
    'takes a listing going %s out of its ZIP in the status change transaction',
    async (to) => {
      await changeDealStatus(
        caller(),
        'deal-1',
        { to, throughPlatform: true, cancelReason: 'Seller backed out', confirmCloseOffers: true },
        NOW,
      );
      expect(listingSupplyMoves(transactItems())).toEqual([{ key: 'ZIPDEMAND#TX/ZIP#78701', change: -1 }]);
    },
  );

  it('takes a deleted listing out of its ZIP', async () => {
    await softDeleteDeal(caller(), 'deal-1', { confirmCloseOffers: true }, NOW);
    expect(listingSupplyMoves(transactItems())).toEqual([{ key: 'ZIPDEMAND#TX/ZIP#78701', change: -1 }]);
  });

  it('leaves the counts alone while the listing stays browsable (active → pending)', async () => {
    await changeDealStatus(caller(), 'deal-1', { to: 'pending', throughPlatform: false }, NOW);
    expect(listingSupplyMoves(transactItems())).toEqual([]);
  });
});

describe('softDeleteDeal', () => {
  it('is the change to deleted through the platform, by an admin too', async () => {
    await expect(
      softDeleteDeal(caller('[admins]', 'admin-1'), 'deal-1', { confirmCloseOffers: false }, NOW),
    ).resolves.toBeNull();
    const [update, history] = transactItems();
    expect(update!.Update!.ExpressionAttributeValues).toMatchObject({ ':to': 'deleted' });
    expect(history!.Put!.Item).toMatchObject({ status: 'deleted', source: 'platform' });
  });
});

describe('a listing leaving the market with open offers', () => {
  it('answers 409 OPEN_OFFERS_TO_CLOSE with the counts and writes nothing until the seller confirms', async () => {
    // Prepare
    dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({ Item: dealItem({ status: 'pending' }) });
    openOffers(
      { offerId: 'offer-1', status: 'pending' },
      { offerId: 'offer-2', status: 'pending' },
      { offerId: 'offer-9', status: 'accepted' },
    );

    // Act
    const deleting = softDeleteDeal(caller(), 'deal-1', { confirmCloseOffers: false }, NOW);

    // Assess
    await expect(deleting).rejects.toMatchObject({
      status: 409,
      code: 'OPEN_OFFERS_TO_CLOSE',
      related: { dealId: 'deal-1', openOffers: 2, acceptedOffer: true },
    });
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it('closes every open offer in the status change transaction, then tells each buyer', async () => {
    // Prepare
    dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({ Item: dealItem({ status: 'pending' }) });
    openOffers({ offerId: 'offer-1', status: 'pending' }, { offerId: 'offer-9', status: 'accepted' });

    // Act
    await changeDealStatus(
      caller(),
      'deal-1',
      { to: 'canceled', throughPlatform: true, cancelReason: 'Owner kept it', confirmCloseOffers: true },
      NOW,
    );

    // Assess
    const closes = transactItems().filter((item) => item.Update?.Key?.sk?.toString().startsWith('OFFER#'));
    expect(closes.map((item) => item.Update)).toEqual([
      expect.objectContaining({
        Key: offerKey('deal-1', 'offer-1'),
        ConditionExpression: '#status = :read',
        ExpressionAttributeValues: { ':read': 'pending', ':closed': 'closed', ':at': NOW.toISOString() },
      }),
      expect.objectContaining({
        Key: offerKey('deal-1', 'offer-9'),
        ExpressionAttributeValues: expect.objectContaining({ ':read': 'accepted' }),
      }),
    ]);
    expect(sentNotifications()).toEqual(
      expect.arrayContaining(
        ['offer-1', 'offer-9'].map((offerId) => ({
          kind: 'offerClosed',
          dealId: 'deal-1',
          offerId,
          occurredAt: NOW.toISOString(),
        })),
      ),
    );
  });

  it('closes only the pending offers of a sold listing: the accepted one is the sale', async () => {
    await changeDealStatus(caller(), 'deal-1', { to: 'sold', throughPlatform: true }, NOW);
    const query = dynamo.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(Object.values(query.ExpressionAttributeValues!)).toContain('pending');
    expect(Object.values(query.ExpressionAttributeValues!)).not.toContain('accepted');
  });

  it('reads the offers again and retries when a buyer withdrew one meanwhile', async () => {
    // Prepare: the first try loses on the offer (index 3: after the update, history and claim).
    openOffers({ offerId: 'offer-1', status: 'pending' });
    dynamo.on(TransactWriteCommand).rejectsOnce(canceledAt(3, 10)).resolves({});

    // Act
    await softDeleteDeal(caller(), 'deal-1', { confirmCloseOffers: true }, NOW);

    // Assess
    expect(dynamo).toHaveReceivedCommandTimes(TransactWriteCommand, 2);
    expect(dynamo).toHaveReceivedCommandTimes(QueryCommand, 2);
  });

  it('changes the listing only while no new offer landed since the offers were read', async () => {
    // Prepare: read with offerCount 3, but a buyer's offer lands first (the condition fails at 0).
    dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({ Item: dealItem({ offerCount: 3 }) });
    dynamo.on(TransactWriteCommand).rejects(canceledAt(0, 10));

    // Act
    const deleting = softDeleteDeal(caller(), 'deal-1', { confirmCloseOffers: true }, NOW);

    // Assess: 409 CONFLICT, so the seller reloads and sees the new offer counted.
    await expect(deleting).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(transactItems()[0]!.Update).toMatchObject({
      ConditionExpression: '#status = :from AND offerCount = :offers',
      ExpressionAttributeValues: expect.objectContaining({ ':offers': 3 }),
    });
  });

  it('closes offers beyond the 100-item limit one by one, each conditioned, and tells every buyer', async () => {
    // Prepare
    const offers = Array.from({ length: 120 }, (_, index) => ({
      offerId: `offer-${index}`,
      status: 'pending' as const,
    }));
    openOffers(...offers);

    // Act
    await softDeleteDeal(caller(), 'deal-1', { confirmCloseOffers: true }, NOW);

    // Assess
    const inTransaction = transactItems();
    expect(inTransaction).toHaveLength(TRANSACT_MAX_ITEMS);
    const closedInTransaction = inTransaction.filter(
      (item) => item.Update?.ExpressionAttributeValues?.[':closed'],
    );
    const closedAfter = dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(closedInTransaction.length + closedAfter.length).toBe(120);
    expect(closedAfter.every((input) => input.ConditionExpression === '#status = :read')).toBe(true);
    expect(
      sentNotifications().filter((message) => (message as { kind: string }).kind === 'offerClosed'),
    ).toHaveLength(120);
  });
});
