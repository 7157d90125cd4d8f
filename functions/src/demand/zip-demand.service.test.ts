import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { zipDemandDetailSchema } from '#shared/demand/demand';
import { NEARBY_ZIP_COUNT, TREND_MONTHS } from '#shared/demand/demand-limits';
import { distanceMiles } from '#shared/geo/geohash';
import { toSearchWordItems } from '../db/entities/deal-search-word.entity';
import { toDealItem } from '../db/entities/deal.entity';
import { zipCentroid, zipsNear } from '../geo/zip-centroids';
import { ZipNotFoundError } from '../lib/errors';
import { browseRecord } from '../testing/browse.fixtures';
import {
  fakeDemandTable,
  zipDemandItem,
  zipDemandMonthItem,
  zipFigures,
} from '../testing/zip-demand-reads.fixtures';
import { getZipDemand, medianOf } from './zip-demand.service';

const dynamo = mockClient(DynamoDBDocumentClient);
beforeEach(() => dynamo.reset());

/** A listing in a ZIP as stored while buyers can find it, with its search-word items. */
function listingIn(
  zipCode: string,
  purchasePrice: number,
  status: 'active' | 'exclusive' | 'sold' = 'active',
) {
  const record = browseRecord({ zipCode, purchasePrice, status });
  return [toDealItem(record), ...toSearchWordItems(record)];
}

const cheyenne = zipFigures('82009', 'WY', {
  buyers: 14,
  downPaymentSum: 12 * 30_000,
  downPaymentCount: 12,
  counts: {
    buyBoxType: { cash: 12, creative: 2 },
    financingType: { cash: 14 },
    propertyType: { singleFamily: 14, land: 3 },
  },
  activeListings: 3,
  updatedAt: '2026-11-21T23:59:59.000Z',
});

