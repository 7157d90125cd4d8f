/** The series of a listing's activity (SPEC issue #4: views, unique viewers, favourites, interests, offers), in display order. */
export const ANALYTICS_SERIES = ['views', 'uniqueViewers', 'favorites', 'interests', 'offers'] as const;
export type AnalyticsSeries = (typeof ANALYTICS_SERIES)[number];
