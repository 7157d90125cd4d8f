/**
 * What the deal routes answer and the browse query (docs/requirements.md#r2-3). The stored listing is the
 * validated DealInput plus what the server owns (id, owner, status, counts, location); the browse card is a
 * small projection of it.
 */
import * as z from 'zod';
import { geoPointSchema } from '../geo/geo-point';
import { usStateSchema } from '../core/us-states';
import { latitudeSchema, longitudeSchema } from '../core/numbers';
import { textSchema } from '../core/validation';
import { dealCategorySchema, dealTagSchema, propertyTypeSchema, purchaseTypeSchema } from './deal-fields';
import { dealInputSchema, zipCodeSchema } from './deal-schema';
import { dealStatusSchema, statusHistoryEntrySchema } from './deal-status';
import { cursorPageSchema } from '../api/cursor-page';

/** Counters kept on the listing item and shown on cards, the dashboard and the detail page. */
export const dealCountsSchema = z.object({
  favoriteCount: z.number().int().min(0),
  interestCount: z.number().int().min(0),
  offerCount: z.number().int().min(0),
  viewCount: z.number().int().min(0),
});
export type DealCounts = z.infer<typeof dealCountsSchema>;

/** A listing as the API shows it: every docs/requirements.md#r3-3 field, plus what the server owns. */
export const dealSchema = z
  .object({
    ...dealInputSchema.shape,
    ...dealCountsSchema.shape,
    legalCertification: z.literal(true),
    dealId: z.string(),
    ownerId: z.string(),
    status: dealStatusSchema,
    /** The ZIP's centroid (shipped GeoNames data), or null for a ZIP we do not know. */
    location: geoPointSchema.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  // A create-only choice, not part of the listing.
  .omit({ startExclusive: true })
  .meta({ id: 'Deal' });
export type Deal = z.infer<typeof dealSchema>;

/**
 * The seller as a buyer sees them on a listing (docs/requirements.md#r2-4: the seller's company, schedule
 * call).
 */
export const dealSellerSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    companyName: z.string().nullable(),
    companyLogoKey: z.string().nullable(),
    callBookingLink: z.string().nullable(),
  })
  .meta({ id: 'DealSeller' });

/** GET /api/deals/{dealId}: the listing, its seller, and what the caller may do with it. */
export const dealDetailSchema = z
  .object({
    deal: dealSchema,
    seller: dealSellerSchema,
    viewer: z.object({
      isFavorite: z.boolean(),
      /** The caller owns the listing or is an admin: edit, status, analytics, offers. */
      canManage: z.boolean(),
      /**
       * Offers and interest are taken while the listing is exclusive or active (docs/requirements.md#r4-4).
       */
      acceptsOffers: z.boolean(),
      /**
       * The caller has expressed interest in the listing (docs/requirements.md#r1-9; absent from older
       * answers).
       */
      isInterested: z.boolean().optional(),
      /**
       * The caller said they are not interested in the listing (docs/buyer-matching.md; absent from
       * older answers).
       */
      isNotInterested: z.boolean().optional(),
    }),
  })
  .meta({ id: 'DealDetail' });
export type DealDetail = z.infer<typeof dealDetailSchema>;

/** A browse card. */
export const dealSummarySchema = z
  .object({
    dealId: z.string(),
    status: dealStatusSchema,
    streetAddress: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    purchasePrice: z.number(),
    dealCategory: dealCategorySchema,
    purchaseType: purchaseTypeSchema.nullable(),
    propertyType: propertyTypeSchema,
    bedrooms: z.number(),
    bathrooms: z.number(),
    squareFootage: z.number(),
    entryFee: z.number().nullable(),
    /** The lowest interest rate of the deal's financing (SubTo or seller loan), or null (cash). */
    interestRate: z.number().nullable(),
    tags: z.array(dealTagSchema),
    coverPhotoKey: z.string().nullable(),
    location: geoPointSchema.nullable(),
    favoriteCount: z.number().int().min(0),
    isFavorite: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'DealSummary' });
export type DealSummary = z.infer<typeof dealSummarySchema>;

