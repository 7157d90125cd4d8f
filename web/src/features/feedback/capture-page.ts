/**
 * "Capture this page": a PNG of the page as the user sees it, made in the browser by
 * modern-screenshot, which is loaded only when asked for. Elements marked
 * `data-screenshot-exclude` (the feedback dialog and its button) are left out. The listings map
 * keeps its WebGL drawing buffer (deals-map.tsx), so its canvas is copied with its picture.
 */

/** The attribute that keeps an element (and what it holds) out of a capture. */
export const SCREENSHOT_EXCLUDE_ATTRIBUTE = 'data-screenshot-exclude';

const isExcluded = (node: Node) => node instanceof Element && node.hasAttribute(SCREENSHOT_EXCLUDE_ATTRIBUTE);

/** Captures the page's body as a PNG. */
export async function capturePage(): Promise<Blob> {
  const { domToBlob } = await import('modern-screenshot');
  return domToBlob(document.body, {
    type: 'image/png',
    filter: (node) => !isExcluded(node),
    backgroundColor: getComputedStyle(document.body).backgroundColor || '#ffffff',
    // Web fonts are fetched from this origin like every other asset; nothing leaves the site.
    fetch: { requestInit: { credentials: 'same-origin' } },
  });
}
