/**
 * The Certified Buyer badge on the interests and offers a listing's seller (or an admin) reads
 * (docs/requirements.md#r4-8): decided at read time, never taken from the snapshot stored with the
 * row, because a badge earned later counts and a revoked one does not.
 */
import type { DealFlowBuyer } from '#shared/offers/offer-schema';
import { certifiedBuyerIds } from '../training/certified-buyers';

interface BuyerRow {
  buyerId: string;
  buyer: DealFlowBuyer;
}

/** The rows with `buyer.certifiedBuyer` as it holds now: one badge read for all of them. */
export async function withCertifiedBuyers<Row extends BuyerRow>(rows: readonly Row[]): Promise<Row[]> {
  const certified = await certifiedBuyerIds(rows.map((row) => row.buyerId));
  return rows.map((row) => ({ ...row, buyer: { ...row.buyer, certifiedBuyer: certified.has(row.buyerId) } }));
}

/** One row with its badge as it holds now. */
export async function withCertifiedBuyer<Row extends BuyerRow>(row: Row): Promise<Row> {
  const [badged] = await withCertifiedBuyers([row]);
  return badged!;
}

/** A page of rows with their badges as they hold now. */
export async function pageWithCertifiedBuyers<Row extends BuyerRow, Page extends { items: Row[] }>(
  page: Page,
): Promise<Page> {
  return { ...page, items: await withCertifiedBuyers(page.items) };
}
