/**
 * A screen where only `query` matches, for components that follow a media query (jsdom has no
 * `matchMedia` of its own). Pair with `unstubScreen` after each test.
 */
export function stubScreenMatching(query: string): void {
  window.matchMedia = (media: string) =>
    ({
      matches: media === query,
      media,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

/** Back to jsdom's screen without `matchMedia`. */
export function unstubScreen(): void {
  delete (window as { matchMedia?: unknown }).matchMedia;
}
