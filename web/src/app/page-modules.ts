/**
 * The pages a first visit most often opens, as the very `import()` their lazy routes call: the router
 * renders them through these, and `route-preload.ts` starts them at boot, so the render finds the
 * module already downloaded (docs/decisions/mobile-load-chain.md).
 */
export const loadHomePage = () => import('./home-route');
export const loadBrowsePage = () => import('../features/deals/components/browse-page');
export const loadDealDetailPage = () => import('../features/deals/components/deal-detail-page');
/** The browse page's query, a separate entry so that boot can start `/api/deals` before the page runs. */
export const loadBrowsePrefetch = () => import('../features/deals/api/browse-prefetch');
/** The listing page's query, started at boot once the signed-in user is known. */
export const loadDealDetailPrefetch = () => import('../features/deals/api/deal-detail-prefetch');
