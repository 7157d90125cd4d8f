import type { BackendModule, ReadCallback } from 'i18next';

/**
 * Loads `/locales/<language>/<namespace>.json` on demand, so a page's texts are only fetched when
 * the page is shown and never weigh on the first download. The build id defeats stale caches.
 */
export const httpBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {
    // Nothing to set up: the URL scheme is fixed.
  },
  read(language: string, namespace: string, callback: ReadCallback) {
    fetch(`/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json?v=${__BUILD_ID__}`)
      .then(async (response) => {
        if (!response.ok) {
          // i18next retries a read whose callback says `retry: true` (500s, network), not a 404.
          callback(new Error(`${response.status} loading ${language}/${namespace}`), response.status >= 500);
          return;
        }
        callback(null, (await response.json()) as Record<string, unknown>);
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true));
  },
};
