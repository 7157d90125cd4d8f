/**
 * The pages a first visit most often opens, as the very `import()` their lazy routes call: the router
 * renders them through these, and `route-preload.ts` starts them at boot, so the render finds the
 * module already downloaded (docs/decisions/mobile-load-chain.md).
 */
export const loadHomePage = () => import('./home-route');
export const loadBrowsePage = () => import('../features/deals/components/browse-page');
export const loadDealDetailPage = () => import('../features/deals/components/deal-detail-page');
