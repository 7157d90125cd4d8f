/**
 * Search-word items of browsable listings: one item per word and listing, so text search reads the
 * partition of the query's rarest word instead of scanning.
 *
 * Access patterns:
 * - listings with a word, newest first: Query pk=DEALWORD#<word>, backwards; then BatchGet the
 *   listings (the item names only the listing id, so a stale one costs one wasted read)
 * - write a new listing's words: Puts in the listing's create transaction (3 + 48 items, under the
 *   100-item limit)
 * - rewrite after an edit: in the edit's transaction, a Put of every word it has (idempotent, so an
 *   edit also restores any item lost before) and a Delete of every word it lost: at most
 *   1 + 2 + 48 + 48 = 99 items. Only a listing indexed under an older, higher cap can lose more
 *   words than fit; those Deletes follow the transaction (a stale word item costs search one wasted
 *   read: browse keeps a listing only when its own `searchWords` hold every query word)
 * - leave browse (sold, canceled, deleted): a Delete of every word item in the status change's
 *   transaction
 *
 * The listing keeps the list it was indexed with (`searchWords`), so its items can always be found
 * again.
 */
import type { Deal } from '#shared/deals/deal-api';
import { WORD_MAX_BYTES } from '#shared/core/validation';
import type { DealRecord } from './deal.entity';

export const DEAL_SEARCH_WORD_ENTITY = 'DealSearchWord';

/** Partition of a search word: one item per word and browsable listing, newest first when read backwards. */
export const dealSearchWordPartition = (word: string) => `DEALWORD#${word}`;

/**
 * A search word of a browsable listing (from its address, city, ZIP and description). Text search
 * reads the rarest word's partition.
 */
export const dealSearchWordKey = (word: string, createdAt: string, dealId: string) => ({
  pk: dealSearchWordPartition(word),
  sk: `${createdAt}#${dealId}`,
});

/** Words that find nothing useful. */
const STOP_WORDS = new Set(
  'a an and are as at be but by for from has have in is it its of on or our that the this to was with will you your'.split(
    ' ',
  ),
);

/**
 * Most search-word items one listing gets: bounds its write cost (each is one item), and keeps an
 * edit's Puts and Deletes of them (2 × 48) in one transaction with the listing and its address claim.
 */
export const MAX_SEARCH_WORDS = 48;

/**
 * Whether a word can key an item. The listing schema caps words at WORD_MAX_BYTES; a listing stored
 * before that cap may still name a longer word, which never had an item and must not be keyed.
 */
export const isIndexableWord = (word: string) => Buffer.byteLength(word, 'utf8') <= WORD_MAX_BYTES;

/** Lower-cased, accent-free words of a text, as search uses them (also for the query). */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 2 && !STOP_WORDS.has(word));
}

/**
 * The words a listing is found by: its address, city, ZIP and state first (always kept), then its
 * description's words until MAX_SEARCH_WORDS.
 */
export function searchWordsOf(
  deal: Pick<Deal, 'streetAddress' | 'city' | 'zipCode' | 'state' | 'dealDescription'>,
): string[] {
  const words = new Set([
    ...wordsOf(`${deal.streetAddress} ${deal.city} ${deal.zipCode} ${deal.state}`),
    ...wordsOf(deal.dealDescription),
  ]);
  return [...words].filter(isIndexableWord).slice(0, MAX_SEARCH_WORDS);
}

/** The search-word items of a browsable listing (written with it, deleted when it leaves browse); unkeyable words have none. */
export function toSearchWordItems(deal: Pick<DealRecord, 'dealId' | 'createdAt' | 'searchWords'>) {
  return deal.searchWords.filter(isIndexableWord).map((word) => ({
    ...dealSearchWordKey(word, deal.createdAt, deal.dealId),
    entity: DEAL_SEARCH_WORD_ENTITY,
    dealId: deal.dealId,
  }));
}
