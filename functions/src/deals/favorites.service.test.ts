import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { dealBrowseEntryKeys } from '../db/entities/deal-browse-entry.entity';
import { dealKey } from '../db/entities/deal.entity';
import { NOW, canceledAt, caller, dealItem } from '../testing/deal.fixtures';
import { dropFavorite, saveFavorite } from './favorites.service';

const dynamo = mockClient(DynamoDBDocumentClient);
const buyer = () => caller('[buyers]', 'buyer-1');
const transactions = () =>
  dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems!);
const entryUpdates = (items: ReturnType<typeof transactions>[number]) =>
  items.filter((item) => String(item.Update?.Key?.sk).startsWith('BROWSE'));

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({ Item: dealItem({ favoriteCount: 1 }) });
  dynamo.on(TransactWriteCommand).resolves({});
});

describe('favourites and the browse cards', () => {
  it("counts a favourite on every browse entry of a browsable listing, in the favourite's transaction", async () => {
    // Act
    await saveFavorite(buyer(), 'deal-1', NOW);

    // Assess
    const [items] = transactions();
    const entries = entryUpdates(items!);
    expect(entries.map((item) => item.Update!.Key)).toEqual(dealBrowseEntryKeys('deal-1'));
    expect(entries.every((item) => item.Update!.ExpressionAttributeValues![':n'] === 1)).toBe(true);
  });

  it('takes a removed favourite off every browse entry too', async () => {
    // Act
    await dropFavorite(buyer(), 'deal-1');

    // Assess
    const entries = entryUpdates(transactions()[0]!);
    expect(entries).toHaveLength(5);
    expect(entries.every((item) => item.Update!.ExpressionAttributeValues![':n'] === -1)).toBe(true);
  });

  it('still saves the favourite when the listing left browse meanwhile (its entries are gone)', async () => {
    // Prepare: the first browse entry (after favourite, listing, day) fails its existence check
    dynamo.on(TransactWriteCommand).rejectsOnce(canceledAt(3, 8)).resolves({});

    // Act
    const state = await saveFavorite(buyer(), 'deal-1', NOW);

    // Assess
    expect(state.isFavorite).toBe(true);
    const [, retry] = transactions();
    expect(retry).toHaveLength(3);
    expect(entryUpdates(retry!)).toEqual([]);
  });

  it('writes no browse entry for a listing out of browse', async () => {
    // Prepare: the owner favourites their sold listing
    dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({ Item: dealItem({ status: 'sold' }) });

    // Act
    await saveFavorite(caller(), 'deal-1', NOW);

    // Assess
    expect(entryUpdates(transactions()[0]!)).toEqual([]);
  });
});
