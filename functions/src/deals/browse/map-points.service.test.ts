import { DynamoDBDocumentClient, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { MAP_POINTS_MAX, mapPointsQuerySchema } from '#shared/deals/deal-api';
import { AppError } from '../../lib/errors';
import { fakeTable } from '../../testing/browse-table.fixtures';
import { buyer, storedBrowseEntry } from '../../testing/browse.fixtures';
import { mapPoints, MAP_POINTS_READ_BUDGET } from './map-points.service';

const dynamo = mockClient(DynamoDBDocumentClient);
beforeEach(() => dynamo.reset());

/** A view of a few blocks of downtown Austin. */
const DOWNTOWN = { west: '-97.76', south: '30.25', east: '-97.70', north: '30.30' };
/** A view of the contiguous US: too wide for geo cells. */
const WHOLE_US = { west: '-125', south: '24', east: '-66', north: '50' };
const query = (raw: Record<string, string>) => mapPointsQuerySchema.parse(raw);
const queriedIndexes = () => dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input.IndexName);

describe('mapPoints', () => {
  it("answers the listings inside a small view from its fine geo cells, with only the popup's fields", async () => {
    // Prepare: the west one shares the view's geo cell but lies outside the view.
    const inside = storedBrowseEntry({ location: { lat: 30.27, lng: -97.74 } });
    const outside = storedBrowseEntry({ location: { lat: 30.27, lng: -97.8 } });
    fakeTable(dynamo, [inside, outside]);

    // Act
    const { answer } = await mapPoints(buyer, query(DOWNTOWN));

    // Assess
    expect(answer).toEqual({
      points: [
        {
          dealId: inside.dealId,
          lat: 30.27,
          lng: -97.74,
          purchasePrice: inside.purchasePrice,
          streetAddress: inside.streetAddress,
          city: 'Austin',
          state: 'TX',
          status: 'active',
        },
      ],
      capped: false,
    });
    expect(new Set(queriedIndexes())).toEqual(new Set(['gsi4']));
    expect(dynamo).not.toHaveReceivedCommand(ScanCommand);
  });

  it("keeps only the listings that meet the browse filters and the viewer's visibility", async () => {
    // Prepare
    const house = storedBrowseEntry({ location: { lat: 30.27, lng: -97.74 } });
    const condo = storedBrowseEntry({ location: { lat: 30.27, lng: -97.74 }, propertyType: 'condo' });
    const othersExclusive = storedBrowseEntry({ location: { lat: 30.27, lng: -97.74 }, status: 'exclusive' });
    const cheap = storedBrowseEntry({ location: { lat: 30.27, lng: -97.74 }, purchasePrice: 200_000 });
    fakeTable(dynamo, [house, condo, othersExclusive, cheap]);

    // Act
    const { answer } = await mapPoints(
      buyer,
      query({ ...DOWNTOWN, propertyType: 'singleFamily', maxPrice: '500000' }),
    );

    // Assess
    expect(answer.points.map((point) => point.dealId).sort()).toEqual([house.dealId, cheap.dealId].sort());
  });

  it('reads the coarse geo cells of a view of a few states', async () => {
    // Prepare
    const austin = storedBrowseEntry({ location: { lat: 30.27, lng: -97.74 } });
    const dallas = storedBrowseEntry({ location: { lat: 32.78, lng: -96.8 } });
    fakeTable(dynamo, [austin, dallas]);

    // Act
    const { answer } = await mapPoints(buyer, query({ west: '-100', south: '29', east: '-95', north: '34' }));

    // Assess
    expect(answer.points.map((point) => point.dealId).sort()).toEqual([austin.dealId, dallas.dealId].sort());
    expect(new Set(queriedIndexes())).toEqual(new Set(['gsi3']));
  });

  it('reads the browse partition for a view too wide for cells, keeping the listings inside it', async () => {
    // Prepare
    const austin = storedBrowseEntry({ location: { lat: 30.27, lng: -97.74 } });
    const honolulu = storedBrowseEntry({ location: { lat: 21.3, lng: -157.86 } });
    fakeTable(dynamo, [austin, honolulu]);

    // Act
    const { answer } = await mapPoints(buyer, query(WHOLE_US));

    // Assess
    expect(answer.points.map((point) => point.dealId)).toEqual([austin.dealId]);
    expect(dynamo).toHaveReceivedCommandWith(QueryCommand, {
      IndexName: 'gsi2',
      ExpressionAttributeValues: expect.objectContaining({ ':pk': 'DEALS#BROWSE' }),
    });
  });

  it(`answers at most ${MAP_POINTS_MAX} points, capped, within its read budget`, async () => {
    // Prepare
    const listings = Array.from({ length: MAP_POINTS_MAX + 5 }, () =>
      storedBrowseEntry({ location: { lat: 30.27, lng: -97.74 } }),
    );
    fakeTable(dynamo, listings);

    // Act
    const { answer, itemsRead } = await mapPoints(buyer, query(WHOLE_US));

    // Assess
    expect(answer.points).toHaveLength(MAP_POINTS_MAX);
    expect(answer.capped).toBe(true);
    expect(itemsRead).toBeLessThanOrEqual(MAP_POINTS_READ_BUDGET);
  });

  it('answers every point uncapped when they all fit', async () => {
    // Prepare
    fakeTable(
      dynamo,
      Array.from({ length: 30 }, () => storedBrowseEntry({ location: { lat: 30.27, lng: -97.74 } })),
    );

    // Act
    const { answer } = await mapPoints(buyer, query(WHOLE_US));

    // Assess
    expect(answer.points).toHaveLength(30);
    expect(answer.capped).toBe(false);
  });

  it('answers 400 for a radius around an unknown ZIP without reading', async () => {
    // Act
    const failure = await mapPoints(buyer, query({ ...WHOLE_US, zip: '00000', radius: '25' })).catch(
      (error: unknown) => error,
    );

    // Assess
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ status: 400, details: [{ path: 'query.zip', message: 'zipUnknown' }] });
    expect(dynamo.calls()).toHaveLength(0);
  });
});
