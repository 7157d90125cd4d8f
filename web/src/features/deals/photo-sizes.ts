/**
 * How wide listing photos show, as `sizes` says it (deals.css): the components draw them by these,
 * and the boot prefetches preload a page's first photo by the very same values, so the browser picks
 * the same rendition for both.
 */

/**
 * Where a card's photo fills the screen's width, one card per row (deals.css): grid cards below
 * 768 px, list rows below 480 px.
 */
export const ONE_CARD_PER_ROW = {
  grid: '(max-width: 768px)',
  list: '(max-width: 480px)',
} as const;

/** Cards: the whole width one per row, else about 17rem in the desktop grid and 14rem in a list row. */
export const CARD_PHOTO_SIZES = {
  grid: `${ONE_CARD_PER_ROW.grid} 100vw, 20rem`,
  list: `${ONE_CARD_PER_ROW.list} 100vw, 14rem`,
} as const;

/**
 * A listing page's carousel slide: the main column, about 50rem beside the 20rem side column, the
 * whole width below 900 px.
 */
export const SLIDE_SIZES = '(max-width: 900px) 100vw, 50rem';
