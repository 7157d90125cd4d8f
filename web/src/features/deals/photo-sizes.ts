/**
 * How wide listing photos show, as `sizes` says it (deals.css): the components draw them by these,
 * and the boot prefetches preload a page's first photo by the very same values, so the browser picks
 * the same rendition for both.
 */

/**
 * Cards: grid cards fill the phone's width below 768 px, and are about 17rem in the desktop grid;
 * list rows show it 14rem wide, full width below 480 px.
 */
export const CARD_PHOTO_SIZES = {
  grid: '(max-width: 768px) 100vw, 20rem',
  list: '(max-width: 480px) 100vw, 14rem',
} as const;

/**
 * A listing page's carousel slide: the main column, about 50rem beside the 20rem side column, the
 * whole width below 900 px.
 */
export const SLIDE_SIZES = '(max-width: 900px) 100vw, 50rem';
