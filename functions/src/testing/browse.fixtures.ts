/** Listings and viewers for the browse unit tests. */
import { searchWordsOf } from '../db/entities/deal-search-word.entity';
import { toDealItem, type DealRecord } from '../db/entities/deal.entity';
import { toBrowseEntryItems, toDealCard } from '../db/entities/deal-browse-entry.entity';
import type { BrowseListing } from '../deals/browse/browse-filter';
import type { BrowseViewer } from '../deals/browse/browse-plan';

let sequence = 0;

/** A valid browsable listing record (cash, Austin TX); overrides replace fields, search words follow. */
export function browseRecord(overrides: Partial<DealRecord> = {}): DealRecord {
  sequence += 1;
  const createdAt = new Date(Date.UTC(2026, 0, 1, 0, 0, sequence)).toISOString();
  const base = {
    dealId: `01DEAL${String(sequence).padStart(6, '0')}`,
    ownerId: 'seller-1',
    status: 'active' as const,
    streetAddress: `${sequence} Elm Street`,
    city: 'Austin',
    state: 'TX' as const,
    zipCode: '78701',
    purchasePrice: 350_000,
    dealCategory: 'cash' as const,
    purchaseType: 'cash' as const,
    propertyType: 'singleFamily' as const,
    bedrooms: 3,
    bathrooms: 2,
    squareFootage: 1650,
    dealDescription: 'Clean three-bedroom home near downtown.',
    tags: ['motivated-seller' as const],
    legalCertification: true as const,
    favoriteCount: 0,
    interestCount: 0,
    offerCount: 0,
    viewCount: 0,
    uniqueViewerCount: 0,
    location: { lat: 30.27, lng: -97.74 },
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
  return { ...base, searchWords: overrides.searchWords ?? searchWordsOf(base) } as DealRecord;
}

/** The stored listing item, as a BatchGet of listings answers it. */
export const storedListing = (overrides: Partial<DealRecord> = {}) => toDealItem(browseRecord(overrides));

/** A browsable listing's browse entries (all, then one per facet), as the browse indexes hold them. */
export const storedBrowseEntries = (overrides: Partial<DealRecord> = {}) =>
  toBrowseEntryItems(browseRecord(overrides));

/** A browsable listing's all entry, as a Query of DEALS#BROWSE or a geo cell answers it. */
export const storedBrowseEntry = (overrides: Partial<DealRecord> = {}) => storedBrowseEntries(overrides)[0]!;

/** What the reader checks conditions on for a listing read whole (with its search words). */
export const browseListing = (overrides: Partial<DealRecord> = {}): BrowseListing => {
  const record = browseRecord(overrides);
  return { ...toDealCard(record), searchWords: record.searchWords };
};

export const buyer: BrowseViewer = { userId: 'buyer-1', isAdmin: false, firstRightOfRefusal: false };
export const admin: BrowseViewer = { userId: 'admin-1', isAdmin: true, firstRightOfRefusal: false };
export const firstRefusalBuyer: BrowseViewer = {
  userId: 'buyer-2',
  isAdmin: false,
  firstRightOfRefusal: true,
};
