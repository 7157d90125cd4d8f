import type { ZipDemandRow } from '#shared/demand/demand';

/** One ZIP of the buyer demand answer, Austin by default. */
export function makeZipRow(overrides: Partial<ZipDemandRow> = {}): ZipDemandRow {
  return {
    zipCode: '78701',
    city: 'Austin',
    state: 'TX',
    lat: 30.27,
    lng: -97.74,
    buyers: 42,
    averageDownPayment: 35_000,
    averageMonthlyPayment: 2_100,
    activeListings: 3,
    updatedAt: '2026-11-20',
    ...overrides,
  };
}

/** `count` ZIPs 10001, 10002, … in "City 1", "City 2", … with 100, 101, … buyers. */
export function makeZipRows(count: number): ZipDemandRow[] {
  return Array.from({ length: count }, (_, index) =>
    makeZipRow({
      zipCode: String(10_001 + index),
      city: `City ${index + 1}`,
      state: 'NY',
      buyers: 100 + index,
    }),
  );
}