/** Budget filter steps (docs/requirements.md#r9-12): the most a buyer wants to pay. */
export const BUDGET_STEPS = [500_000, 1_000_000, 1_500_000, 2_000_000, 3_000_000] as const;
/** Bed and bath filter steps, "1+" to "4+". */
export const ROOM_STEPS = [1, 2, 3, 4] as const;
/** Radius choices in miles; 50 is the largest, so a radius query reads a bounded set of cells. */
export const RADIUS_MILES = [5, 10, 25, 50] as const;
export const DEFAULT_RADIUS_MILES = 25;
export const BROWSE_SORTS = ['newest', 'oldest', 'price-asc', 'price-desc', 'interest'] as const;
export const browseSortSchema = z.enum(BROWSE_SORTS);
export type BrowseSort = z.infer<typeof browseSortSchema>;
export const BROWSE_PAGE_SIZE = 20;
export const BROWSE_MAX_PAGE_SIZE = 100;
export const SEARCH_TEXT_MAX_LENGTH = 100;

const oneOfNumbers = <T extends readonly number[]>(values: T, error: string) =>
  z.coerce.number().refine((value) => values.includes(value), error);
const commaList = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .max(500)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(item).max(20));

/**
 * What a listing must match to be shown: the browse filters the list and the map share (one
 * definition, so both answer the same listings). Radius search takes `zip` or `lat`+`lng` as the
 * centre with `radius`.
 */
const browseFilterFields = {
  q: textSchema({ max: SEARCH_TEXT_MAX_LENGTH }).optional(),
  maxPrice: oneOfNumbers(BUDGET_STEPS, 'budgetInvalid').optional(),
  minBeds: oneOfNumbers(ROOM_STEPS, 'roomsInvalid').optional(),
  minBaths: oneOfNumbers(ROOM_STEPS, 'roomsInvalid').optional(),
  category: dealCategorySchema.optional(),
  financeType: purchaseTypeSchema.optional(),
  propertyType: propertyTypeSchema.optional(),
  state: usStateSchema.optional(),
  city: textSchema({ max: 100 }).optional(),
  zip: zipCodeSchema.optional(),
  tags: commaList(dealTagSchema).optional(),
  favorites: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  lat: latitudeSchema({ coerce: true }).optional(),
  lng: longitudeSchema({ coerce: true }).optional(),
  radius: oneOfNumbers(RADIUS_MILES, 'radiusInvalid').optional(),
};

type BrowseFilterValues = { lat?: number; lng?: number; radius?: number; zip?: string };

/** A point needs both coordinates, and a radius needs a centre. */
function checkRadiusCentre(query: BrowseFilterValues, context: z.RefinementCtx): void {
  if ((query.lat === undefined) !== (query.lng === undefined))
    context.addIssue({ code: 'custom', path: ['lat'], message: 'pointInvalid' });
  if (query.radius !== undefined && query.zip === undefined && query.lat === undefined)
    context.addIssue({ code: 'custom', path: ['radius'], message: 'radiusCenterRequired' });
}

/**
 * GET /api/deals query: the whole browse state (the filters, the sort and the page), so the URL can
 * be shared (the web keeps the same names in its own URL).
 */
export const browseQuerySchema = z
  .object({
    ...browseFilterFields,
    sort: browseSortSchema.optional(),
    cursor: z.string().max(2048).optional(),
    limit: z.coerce.number().int().min(1).max(BROWSE_MAX_PAGE_SIZE).optional(),
  })
  .strict()
  .superRefine(checkRadiusCentre);
export type BrowseQuery = z.infer<typeof browseQuerySchema>;

/** Most points one map answer holds; past it the map says to zoom in. */
export const MAP_POINTS_MAX = 1000;

/**
 * GET /api/deals/map-points query: the browse filters and the map's view, a box of longitudes
 * (west < east: the view never crosses the antimeridian over the US) and latitudes (south < north).
 */
