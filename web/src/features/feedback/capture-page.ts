/**
 * "Capture this page": a PNG of what the user sees (the viewport at its scroll position, not the
 * whole page), made in the browser by modern-screenshot, which is loaded only when asked for.
 * Elements marked `data-screenshot-exclude` (the feedback dialog and its button) are left out. The
 * listings map keeps its WebGL drawing buffer (deals-map.tsx), so its canvas is copied with its picture.
 */

/** The attribute that keeps an element (and what it holds) out of a capture. */
export const SCREENSHOT_EXCLUDE_ATTRIBUTE = 'data-screenshot-exclude';

/** How long one image or font may take to load into a capture. */
const CAPTURE_ASSET_TIMEOUT_MS = 8_000;

/** Used when neither the body nor the page paints a background (a PNG would be see-through). */
const FALLBACK_BACKGROUND = '#ffffff';

const isExcluded = (node: Node) => node instanceof Element && node.hasAttribute(SCREENSHOT_EXCLUDE_ATTRIBUTE);

const isTransparent = (colour: string) =>
  colour === '' || colour === 'transparent' || colour === 'rgba(0, 0, 0, 0)';

/** The colour behind the page: the body's, else the root element's, else white. */
function pageBackground(): string {
  for (const element of [document.body, document.documentElement]) {
    const colour = getComputedStyle(element).backgroundColor;
    if (!isTransparent(colour)) return colour;
  }
  return FALLBACK_BACKGROUND;
}

/**
 * Captures the viewport as a PNG: the body is drawn at the window's size and shifted by the scroll
 * offsets (with margins, so fixed elements such as the header stay where the user sees them).
 */
export async function capturePage(): Promise<Blob> {
  const { domToBlob } = await import('modern-screenshot');
  const { innerWidth, innerHeight, scrollX, scrollY } = window;
  return domToBlob(document.body, {
    type: 'image/png',
    width: innerWidth,
    height: innerHeight,
    style: { marginLeft: `${-scrollX}px`, marginTop: `${-scrollY}px` },
    filter: (node) => !isExcluded(node),
    backgroundColor: pageBackground(),
    // One slow image (a listing photo on a busy connection) must not hold the capture for the
    // library's 30 s: past this it is drawn without that picture.
    timeout: CAPTURE_ASSET_TIMEOUT_MS,
    // Web fonts are fetched from this origin like every other asset; nothing leaves the site.
    fetch: { requestInit: { credentials: 'same-origin' } },
  });
}
