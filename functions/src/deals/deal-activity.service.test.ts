import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { ANALYTICS_DAYS } from '#shared/deals/deal-api';
import { dealKey } from '../db/entities/deal.entity';
import { dealCountersKey } from '../db/entities/deal-counters.entity';
import { NOW, canceledAt, caller, dealItem } from '../testing/deal.fixtures';
import { getDealAnalytics, lastDays } from './deal-activity.service';
import { dropFavorite, saveFavorite } from './favorites.service';

const dynamo = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({ Item: dealItem({ favoriteCount: 1 }) });
  dynamo.on(TransactWriteCommand).resolves({});
});

describe('lastDays', () => {
  it('answers consecutive UTC days ending today, oldest first', () => {
    expect(lastDays(new Date('2026-03-02T23:30:00.000Z'), 3)).toEqual([
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});

describe('getDealAnalytics', () => {
  it('answers the counters as totals and every day, zeros filled', async () => {
    // Prepare
    // Views: 6 (3 unique) on the listing from before the counters moved, 3 (1) in its counters item.
    dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({
      Item: {
        ...dealItem({ favoriteCount: 2, interestCount: 1, offerCount: 1 }),
        viewCount: 6,
        uniqueViewerCount: 3,
      },
    });
    dynamo.on(GetCommand, { Key: dealCountersKey('deal-1') }).resolves({
      Item: { viewCount: 3, uniqueViewerCount: 1 },
    });
    dynamo.on(QueryCommand).resolves({ Items: [{ date: '2026-11-19', views: 5, uniqueViewers: 3 }] });

    // Act
    const analytics = await getDealAnalytics(caller(), 'deal-1', NOW);

    // Assess
    expect(analytics.totals).toEqual({ views: 9, uniqueViewers: 4, favorites: 2, interests: 1, offers: 1 });
    expect(analytics.daily).toHaveLength(ANALYTICS_DAYS);
    expect(analytics.daily.at(-2)).toEqual({
      date: '2026-11-19',
      views: 5,
      uniqueViewers: 3,
      favorites: 0,
      interests: 0,
      offers: 0,
    });
    expect(analytics.daily.at(-1)).toMatchObject({ date: '2026-11-20', views: 0 });
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, QueryCommand, {
      ExpressionAttributeValues: {
        ':pk': 'DEAL#deal-1',
        ':from': 'ACTIVITY#2026-10-22',
        ':to': 'ACTIVITY#2026-11-20',
      },
    });
  });

  it('refuses a buyer (403) before reading any activity', async () => {
    await expect(getDealAnalytics(caller('[buyers]', 'buyer-1'), 'deal-1', NOW)).rejects.toMatchObject({
      status: 403,
    });
    expect(dynamo).not.toHaveReceivedCommand(QueryCommand);
  });
});

describe('favourites', () => {
  it('saves a favourite with the count and the day in one transaction', async () => {
    const state = await saveFavorite(caller('[buyers]', 'buyer-1'), 'deal-1', NOW);
    expect(state).toEqual({ dealId: 'deal-1', isFavorite: true, favoriteCount: 1 });
    const [favorite, deal, day] = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(favorite!.Put).toMatchObject({
      Item: { pk: 'USER#buyer-1', sk: 'FAVORITE#deal-1' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(deal!.Update!.ExpressionAttributeNames).toEqual({ '#c0': 'favoriteCount' });
    expect(day!.Update!.ExpressionAttributeNames).toMatchObject({ '#c0': 'favorites' });
  });

  it('answers an existing favourite as it is, counting nothing twice', async () => {
    dynamo.on(TransactWriteCommand).rejects(canceledAt(0));
    await expect(saveFavorite(caller('[buyers]', 'buyer-1'), 'deal-1', NOW)).resolves.toMatchObject({
      isFavorite: true,
    });
  });

  it('never takes the count below zero', async () => {
    dynamo.on(TransactWriteCommand).rejectsOnce(canceledAt(1, 2)).resolves({});
    dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({ Item: dealItem({ favoriteCount: 0 }) });
    await expect(dropFavorite(caller('[buyers]', 'buyer-1'), 'deal-1')).resolves.toEqual({
      dealId: 'deal-1',
      isFavorite: false,
      favoriteCount: 0,
    });
    const [first, retry] = dynamo
      .commandCalls(TransactWriteCommand)
      .map((call) => call.args[0].input.TransactItems!);
    expect(first![1]!.Update!.ConditionExpression).toBe('attribute_exists(pk) AND favoriteCount > :zero');
    expect(retry).toHaveLength(1);
  });

  it('answers 404 for a listing the caller cannot see', async () => {
    dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({ Item: dealItem({ status: 'deleted' }) });
    await expect(saveFavorite(caller('[buyers]', 'buyer-1'), 'deal-1', NOW)).rejects.toMatchObject({
      code: 'DEAL_NOT_FOUND',
    });
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });
});
