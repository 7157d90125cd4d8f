import { monthlyBill, US_EAST_2_PRICES, type MeasuredCosts, type TrafficProfile } from './cost-model';

const measured: MeasuredCosts = {
  browsePageReadUnits: 2,
  textSearchPageReadUnits: 4,
  radiusPageReadUnits: 6,
  detailReadUnits: 1,
  detailViewWriteUnits: 4,
  storedBytesPerListing: 10_240,
  requestReadUnits: 1,
};

const traffic: TrafficProfile = {
  listings: 100_000,
  pageViewsPerMonth: 1_000_000,
  apiRequestsPerPageView: 2,
  shares: { browse: 0.3, textSearch: 0.1, radius: 0.1, detail: 0.3 },
  lambdaMsPerRequest: 100,
  lambdaMemoryMb: 512,
};

const dollarsOf = (item: string) =>
  monthlyBill(measured, traffic, US_EAST_2_PRICES).lines.find((line) => line.item === item)?.dollars;

describe('monthlyBill', () => {
  it('prices each line of a worked example', () => {
    // 1M views × (0.3×2 + 0.1×4 + 0.1×6 + 0.3×1) = 1.9M read units, plus 2M requests × 1 account
    // read: 3.9M at 0.125 per million.
    expect(dollarsOf('DynamoDB reads')).toBeCloseTo(0.4875, 6);
    // 300k detail views × 4 write units = 1.2M at 0.625 per million.
    expect(dollarsOf('DynamoDB writes (detail views)')).toBeCloseTo(0.75, 6);
    // 100k × 10 KiB = 0.9537 GiB at 0.25.
    expect(dollarsOf('DynamoDB storage')).toBeCloseTo(0.238419, 5);
    expect(dollarsOf('API Gateway (HTTP API)')).toBeCloseTo(2, 6);
    expect(dollarsOf('Lambda requests')).toBeCloseTo(0.4, 6);
    // 2M requests × 0.1 s × 0.5 GB = 100,000 GB-seconds.
    expect(dollarsOf('Lambda duration')).toBeCloseTo(1.33334, 5);
  });

  it('adds the lines up, and prices text search on its own', () => {
    const bill = monthlyBill(measured, traffic, US_EAST_2_PRICES);
    expect(bill.total).toBeCloseTo(5.209259, 5);
    // 100k searches, one request each: 0.4M + 0.1M read units, 100k requests, 5,000 GB-seconds.
    expect(bill.textSearch).toBeCloseTo(0.0625 + 0.1 + 0.02 + 0.066667, 5);
  });

  it('grows with the listings only through storage', () => {
    const small = monthlyBill(measured, { ...traffic, listings: 1_000 }, US_EAST_2_PRICES);
    const large = monthlyBill(measured, traffic, US_EAST_2_PRICES);
    expect(large.total - small.total).toBeCloseTo(0.238419 * 0.99, 5);
  });
});
