/**
 * What a month of Dealflow costs in DynamoDB, Lambda and API Gateway, from the figures the benches
 * measure (read units per page, write units per view, bytes stored per listing) and a stated traffic
 * profile and price list. Pure arithmetic, so docs/benchmarks.md can show its working and the next
 * engineer can change one input and see the bill move.
 */

/** Figures measured by the benches, per request or per listing. */
export interface MeasuredCosts {
  /** Billed read units of one browse page (newest or one filter). */
  browsePageReadUnits: number;
  /** Billed read units of one text-search page. */
  textSearchPageReadUnits: number;
  /** Billed read units of one radius-search page. */
  radiusPageReadUnits: number;
  /** Billed read units of one listing's detail page. */
  detailReadUnits: number;
  /** Billed write units of one detail view (the counters and the day's activity). */
  detailViewWriteUnits: number;
  /** Bytes one listing keeps in the table and its indexes (search words and browse entries included). */
  storedBytesPerListing: number;
  /** Billed read units every API request makes before its own work (the caller's account, read consistently). */
  requestReadUnits: number;
}

/** The month being priced: how many listings, how much traffic, and how the traffic splits. */
export interface TrafficProfile {
  listings: number;
  pageViewsPerMonth: number;
  /** API requests behind one page view on average (the page's data, the account, the odd write). */
  apiRequestsPerPageView: number;
  /** Shares of page views (each 0–1; the rest are pages whose reads are one small item). */
  shares: { browse: number; textSearch: number; radius: number; detail: number };
  /** Billed Lambda duration of an average request, in milliseconds. */
  lambdaMsPerRequest: number;
  lambdaMemoryMb: number;
}

/** On-demand list prices in dollars. */
export interface PriceList {
  perMillionReadUnits: number;
  perMillionWriteUnits: number;
  perGbMonthStored: number;
  perMillionLambdaRequests: number;
  perGbSecondLambda: number;
  perMillionHttpApiRequests: number;
}

/**
 * List prices of US East (Ohio), where the stack deploys: DynamoDB on-demand (standard table
 * class), Lambda on Arm (the functions' architecture), HTTP API (first 300 million requests).
 */
export const US_EAST_2_PRICES: PriceList = {
  perMillionReadUnits: 0.125,
  perMillionWriteUnits: 0.625,
  perGbMonthStored: 0.25,
  perMillionLambdaRequests: 0.2,
  perGbSecondLambda: 0.0000133334,
  perMillionHttpApiRequests: 1.0,
};

/** One line of the bill. */
export interface BillLine {
  item: string;
  quantity: number;
  unit: string;
  dollars: number;
}

export interface MonthlyBill {
  lines: BillLine[];
  total: number;
  /** What text search alone adds (its reads, requests and Lambda time). */
  textSearch: number;
}

const MILLION = 1_000_000;
const GB = 1024 ** 3;

/** The month's bill for this traffic, these measured figures and these prices. */
export function monthlyBill(
  measured: MeasuredCosts,
  traffic: TrafficProfile,
  prices: PriceList,
): MonthlyBill {
  const views = traffic.pageViewsPerMonth;
  const { shares } = traffic;
  const pageReadUnits = (units: number, share: number) => views * share * units;
  const readUnits =
    pageReadUnits(measured.browsePageReadUnits, shares.browse) +
    pageReadUnits(measured.textSearchPageReadUnits, shares.textSearch) +
    pageReadUnits(measured.radiusPageReadUnits, shares.radius) +
    pageReadUnits(measured.detailReadUnits, shares.detail) +
    views * traffic.apiRequestsPerPageView * measured.requestReadUnits;
  const writeUnits = views * shares.detail * measured.detailViewWriteUnits;
  const storedGb = (traffic.listings * measured.storedBytesPerListing) / GB;
  const requests = views * traffic.apiRequestsPerPageView;
  const gbSeconds = (requests * traffic.lambdaMsPerRequest * traffic.lambdaMemoryMb) / 1024 / 1000;

  // One search is one request: the gateway, the function, its time and its account read.
  const requestDollars = (count: number) =>
    (count / MILLION) *
      (prices.perMillionHttpApiRequests +
        prices.perMillionLambdaRequests +
        measured.requestReadUnits * prices.perMillionReadUnits) +
    ((count * traffic.lambdaMsPerRequest * traffic.lambdaMemoryMb) / 1024 / 1000) * prices.perGbSecondLambda;
  const textSearchViews = views * shares.textSearch;

  const line = (item: string, quantity: number, unit: string, dollarsEach: number): BillLine => ({
    item,
    quantity,
    unit,
    dollars: quantity * dollarsEach,
  });
  const lines: BillLine[] = [
    line('DynamoDB reads', readUnits, 'read units', prices.perMillionReadUnits / MILLION),
    line('DynamoDB writes (detail views)', writeUnits, 'write units', prices.perMillionWriteUnits / MILLION),
    line('DynamoDB storage', storedGb, 'GB-month', prices.perGbMonthStored),
    line('API Gateway (HTTP API)', requests, 'requests', prices.perMillionHttpApiRequests / MILLION),
    line('Lambda requests', requests, 'requests', prices.perMillionLambdaRequests / MILLION),
    line('Lambda duration', gbSeconds, 'GB-seconds', prices.perGbSecondLambda),
  ];
  return {
    lines,
    total: lines.reduce((sum, line) => sum + line.dollars, 0),
    textSearch:
      ((textSearchViews * measured.textSearchPageReadUnits) / MILLION) * prices.perMillionReadUnits +
      requestDollars(textSearchViews),
  };
}
