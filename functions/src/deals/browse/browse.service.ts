/**
 * Browse (GET /api/deals): plan the query onto one access path, read one page of it, mark the
 * caller's favourites, and account for every item DynamoDB read (docs/browse.md). No Scan.
 */
import { hasRole } from '#shared/users/roles';
import { BROWSE_PAGE_SIZE, type BrowseQuery, type DealPage } from '#shared/deals/deal-api';
import { cardSummary } from '../../db/entities/deal-browse-entry.entity';
import { zipCentroid } from '../../geo/zip-centroids';
import type { Principal } from '../../lib/http/principal';
import { findUser } from '../../users/users.service';
import { decodeBrowseCursor, encodeBrowseCursor } from './browse-cursor';
import { planBrowse, radiusSearchOf, type BrowseViewer } from './browse-plan';
import { readPage } from './browse-reader';
import { getFavoriteIds } from './browse.repository';

/** The viewer of a signed-in caller: admins need no lookup; others' first right of refusal is on their User item. */
export async function browseViewerOf(principal: Principal): Promise<BrowseViewer> {
  const isAdmin = hasRole(principal, 'admin');
  const firstRightOfRefusal = isAdmin
    ? false
    : ((await findUser(principal.userId))?.firstRightOfRefusal ?? false);
  return { userId: principal.userId, isAdmin, firstRightOfRefusal };
}

/**
 * Most items one page may read, as a multiple of its size (the favourite lookup included; it
 * reads at most one page size of items unless a user has more favourites than that in the page's
 * id range, when its BatchGet adds another page size): a
 * selective filter gives a short page with a cursor instead of an unbounded read.
 */
export const MAX_ITEMS_READ_PER_PAGE_ITEM = 5;

/**
 * One page of listings for the viewer, and `itemsRead`: the items DynamoDB read to answer (every
 * Query's ScannedCount plus every item BatchGet returned, favourite lookups included).
 */
export async function browseDeals(
  viewer: BrowseViewer,
  query: BrowseQuery,
): Promise<{ page: DealPage; itemsRead: number }> {
  const pageSize = query.limit ?? BROWSE_PAGE_SIZE;
  const radius = radiusSearchOf(query, zipCentroid);
  const plan = planBrowse(query, viewer, radius);
  const start = decodeBrowseCursor(plan, query.cursor);
  const readsAll = plan.source.kind === 'favorites';
  // Keep room for the favourite lookup, which reads at most one item per listing on the page.
  const readBudget = MAX_ITEMS_READ_PER_PAGE_ITEM * pageSize - (readsAll ? 0 : pageSize);
  const read = await readPage(plan, start, pageSize, readBudget);
  let itemsRead = read.itemsRead;
  let favoriteIds: Set<string>;
  if (readsAll) {
    favoriteIds = new Set(read.records.map((record) => record.dealId));
  } else {
    const lookup = await getFavoriteIds(
      viewer.userId,
      read.records.map((record) => record.dealId),
    );
    favoriteIds = lookup.favoriteIds;
    itemsRead += lookup.itemsRead;
  }
  return {
    page: {
      items: read.records.map((record) => cardSummary(record, favoriteIds.has(record.dealId))),
      nextCursor: encodeBrowseCursor(plan, read.next),
      center: plan.center,
    },
    itemsRead,
  };
}
