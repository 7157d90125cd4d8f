import { BatchGetCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { browseQuerySchema } from '#shared/deals/deal-api';
import { toFavoriteItem } from '../../db/entities/favorite.entity';
import { AppError } from '../../lib/errors';
import { browseDeals } from './browse.service';
import { fakeTable } from '../../testing/browse-table.fixtures';
import { browseRecord, buyer, storedBrowseEntry, storedListing } from '../../testing/browse.fixtures';

const dynamo = mockClient(DynamoDBDocumentClient);
beforeEach(() => dynamo.reset());
const query = (raw: Record<string, string> = {}) => browseQuerySchema.parse(raw);

describe('browseDeals', () => {
  it("answers cards with the caller's favourites marked, and counts the favourite lookup in the reads", async () => {
    // Prepare
    const listings = Array.from({ length: 3 }, () => storedBrowseEntry());
    fakeTable(dynamo, [
      ...listings,
      toFavoriteItem(buyer.userId, listings[1]!.dealId, '2026-01-02T00:00:00.000Z'),
    ]);

    // Act
    const { page, itemsRead } = await browseDeals(buyer, query({ limit: '2' }));

    // Assess
    expect(page.items.map((item) => [item.dealId, item.isFavorite])).toEqual([
      [listings[2]!.dealId, false],
      [listings[1]!.dealId, true],
    ]);
    expect(page.nextCursor).toEqual(expect.any(String));
    expect(page.center).toBeNull();
    expect(itemsRead).toBe(2 + 1);
  });

  it("looks up the page's favourites in one Query of the caller's favourites between the page's ids, no BatchGet", async () => {
    // Prepare
    const listings = Array.from({ length: 3 }, () => storedBrowseEntry());
    fakeTable(dynamo, [
      ...listings,
      toFavoriteItem(buyer.userId, listings[0]!.dealId, '2026-01-02T00:00:00.000Z'),
    ]);

    // Act
    const { page } = await browseDeals(buyer, query());

    // Assess
    expect(page.items.filter((item) => item.isFavorite).map((item) => item.dealId)).toEqual([
      listings[0]!.dealId,
    ]);
    expect(dynamo).not.toHaveReceivedCommand(BatchGetCommand);
    const lookup = dynamo.commandCalls(QueryCommand).at(-1)!.args[0].input;
    const ids = listings.map((listing) => listing.dealId).sort();
    expect(lookup).toMatchObject({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': `USER#${buyer.userId}`,
        ':from': `FAVORITE#${ids[0]}`,
        ':to': `FAVORITE#${ids[2]}`,
      },
      ProjectionExpression: 'sk',
    });
  });

  it('reads the favourites themselves without a second lookup, all marked as favourites', async () => {
    // Prepare
    const record = browseRecord();
    fakeTable(dynamo, [
      storedListing(record),
      toFavoriteItem(buyer.userId, record.dealId, '2026-01-02T00:00:00.000Z'),
    ]);

    // Act
    const { page, itemsRead } = await browseDeals(buyer, query({ favorites: 'true' }));

    // Assess
    expect(page.items.map((item) => [item.dealId, item.isFavorite])).toEqual([[record.dealId, true]]);
    expect(dynamo).toHaveReceivedCommandTimes(BatchGetCommand, 1);
    expect(itemsRead).toBe(2);
  });

  it('answers the centre of a radius search and only the listings within it', async () => {
    // Prepare
    const near = storedBrowseEntry({ location: { lat: 30.27, lng: -97.74 } });
    const far = storedBrowseEntry({ location: { lat: 30.9, lng: -97.74 } });
    fakeTable(dynamo, [near, far]);

    // Act
    const { page } = await browseDeals(buyer, query({ lat: '30.27', lng: '-97.74', radius: '5' }));

    // Assess
    expect(page.center).toEqual({ lat: 30.27, lng: -97.74 });
    expect(page.items.map((item) => item.dealId)).toEqual([near.dealId]);
  });

  it('answers 400 for a radius around an unknown ZIP without reading', async () => {
    // Act
    const failure = await browseDeals(buyer, query({ zip: '00000', radius: '25' })).catch(
      (error: unknown) => error,
    );

    // Assess
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ status: 400, details: [{ path: 'query.zip', message: 'zipUnknown' }] });
    expect(dynamo.calls()).toHaveLength(0);
  });
});
