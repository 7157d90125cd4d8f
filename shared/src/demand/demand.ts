/**
 * Buyer demand by ZIP (docs/requirements.md#r3-7 "Buyer analytics per ZIP", docs/demand.md): the
 * buyer map and its Analytics by ZIP tab, a ZIP's page, the public zip-analytics API and the Owners
 * Club map. Every figure here is already suppressed and rounded by the server: `buyers: null` means
 * "fewer than 11" (MIN_SHOWN_BUYERS), and an average is null when fewer than 11 buyers gave one.
 */
import * as z from 'zod';
import { usStateSchema } from '../core/us-states';
import { geoPointSchema } from '../geo/geo-point';
import { BUY_BOX_TYPES, FINANCING_TYPES, PROPERTY_TYPES, zipCodeSchema } from '../users/buyer-preferences';
import { PUBLIC_MAX_ZIP_CODES } from './demand-limits';

/** The dimensions a buyer is counted under, each with the values it takes ("none" = not given). */
export const DEMAND_DIMENSIONS = {
  buyBoxType: [...BUY_BOX_TYPES, 'none'],
  financingType: [...FINANCING_TYPES, 'none'],
  propertyType: [...PROPERTY_TYPES],
} as const;
export type DemandDimension = keyof typeof DEMAND_DIMENSIONS;

/**
 * Which buyers a map shows: all of them, or those of one value of one dimension. One dimension at a
 * time: per ZIP the server keeps each dimension's counts (marginals), never their combinations, so
 * every figure shown is a sum the small-count rule has checked (docs/decisions/demand.md).
 */
export const DEMAND_SEGMENTS = [
  'all',
  ...BUY_BOX_TYPES.map((value) => `buyBoxType:${value}` as const),
  ...FINANCING_TYPES.map((value) => `financingType:${value}` as const),
  ...PROPERTY_TYPES.map((value) => `propertyType:${value}` as const),
] as const;
export const demandSegmentSchema = z.enum(DEMAND_SEGMENTS, { error: 'segmentInvalid' });
export type DemandSegment = z.infer<typeof demandSegmentSchema>;

/** A count shown outside the admin panel: null when fewer than 11 (and more than none). */
const shownCountSchema = z.number().int().min(0).nullable();
/** An average shown outside the admin panel: rounded; null when fewer than 11 buyers gave one. */
const shownAverageSchema = z.number().min(0).nullable();
/** A day, YYYY-MM-DD (UTC). */
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/* ------------------------------------------------------------- /buyers (signed in) */

export const buyerDemandQuerySchema = z
  .object({
    segment: demandSegmentSchema.default('all'),
    state: usStateSchema.optional(),
  })
  .strict()
  .meta({ id: 'BuyerDemandQuery' });
export type BuyerDemandQuery = z.infer<typeof buyerDemandQuerySchema>;

/** One ZIP of the buyer map and of the Analytics by ZIP table. */
export const zipDemandRowSchema = z
  .object({
    zipCode: z.string(),
    city: z.string(),
    state: z.string(),
    lat: z.number(),
    lng: z.number(),
    /** Buyers of the segment in the ZIP; null = fewer than 11. */
    buyers: shownCountSchema,
    /** Over all the ZIP's buyers, only when the segment is `all` (else null). */
    averageDownPayment: shownAverageSchema,
    averageMonthlyPayment: shownAverageSchema,
    /** Browsable listings (exclusive, active, pending) in the ZIP. */
    activeListings: z.number().int().min(0),
    /** The day the ZIP's buyers last changed. */
    updatedAt: daySchema,
  })
  .meta({ id: 'ZipDemandRow' });
export type ZipDemandRow = z.infer<typeof zipDemandRowSchema>;

export const buyerDemandSchema = z
  .object({
    segment: demandSegmentSchema,
    state: z.string().nullable(),
    /** Every ZIP with at least one buyer of the segment (those under 11 with `buyers: null`). */
    rows: z.array(zipDemandRowSchema),
  })
  .meta({ id: 'BuyerDemand' });
export type BuyerDemand = z.infer<typeof buyerDemandSchema>;

/* ------------------------------------------------------------- /zip/{zipCode}/analytics */

export const zipParamsSchema = z.object({ zipCode: zipCodeSchema }).meta({ id: 'ZipParams' });

