/**
 * The series of a listing's activity (docs/requirements.md#r2-6: views, unique viewers, favourites,
 * interests, offers), in display order.
 */
export const ANALYTICS_SERIES = ['views', 'uniqueViewers', 'favorites', 'interests', 'offers'] as const;
export type AnalyticsSeries = (typeof ANALYTICS_SERIES)[number];
