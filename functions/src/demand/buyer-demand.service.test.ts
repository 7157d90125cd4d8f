import { gzipSync } from 'node:zlib';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { buyerDemandQuerySchema, buyerDemandSchema } from '#shared/demand/demand';
import { zipCentroid } from '../geo/zip-centroids';
import { zipStates, zipsOfState } from '../geo/zip-places';
import { fakeDemandTable, zipDemandItem, zipFigures } from '../testing/zip-demand-reads.fixtures';
import { buyerDemandRow, getBuyerDemand } from './buyer-demand.service';

const dynamo = mockClient(DynamoDBDocumentClient);
beforeEach(() => dynamo.reset());
const query = (raw: Record<string, string> = {}) => buyerDemandQuerySchema.parse(raw);

/** 12 buyers, 11 of whom gave both amounts, split 12 cash / 0 else: every figure shown. */
const shownZip = (zipCode: string, state = 'WY') =>
  zipFigures(zipCode, state, {
    buyers: 12,
    downPaymentSum: 11 * 41_000,
    downPaymentCount: 11,
    monthlyPaymentSum: 11 * 2_160,
    monthlyPaymentCount: 11,
    counts: { buyBoxType: { cash: 12 }, financingType: { none: 12 }, propertyType: { land: 12 } },
    activeListings: 3,
  });

describe('getBuyerDemand', () => {
  it("answers one state's ZIPs with buyers from every page of its partition, by ZIP, with place, centre and day", async () => {
    // Prepare
    fakeDemandTable(dynamo, [
      zipDemandItem(shownZip('82009')),
      zipDemandItem(zipFigures('82001', 'WY', { buyers: 4, counts: { buyBoxType: { cash: 4 } } })),
      zipDemandItem(zipFigures('82050', 'WY', { buyers: 0, activeListings: 2, updatedAt: null })),
      zipDemandItem(shownZip('82051')),
      zipDemandItem(shownZip('78701', 'TX')),
    ]);

    // Act
    const demand = await getBuyerDemand(query({ state: 'wy' }));

    // Assess
    expect(dynamo).toHaveReceivedCommandTimes(QueryCommand, 2);
    expect(dynamo).toHaveReceivedCommandWith(QueryCommand, {
      ExpressionAttributeValues: { ':pk': 'ZIPDEMAND#WY' },
    });
    expect(demand.state).toBe('WY');
    expect(demand.rows.map((row) => [row.zipCode, row.buyers])).toEqual([
      ['82001', null],
      ['82009', 12],
      ['82051', 12],
    ]);
    expect(demand.rows[1]).toEqual({
      zipCode: '82009',
      city: 'Cheyenne',
      state: 'WY',
      ...zipCentroid('82009'),
      buyers: 12,
      averageDownPayment: 40_000,
      averageMonthlyPayment: 2_200,
      activeListings: 3,
      updatedAt: '2026-11-20',
    });
    expect(demand.rows[0]).toMatchObject({ averageDownPayment: null, averageMonthlyPayment: null });
    expect(() => buyerDemandSchema.parse(demand)).not.toThrow();
  });

  it('reads every state partition of the ZIP data when no state is given', async () => {
    // Prepare
    fakeDemandTable(dynamo, [zipDemandItem(shownZip('82009')), zipDemandItem(shownZip('03301', 'NH'))]);

    // Act
    const demand = await getBuyerDemand(query());

    // Assess
    expect(dynamo).toHaveReceivedCommandTimes(QueryCommand, zipStates().length);
    expect(demand.state).toBeNull();
    expect(demand.rows.map((row) => row.zipCode)).toEqual(['03301', '82009']);
  });

  it('leaves out a ZIP the map cannot place', async () => {
    // Prepare: the data knows 00210 (Portsmouth, NH) but has no centre for it.
    fakeDemandTable(dynamo, [zipDemandItem(shownZip('00210', 'NH'))]);

    // Act
    const demand = await getBuyerDemand(query({ state: 'NH' }));

    // Assess
    expect(demand.rows).toEqual([]);
  });
});

describe('buyerDemandRow', () => {
  it("shows a segment's buyers without averages, and leaves out a ZIP with none of the segment", () => {
    // Prepare
    const figures = shownZip('82009');

    // Act
    const cash = buyerDemandRow(figures, 'buyBoxType:cash');
    const creative = buyerDemandRow(figures, 'buyBoxType:creative');

    // Assess
    expect(cash).toMatchObject({ buyers: 12, averageDownPayment: null, averageMonthlyPayment: null });
    expect(creative).toBeNull();
  });

  it('passes the small-count rule through: a segment hidden by complementary suppression reads null', () => {
    // Prepare: 20 buyers, 15 cash and 5 creative; hiding 5 alone would let 20 − 15 reveal it.
    const figures = zipFigures('82009', 'WY', {
      buyers: 20,
      counts: { buyBoxType: { cash: 15, creative: 5 } },
    });

    // Act
    const cash = buyerDemandRow(figures, 'buyBoxType:cash');
    const creative = buyerDemandRow(figures, 'buyBoxType:creative');
    const all = buyerDemandRow(figures, 'all');

    // Assess
    expect(cash?.buyers).toBeNull();
    expect(creative?.buyers).toBeNull();
    expect(all?.buyers).toBe(20);
  });

  it('shows fewer than 11 buyers as null and no averages, whatever the amounts', () => {
    // Prepare
    const figures = zipFigures('82009', 'WY', {
      buyers: 10,
      downPaymentSum: 10 * 50_000,
      downPaymentCount: 10,
    });

    // Act
    const row = buyerDemandRow(figures, 'all');

    // Assess
    expect(row).toMatchObject({ buyers: null, averageDownPayment: null, averageMonthlyPayment: null });
  });
});

describe('the buyer map payload', () => {
  it('stays within 100 KB gzipped for 3,000 ZIPs', () => {
    // Prepare: 3,000 ZIPs that can be placed, every figure at its widest.
    const zips = ['TX', 'CA', 'NY', 'FL', 'PA', 'OH', 'IL']
      .flatMap((state) => zipStatesZips(state))
      .slice(0, 3_000);
    expect(zips).toHaveLength(3_000);
    const rows = zips.map((zipCode, index) =>
      buyerDemandRow(
        zipFigures(zipCode, 'TX', {
          buyers: 1_000 + index,
          downPaymentSum: (1_000 + index) * 123_456,
          downPaymentCount: 1_000 + index,
          monthlyPaymentSum: (1_000 + index) * 3_456,
          monthlyPaymentCount: 1_000 + index,
          activeListings: index % 50,
          updatedAt: `2026-${String((index % 12) + 1).padStart(2, '0')}-17T10:00:00.000Z`,
        }),
        'all',
      ),
    );
    const body = JSON.stringify({ segment: 'all', state: null, rows });

    // Act
    const gzipped = gzipSync(body).length;

    // Assess
    expect(rows.every((row) => row !== null)).toBe(true);
    expect(gzipped).toBeLessThanOrEqual(100 * 1024);
  });
});

/** A state's ZIPs that have a centre. */
function zipStatesZips(state: string): string[] {
  return zipsOfState(state).filter((zip) => zipCentroid(zip) !== null);
}
