/**
 * The numbers of the demand maps (docs/demand.md): the small-count rule, the public API's limits
 * and rounding, and how much history and neighbourhood a ZIP page shows.
 */

/**
 * Outside the admin panel a group of fewer than this many buyers is never shown nor derivable
 * (the CMS cell-size rule): the figure reads "fewer than 11" and carries no averages.
 */
export const MIN_SHOWN_BUYERS = 11;

/** ZIP codes one public zip-analytics request may ask for. */
export const PUBLIC_MAX_ZIP_CODES = 50;

/** Averages are rounded to these steps wherever they are shown outside the admin panel. */
export const DOWN_PAYMENT_ROUNDING = 5_000;
export const MONTHLY_PAYMENT_ROUNDING = 100;

/** How long CloudFront and browsers may keep a public zip-analytics answer (it changes daily). */
export const PUBLIC_ZIP_ANALYTICS_CACHE_SECONDS = 60 * 60;

/** Months of history a ZIP page's trend shows. */
export const TREND_MONTHS = 24;

/** The nearest ZIPs with demand a ZIP page lists, and how far it looks for them. */
export const NEARBY_ZIP_COUNT = 5;
export const NEARBY_RADIUS_MILES = 30;
