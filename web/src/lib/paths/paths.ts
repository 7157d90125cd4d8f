/**
 * Every page of the SPA in one place: the router's patterns (`pagePatterns`) and the links that
 * reach them (`paths`), so that a page moves in one edit and no link points at a page that is gone.
 */
import type { ProfileTab } from '#shared/users/profile-completion';

/** The router's pattern of every page (react-router syntax; `*` is the not-found page). */
export const pagePatterns = {
  home: '/',
  signIn: '/auth',
  legacySignIn: '/legacy-auth',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  signUp: '/signup',
  signUpBuyer: '/signup/buyer',
  signUpBuyerLegacy: '/signup/buyer-legacy',
  signUpSeller: '/signup/seller',
  signUpSellerThankYou: '/signup/seller/thank-you',
  verify: '/verify',
  requestAccess: '/requestAccess',
  /** The waitlist e-mail's link (`?entry=…&token=…`); the server builds it from WAITLIST_CONFIRM_PAGE. */
  confirmWaitlistEntry: '/requestAccess/confirm',
  testInvitation: '/test-invitation',
  owners: '/owners',
  /** docs/requirements.md#r2-13 buyer map with its Analytics by ZIP tab: sellers, owners, admins. */
  buyers: '/buyers',
  /** One ZIP's buyer figures, trend, listings and neighbours: sellers, owners, admins. */
  zipAnalytics: '/zip/:zipCode/analytics',
  /** Public: how the maps stay fast, on synthetic points only. */
  mapDemo: '/map-optimization-demo',
  profile: '/profile',
  verifyEmailChange: '/verify-email-change',
  admin: '/admin',
  deals: '/deals',
  listings: '/listings',
  newDeal: '/deals/new',
  dealDetail: '/deals/:dealId',
  /** A deal's short link, as texts carry it (docs/text-alerts.md "What is sent"): replaced by its page. */
  dealShortLink: '/d/:dealId',
  editDeal: '/deals/:dealId/edit',
  dealAnalytics: '/deals/:dealId/analytics',
  dealOffers: '/deals/:dealId/offers',
  unauthorized: '/unauthorized',
  terms: '/terms',
  privacy: '/privacy',
  accessibility: '/accessibility',
  /** Signed-in users only; exempt from the profile-completion redirect (docs/requirements.md#r4-7). */
  feedback: '/feedback',
  /** Buyers only (docs/training.md); everyone else is sent to /unauthorized. */
  training: '/training',
  trainingLesson: '/training/:lessonId',
  /** Admins only: write, order, publish and measure the course. */
  adminTraining: '/admin/training',
  /** Public: whether a shared Certified Buyer credential is valid or revoked. */
  credential: '/badges/:credentialId',
  notFound: '*',
} as const;

/** Fills a pattern's `:name` segments, each value URL-encoded. */
export function fillPattern(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${pattern}`);
    return encodeURIComponent(value);
  });
}

const {
  dealDetail,
  dealShortLink,
  editDeal,
  dealAnalytics,
  dealOffers,
  trainingLesson,
  credential,
  zipAnalytics,
  notFound: _notFound,
  ...pagesWithoutParams
} = pagePatterns;

/** A listing's page under `pattern`, for one listing id. */
const dealPage = (pattern: string) => (dealId: string) => fillPattern(pattern, { dealId });

/** Links to every page: the pages without parameters as they are, the others built from theirs. */
export const paths = {
  ...pagesWithoutParams,
  dealDetail: dealPage(dealDetail),
  dealShortLink: dealPage(dealShortLink),
  editDeal: dealPage(editDeal),
  dealAnalytics: dealPage(dealAnalytics),
  dealOffers: dealPage(dealOffers),
  trainingLesson: (lessonId: string) => fillPattern(trainingLesson, { lessonId }),
  credential: (credentialId: string) => fillPattern(credential, { credentialId }),
  zipAnalytics: (zipCode: string) => fillPattern(zipAnalytics, { zipCode }),
  /** Browse filtered to one ZIP (the ZIP page's link to its listings). */
  dealsInZip: (zipCode: string) => `${pagesWithoutParams.deals}?zip=${encodeURIComponent(zipCode)}`,
  /** The listings a buyer favourited: the browse page with its favourites filter on. */
  favoriteDeals: `${pagesWithoutParams.deals}?favorites=true`,
  profileTab: (tab: ProfileTab) => `${pagesWithoutParams.profile}?tab=${tab}`,
  /** The page that confirms a new e-mail address with the code sent to it. */
  verifyEmailChangeFor: (email: string) =>
    `${pagesWithoutParams.verifyEmailChange}?email=${encodeURIComponent(email)}`,
} as const;
