import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { toSearchWordItems } from '../db/entities/deal-search-word.entity';
import { toDealItem, type DealRecord } from '../db/entities/deal.entity';
import { fakeTable } from '../testing/browse-table.fixtures';
import { browseRecord } from '../testing/browse.fixtures';
import { browsableListingPricesInZip, ZIP_LISTING_PRICES_MAX } from './zip-listing-prices';

const dynamo = mockClient(DynamoDBDocumentClient);
beforeEach(() => dynamo.reset());

/** A listing as stored with its search-word items (as written while it is browsable). */
const stored = (record: DealRecord) => [toDealItem(record), ...toSearchWordItems(record)];

describe('browsableListingPricesInZip', () => {
  it("answers the prices of the ZIP's active, pending and exclusive listings", async () => {
    // Prepare
    const active = browseRecord({ zipCode: '82941', purchasePrice: 100_000 });
    const pending = browseRecord({ zipCode: '82941', status: 'pending', purchasePrice: 200_000 });
    const exclusive = browseRecord({ zipCode: '82941', status: 'exclusive', purchasePrice: 300_000 });
    const elsewhere = browseRecord({ zipCode: '78701', purchasePrice: 400_000 });
    fakeTable(dynamo, [...stored(active), ...stored(pending), ...stored(exclusive), ...stored(elsewhere)]);

    // Act
    const prices = await browsableListingPricesInZip('82941');

    // Assess
    expect(prices.sort()).toEqual([100_000, 200_000, 300_000]);
  });

  it("leaves out a sold listing whose word item lingers and a listing that only names the ZIP's digits", async () => {
    // Prepare
    const sold = browseRecord({ zipCode: '82941', status: 'sold', purchasePrice: 100_000 });
    const namesIt = browseRecord({
      zipCode: '78701',
      dealDescription: 'Also close to 82941.',
      purchasePrice: 200_000,
    });
    const [soldItem, ...soldWords] = [toDealItem(sold), ...toSearchWordItems(sold)];
    fakeTable(dynamo, [soldItem, ...soldWords, ...stored(namesIt)]);

    // Act
    const prices = await browsableListingPricesInZip('82941');

    // Assess
    expect(prices).toEqual([]);
  });

  it('reads at most ZIP_LISTING_PRICES_MAX listings, newest first', async () => {
    // Prepare
    fakeTable(dynamo, []);

    // Act
    const prices = await browsableListingPricesInZip('82941');

    // Assess
    expect(prices).toEqual([]);
    expect(dynamo).toHaveReceivedCommandWith(QueryCommand, {
      ExpressionAttributeValues: { ':pk': 'DEALWORD#82941' },
      Limit: ZIP_LISTING_PRICES_MAX,
      ScanIndexForward: false,
    });
  });
});
