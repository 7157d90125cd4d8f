/**
 * Recent pages (docs/requirements.md#r3-10 "Recent page entry", docs/requirements.md#r9-15): per user, newest
 * first, no duplicate URLs, 10 entries. The URL is a path of this site, never another origin. An entry
 * also names its page (`route`: the page pattern's name and values), so the list can word it in the
 * language of the reader, not of the visit; the title stays for entries without one (older ones).
 */
import * as z from 'zod';
import { textSchema } from '../core/validation';

export const RECENT_PAGES_LIMIT = 10;
export const RECENT_PAGE_TITLE_MAX_LENGTH = 120;
export const RECENT_PAGE_URL_MAX_LENGTH = 300;

/** A path of this site: starts with one '/', no scheme, no host, no backslash, no control characters. */
export const recentPageUrlSchema = textSchema({
  max: RECENT_PAGE_URL_MAX_LENGTH,
  messages: { tooLong: 'urlTooLong' },
}).regex(/^\/(?![/\\])[^\s\\]*$/, 'pathInvalid');

export const RECENT_PAGE_ROUTE_NAME_MAX_LENGTH = 40;
/** At most this many values name a page (a listing's id and address, say). */
export const RECENT_PAGE_ROUTE_PARAMS_MAX = 4;
/**
 * Longest value naming a page: a listing's address, which may be 200 characters (ADDRESS_MAX_LENGTH
 * in deal-schema.ts, not imported so the app shell does not carry the deal schema). Shorter, and a
 * visit to a listing with a long address would be refused, so never listed.
 */
export const RECENT_PAGE_ROUTE_PARAM_MAX_LENGTH = 200;

const routeNameSchema = textSchema({
  max: RECENT_PAGE_ROUTE_NAME_MAX_LENGTH,
  messages: { tooLong: 'routeNameTooLong' },
}).regex(/^[a-z][a-zA-Z]*$/, 'routeNameInvalid');

/** The page a visit was: its pattern's name (`dealOffers`) and the values it was shown with. */
export const recentPageRouteSchema = z
  .object({
    name: routeNameSchema,
    params: z
      .record(
        routeNameSchema,
        textSchema({ max: RECENT_PAGE_ROUTE_PARAM_MAX_LENGTH, messages: { tooLong: 'routeParamTooLong' } }),
      )
      .refine((params) => Object.keys(params).length <= RECENT_PAGE_ROUTE_PARAMS_MAX, 'routeParamsTooMany'),
  })
  .strict()
  .meta({ id: 'RecentPageRoute' });
export type RecentPageRoute = z.infer<typeof recentPageRouteSchema>;

export const recentPageSchema = z
  .object({
    title: textSchema({
      min: 1,
      max: RECENT_PAGE_TITLE_MAX_LENGTH,
      messages: { required: 'titleRequired', tooLong: 'titleTooLong' },
    }),
    url: recentPageUrlSchema,
    route: recentPageRouteSchema.optional(),
  })
  .strict()
  .meta({ id: 'RecentPageBody' });
export type RecentPageInput = z.infer<typeof recentPageSchema>;

/**
 * Most visits one request records: the list keeps no more, so a client that queued more sends the
 * newest ones only.
 */
export const RECENT_PAGES_BATCH_MAX = RECENT_PAGES_LIMIT;

/** Visits a client queued, oldest first: one request records them all (docs/requirements.md#r3-10). */
export const recentPagesBatchSchema = z
  .object({ pages: z.array(recentPageSchema).min(1).max(RECENT_PAGES_BATCH_MAX) })
  .strict()
  .meta({ id: 'RecentPagesBody' });
export type RecentPagesBatch = z.infer<typeof recentPagesBatchSchema>;

export const recentPageEntrySchema = z
  .object({
    title: z.string(),
    url: z.string(),
    route: recentPageRouteSchema.optional(),
    visitedAt: z.string(),
  })
  .meta({ id: 'RecentPage' });
export type RecentPage = z.infer<typeof recentPageEntrySchema>;

export const recentPagesSchema = z
  .object({ items: z.array(recentPageEntrySchema) })
  .meta({ id: 'RecentPages' });

/** The list after a visit: the page moves (or goes) to the front, its older entry dropped, 10 kept. */
export function withRecentPage(list: readonly RecentPage[], visit: RecentPage): RecentPage[] {
  return [visit, ...list.filter((entry) => entry.url !== visit.url)].slice(0, RECENT_PAGES_LIMIT);
}

/** The list after several visits, applied oldest first (the last one ends up in front). */
export function withRecentPages(list: readonly RecentPage[], visits: readonly RecentPage[]): RecentPage[] {
  return visits.reduce<RecentPage[]>((next, visit) => withRecentPage(next, visit), [...list]);
}