describe('getZipDemand', () => {
  it.each([
    ['unknown to the ZIP data', '00000'],
    ['without a centre', '00210'],
  ])('answers ZIP_NOT_FOUND for a ZIP %s, without reading', async (_, zipCode) => {
    // Act
    const failure = await getZipDemand(zipCode).catch((error: unknown) => error);

    // Assess
    expect(failure).toBeInstanceOf(ZipNotFoundError);
    expect(failure).toMatchObject({ status: 404 });
    expect(dynamo.calls()).toHaveLength(0);
  });

  it("answers the ZIP's disclosed figures, breakdown, day, centre and listings", async () => {
    // Prepare
    fakeDemandTable(dynamo, [
      zipDemandItem(cheyenne),
      ...listingIn('82009', 300_000),
      ...listingIn('82009', 100_000, 'exclusive'),
      ...listingIn('82009', 200_000),
      ...listingIn('82009', 900_000, 'sold'),
    ]);

    // Act
    const detail = await getZipDemand('82009');

    // Assess
    expect(() => zipDemandDetailSchema.parse(detail)).not.toThrow();
    expect(detail).toMatchObject({
      zipCode: '82009',
      city: 'Cheyenne',
      state: 'WY',
      location: zipCentroid('82009'),
      figures: { buyers: 14, averageDownPayment: 30_000, averageMonthlyPayment: null },
      updatedAt: '2026-11-21',
      listings: { active: 3, medianPrice: 200_000 },
    });
    // 2 creative buyers hidden, and 12 cash with them: "14 − 12" would reveal the 2.
    expect(detail.breakdown.buyBoxType).toEqual([
      { value: 'cash', buyers: null },
      { value: 'creative', buyers: null },
      { value: 'both', buyers: 0 },
      { value: 'none', buyers: 0 },
    ]);
    expect(detail.breakdown.propertyType).toContainEqual({ value: 'land', buyers: null });
  });

  it('answers zero figures, no day and no median for a ZIP nobody has named', async () => {
    // Prepare
    fakeDemandTable(dynamo, []);

    // Act
    const detail = await getZipDemand('82009');

    // Assess
    expect(detail).toMatchObject({
      figures: { buyers: 0, averageDownPayment: null, averageMonthlyPayment: null },
      updatedAt: null,
      trend: [],
      listings: { active: 0, medianPrice: null },
      nearby: [],
    });
    expect(detail.breakdown.financingType.every((entry) => entry.buyers === 0)).toBe(true);
  });

  it('answers the newest TREND_MONTHS months oldest first, each disclosed', async () => {
    // Prepare: 26 months, the last with 8 buyers, the others with 20.
    const months = Array.from({ length: TREND_MONTHS + 2 }, (_, index) => {
      const date = new Date(Date.UTC(2024, 9 + index, 1));
      return date.toISOString().slice(0, 7);
    });
    fakeDemandTable(
      dynamo,
      months.map((month, index) =>
        zipDemandMonthItem(month, { ...cheyenne, buyers: index === months.length - 1 ? 8 : 20 }),
      ),
    );

    // Act
    const { trend } = await getZipDemand('82009');

    // Assess
    expect(trend.map((entry) => entry.month)).toEqual(months.slice(2));
    expect(trend.at(-1)).toEqual({
      month: months.at(-1),
      buyers: null,
      averageDownPayment: null,
      averageMonthlyPayment: null,
    });
    expect(trend[0]).toMatchObject({ buyers: 20, averageDownPayment: 30_000 });
    expect(dynamo).toHaveReceivedCommandWith(QueryCommand, {
      ExpressionAttributeValues: { ':pk': 'ZIPDEMAND#HISTORY#82009' },
      ScanIndexForward: false,
      Limit: TREND_MONTHS,
    });
  });

  it('answers the nearest other ZIPs with buyers within the radius, nearest first, disclosed, in tenths of a mile', async () => {
    // Prepare: every ZIP around with buyers; one with 3 buyers, one with none, one far away.
    const center = zipCentroid('82009')!;
    const around = zipsNear(center, 30, 20).filter((zip) => zip.zipCode !== '82009');
    const [few, none, ...withBuyers] = around;
    fakeDemandTable(dynamo, [
      zipDemandItem(cheyenne),
      zipDemandItem(zipFigures(few!.zipCode, 'WY', { buyers: 3 })),
      zipDemandItem(zipFigures(none!.zipCode, 'WY', { buyers: 0, activeListings: 4 })),
      ...withBuyers.map((zip) => zipDemandItem(zipFigures(zip.zipCode, 'WY', { buyers: 11 }))),
      zipDemandItem(zipFigures('82941', 'WY', { buyers: 50 })),
    ]);

    // Act
    const { nearby } = await getZipDemand('82009');

    // Assess
    expect(nearby).toHaveLength(NEARBY_ZIP_COUNT);
    expect(nearby.map((zip) => zip.zipCode)).toEqual(
      [few!, ...withBuyers].slice(0, NEARBY_ZIP_COUNT).map((zip) => zip.zipCode),
    );
    expect(nearby[0]).toMatchObject({ zipCode: few!.zipCode, buyers: null, state: 'WY' });
    expect(nearby.slice(1).every((zip) => zip.buyers === 11)).toBe(true);
    for (const zip of nearby) {
      const exact = distanceMiles(center, zipCentroid(zip.zipCode)!);
      expect(zip.distanceMiles).toBe(Math.round(exact * 10) / 10);
    }
    expect(nearby.map((zip) => zip.zipCode)).not.toContain('82941');
  });
});

describe('medianOf', () => {
  it('answers the middle value of an odd count', () => {
    expect(medianOf([300, 100, 200])).toBe(200);
  });

  it('answers the mean of the two middle values of an even count', () => {
    expect(medianOf([400, 100, 300, 200])).toBe(250);
  });

  it('answers null for no values', () => {
    expect(medianOf([])).toBeNull();
  });
});