export const demandFiguresSchema = z
  .object({
    buyers: shownCountSchema,
    averageDownPayment: shownAverageSchema,
    averageMonthlyPayment: shownAverageSchema,
  })
  .meta({ id: 'DemandFigures' });
export type DemandFigures = z.infer<typeof demandFiguresSchema>;

const breakdownSchema = z.array(z.object({ value: z.string(), buyers: shownCountSchema }));

export const zipDemandDetailSchema = z
  .object({
    zipCode: z.string(),
    city: z.string(),
    state: z.string(),
    location: geoPointSchema.nullable(),
    figures: demandFiguresSchema,
    /** null until a buyer has named the ZIP. */
    updatedAt: daySchema.nullable(),
    /** Each dimension's counts, with complementary suppression (no hidden count derivable). */
    breakdown: z.object({
      buyBoxType: breakdownSchema,
      financingType: breakdownSchema,
      propertyType: breakdownSchema,
    }),
    /** Month by month, oldest first (monthly snapshots). */
    trend: z.array(demandFiguresSchema.extend({ month: z.string().regex(/^\d{4}-\d{2}$/) })),
    listings: z.object({
      active: z.number().int().min(0),
      medianPrice: z.number().min(0).nullable(),
    }),
    /** The nearest ZIPs with buyers, nearest first. */
    nearby: z.array(
      z.object({
        zipCode: z.string(),
        city: z.string(),
        state: z.string(),
        distanceMiles: z.number().min(0),
        buyers: shownCountSchema,
      }),
    ),
  })
  .meta({ id: 'ZipDemandDetail' });
export type ZipDemandDetail = z.infer<typeof zipDemandDetailSchema>;

/* ------------------------------------------------------------- public /api/analytics/zip-analytics */

/** `zipCodes` (comma-separated, at most 50, distinct) or `state`: exactly one. */
export const zipAnalyticsQuerySchema = z
  .object({
    zipCodes: z
      .string()
      .transform((list) => list.split(',').map((zip) => zip.trim()))
      .pipe(
        z
          .array(zipCodeSchema)
          .min(1, 'zipCodesRequired')
          .max(PUBLIC_MAX_ZIP_CODES, 'zipCodesTooMany')
          .refine((zips) => new Set(zips).size === zips.length, 'zipDuplicate'),
      )
      .optional(),
    state: usStateSchema.optional(),
  })
  .strict()
  .refine((query) => (query.zipCodes === undefined) !== (query.state === undefined), {
    message: 'zipCodesOrState',
  })
  .meta({ id: 'ZipAnalyticsQuery' });
export type ZipAnalyticsQuery = z.infer<typeof zipAnalyticsQuerySchema>;

export const publicZipFiguresSchema = demandFiguresSchema
  .extend({
    zipCode: z.string(),
    /** null for a ZIP the shipped data does not know. */
    city: z.string().nullable(),
    state: z.string().nullable(),
    lastUpdated: daySchema.nullable(),
  })
  .meta({ id: 'PublicZipFigures' });

export const publicZipAnalyticsSchema = z
  .object({
    /** The day of the published snapshot the figures come from; null before the first one. */
    asOf: daySchema.nullable(),
    minimumShown: z.number().int(),
    /** Asked ZIPs: one row each, in the asked order. A state: its ZIPs with 11 buyers or more. */
    zips: z.array(publicZipFiguresSchema),
    /** A state: how many of its ZIPs have buyers but fewer than 11 (their counts are not shown). */
    zipsFewerThanMinimum: z.number().int().min(0).nullable(),
  })
  .meta({ id: 'PublicZipAnalytics' });
export type PublicZipAnalytics = z.infer<typeof publicZipAnalyticsSchema>;

/* ------------------------------------------------------------- Owners Club map */

export const ownerLocationsSchema = z
  .object({
    /** One point per ZIP with members who chose to appear. */
    points: z.array(
      z.object({
        zipCode: z.string(),
        city: z.string().nullable(),
        state: z.string().nullable(),
        location: geoPointSchema,
        /** Company name, or first name and last initial when there is none. */
        members: z.array(z.string()),
      }),
    ),
  })
  .meta({ id: 'OwnerLocations' });
export type OwnerLocations = z.infer<typeof ownerLocationsSchema>;