export const mapPointsQuerySchema = z
  .object({
    ...browseFilterFields,
    west: longitudeSchema({ coerce: true }),
    south: latitudeSchema({ coerce: true }),
    east: longitudeSchema({ coerce: true }),
    north: latitudeSchema({ coerce: true }),
  })
  .strict()
  .superRefine((query, context) => {
    checkRadiusCentre(query, context);
    if (query.west >= query.east) context.addIssue({ code: 'custom', path: ['east'], message: 'boxInvalid' });
    if (query.south >= query.north)
      context.addIssue({ code: 'custom', path: ['north'], message: 'boxInvalid' });
  });
export type MapPointsQuery = z.infer<typeof mapPointsQuerySchema>;

/** A listing on the map: where it is and what its popup shows, nothing a card does not show. */
export const mapPointSchema = z
  .object({
    dealId: z.string(),
    lat: z.number(),
    lng: z.number(),
    purchasePrice: z.number(),
    streetAddress: z.string(),
    city: z.string(),
    state: z.string(),
    status: dealStatusSchema,
  })
  .meta({ id: 'MapPoint' });
export type MapPoint = z.infer<typeof mapPointSchema>;

/** The listings matching the filters inside the view, at most MAP_POINTS_MAX. */
export const mapPointsSchema = z
  .object({
    points: z.array(mapPointSchema),
    /** More listings may match in the view than the answer holds: zoom in (or filter) to see them all. */
    capped: z.boolean(),
  })
  .meta({ id: 'MapPoints' });
export type MapPoints = z.infer<typeof mapPointsSchema>;

export const dealPageSchema = z
  .object({
    items: z.array(dealSummarySchema),
    nextCursor: z.string().nullable(),
    /** The centre of a radius search (the ZIP's centroid or the point), for the map. */
    center: geoPointSchema.nullable(),
  })
  .meta({ id: 'DealPage' });
export type DealPage = z.infer<typeof dealPageSchema>;

export const dealParamsSchema = z.object({ dealId: z.string().min(1).max(64) });

/** A row of the seller's dashboard: the card plus every counter. */
export const myDealSchema = dealSummarySchema
  .extend({ ...dealCountsSchema.shape, updatedAt: z.string() })
  .meta({ id: 'MyDeal' });
export type MyDeal = z.infer<typeof myDealSchema>;

/** GET /api/users/me/deals: the caller's listings, newest first (deleted ones only for admins). */
export const myDealsQuerySchema = z
  .object({
    status: dealStatusSchema.optional(),
    cursor: z.string().max(2048).optional(),
    limit: z.coerce.number().int().min(1).max(BROWSE_MAX_PAGE_SIZE).optional(),
  })
  .strict();
export const myDealPageSchema = cursorPageSchema(myDealSchema, 'MyDealPage');

export const statusHistorySchema = z
  .object({ items: z.array(statusHistoryEntrySchema) })
  .meta({ id: 'StatusHistory' });

export const favoriteStateSchema = z
  .object({ dealId: z.string(), isFavorite: z.boolean(), favoriteCount: z.number().int().min(0) })
  .meta({ id: 'FavoriteState' });
export type FavoriteState = z.infer<typeof favoriteStateSchema>;

/** One day of a listing's activity. */
export const dealActivityDaySchema = z.object({
  date: z.iso.date(),
  views: z.number().int().min(0),
  uniqueViewers: z.number().int().min(0),
  favorites: z.number().int().min(0),
  interests: z.number().int().min(0),
  offers: z.number().int().min(0),
});
export type DealActivityDay = z.infer<typeof dealActivityDaySchema>;

/** Days of activity the analytics page charts. */
export const ANALYTICS_DAYS = 30;

/** GET /api/deals/{dealId}/analytics: totals since listing and the last ANALYTICS_DAYS days (oldest first, every day present). */
export const dealAnalyticsSchema = z
  .object({
    dealId: z.string(),
    totals: z.object({
      views: z.number().int().min(0),
      uniqueViewers: z.number().int().min(0),
      favorites: z.number().int().min(0),
      interests: z.number().int().min(0),
      offers: z.number().int().min(0),
    }),
    daily: z.array(dealActivityDaySchema),
  })
  .meta({ id: 'DealAnalytics' });
export type DealAnalytics = z.infer<typeof dealAnalyticsSchema>;
