/**
 * Every page of the SPA (web/src/lib/paths/paths.ts `pagePatterns`) and every dialog reachable from
 * them, each with the role(s) that can see it, so that a spec can open all of them: the listings,
 * offers and lesson they show are created through the API first (test stacks have no seeded deals).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { notInterestedPath } from '#shared/buyer-matches/buyer-match-api';
import type { Deal } from '#shared/deals/deal-api';
import { STANDARD_COURSE } from '#shared/training/standard-course/index';
import { paths, type pagePatterns } from '../../../web/src/lib/paths/paths';
import { demoAccount } from '../../../scripts/seed/demo-accounts';
import { createDealAs, validCashDealBody } from '../../api/support/deals';
import { submitOfferAs } from '../../api/support/offers';
import { rowOf } from './dashboard';
import type { Translate } from './translations';

/** Who looks: a visitor, or a demo account signed in once for all its pages. */
export type Viewer = 'visitor' | 'buyer' | 'seller' | 'owner' | 'admin';

/** The demo account of each signed-in viewer. */
export const VIEWER_EMAILS: Readonly<Record<Exclude<Viewer, 'visitor'>, string>> = {
  buyer: 'buyer@example.com',
  seller: 'seller@example.com',
  owner: 'owner@example.com',
  admin: 'admin@example.com',
};

/** What the pages show, created through the API before any page is opened. */
export interface PageData {
  /** The seller's listing with the demo buyer's pending offer. */
  offered: Deal;
  /** The seller's listing nobody has offered on: the buyer opens its offer dialog. */
  untouched: Deal;
  lessonId: string;
  zipCode: string;
}

/** Creates the listings and the offer the pages need. */
export async function createPageData(): Promise<PageData> {
  const [offered, untouched] = await Promise.all([
    createDealAs(VIEWER_EMAILS.seller, validCashDealBody()),
    createDealAs(VIEWER_EMAILS.seller, validCashDealBody()),
  ]);
  await submitOfferAs(VIEWER_EMAILS.buyer, offered.dealId);
  return { offered, untouched, lessonId: STANDARD_COURSE[0]!.lessonId, zipCode: offered.zipCode };
}

/** One page as one viewer sees it. */
export interface PageVisit {
  viewer: Viewer;
  path: (data: PageData) => string;
}

const at =
  (...viewers: Viewer[]) =>
  (path: PageVisit['path']): PageVisit[] =>
    viewers.map((viewer) => ({ viewer, path }));
const fixed = (path: string) => () => path;
const everyAccount = at('buyer', 'seller', 'owner', 'admin');

/**
 * Every page pattern with the visits that show it. Typed by `pagePatterns`' keys, so a new page
 * does not compile until it is listed here (and the spec fails if an entry is empty).
 */
export const EVERY_PAGE: { readonly [Pattern in keyof typeof pagePatterns]: readonly PageVisit[] } = {
  home: [...at('visitor')(fixed(paths.home))],
  signIn: at('visitor')(fixed(paths.signIn)),
  legacySignIn: at('visitor')(fixed(paths.legacySignIn)),
  resetPassword: at('visitor')(fixed(paths.resetPassword)),
  dashboard: everyAccount(fixed(paths.dashboard)),
  signUp: at('visitor')(fixed(paths.signUp)),
  signUpBuyer: at('visitor')(fixed(paths.signUpBuyer)),
  signUpBuyerLegacy: at('visitor')(fixed(paths.signUpBuyerLegacy)),
  signUpSeller: at('visitor')(fixed(paths.signUpSeller)),
  signUpSellerThankYou: at('visitor')(fixed(paths.signUpSellerThankYou)),
  verify: at('visitor')(fixed(`${paths.verify}?email=someone%40example.com`)),
  requestAccess: at('visitor')(fixed(paths.requestAccess)),
  // An unknown entry: the page's own "link not valid" state.
  confirmWaitlistEntry: at('visitor')(fixed(`${paths.confirmWaitlistEntry}?entry=unknown&token=unknown`)),
  testInvitation: at('visitor')(fixed(paths.testInvitation)),
  owners: at('owner', 'admin')(fixed(paths.owners)),
  buyers: at('seller', 'owner')(fixed(paths.buyers)),
  zipAnalytics: at('seller')((data) => paths.zipAnalytics(data.zipCode)),
  mapDemo: at('visitor')(fixed(paths.mapDemo)),
  profile: [...everyAccount(fixed(paths.profile)), ...at('seller')(fixed(paths.profileTab('company')))],
  verifyEmailChange: at('buyer')(fixed(paths.verifyEmailChangeFor('new-address@example.com'))),
  admin: at('admin')(fixed(paths.admin)),
  deals: at('buyer', 'seller')(fixed(paths.deals)),
  listings: at('owner')(fixed(paths.listings)),
  newDeal: at('seller')(fixed(paths.newDeal)),
  dealDetail: [
    ...at('buyer')((data) => paths.dealDetail(data.untouched.dealId)),
    ...at('seller', 'admin')((data) => paths.dealDetail(data.offered.dealId)),
  ],
  dealShortLink: at('buyer')((data) => paths.dealShortLink(data.offered.dealId)),
  editDeal: at('seller')((data) => paths.editDeal(data.offered.dealId)),
  dealAnalytics: at('seller', 'admin')((data) => paths.dealAnalytics(data.offered.dealId)),
  dealOffers: at('seller')((data) => paths.dealOffers(data.offered.dealId)),
  // The 403 page, and the page a buyer is sent to from a seller's page.
  unauthorized: [...at('visitor')(fixed(paths.unauthorized)), ...at('buyer')(fixed(paths.newDeal))],
  terms: at('visitor')(fixed(paths.terms)),
  privacy: at('visitor')(fixed(paths.privacy)),
  accessibility: at('visitor')(fixed(paths.accessibility)),
  feedback: at('buyer')(fixed(paths.feedback)),
  training: at('buyer')(fixed(paths.training)),
  trainingLesson: at('buyer')((data) => paths.trainingLesson(data.lessonId)),
  adminTraining: at('admin')(fixed(paths.adminTraining)),
  // An unknown credential: the page's "not found" state.
  credential: at('visitor')(fixed(paths.credential('unknown-credential'))),
  notFound: [...at('visitor')(fixed('/no-such-page')), ...at('seller')(fixed('/no-such-page'))],
};

/** What a dialog's opener is given. */
export interface DialogContext {
  page: Page;
  data: PageData;
  t: Translate;
}

/** One dialog (or panel) as one viewer opens it, from a page of {@link EVERY_PAGE}. */
export interface DialogVisit {
  name: string;
  viewer: Viewer;
  /** The page it opens on. */
  pattern: keyof typeof pagePatterns;
  path: PageVisit['path'];
  /** Only phones show it (the menu button replaces the navigation below the desktop width). */
  phoneOnly?: boolean;
  /** Opens it and answers it, once visible. */
  open: (context: DialogContext) => Promise<Locator>;
}

/** The dialog of that name, once it is on screen. */
async function shownDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens a listing's status dialog from the seller's dashboard row. */
async function openStatusDialog({ page, t }: DialogContext, deal: Deal): Promise<Locator> {
  await rowOf(page, deal.dealId)
    // Its name goes on with the address ("Change status of …"): the row already picks the listing.
    .getByRole('button', { name: t('dashboard:listings.actions.status') })
    .click();
  return shownDialog(page, t('dashboard:statusDialog.title'));
}

/** Opens "Buyers for this deal" on the seller's offers page; answers the panel once its list has loaded. */
async function openBuyersTab({ page, t }: DialogContext): Promise<Locator> {
  await page.getByRole('tab', { name: t('deal-offers:tabs.buyers'), exact: true }).click();
  const panel = page.getByTestId('deal-buyers');
  await expect(panel).toBeVisible();
  await expect(panel.locator('.page-loader')).toHaveCount(0);
  return panel;
}

/** Every dialog and panel the spec opens on top of its page. */
export const EVERY_DIALOG: readonly DialogVisit[] = [
  {
    name: 'mobile menu panel',
    viewer: 'seller',
    pattern: 'dashboard',
    path: fixed(paths.dashboard),
    phoneOnly: true,
    open: async ({ page, t }) => {
      const { firstName } = demoAccount(VIEWER_EMAILS.seller);
      await page.getByRole('banner').getByRole('button', { name: firstName, exact: true }).click();
      const panel = page.getByRole('navigation', { name: t('nav.mobile'), exact: true });
      await expect(panel).toBeVisible();
      return panel;
    },
  },
  {
    name: 'interest expressed',
    viewer: 'buyer',
    pattern: 'dealDetail',
    path: (data) => paths.dealDetail(data.untouched.dealId),
    open: async ({ page, t }) => {
      const express = page.getByRole('button', { name: t('offers:interest.express'), exact: true });
      const interested = page.getByRole('button', { name: t('offers:interest.interested'), exact: true });
      // The walk's other language may have expressed it already on the same listing.
      await expect(express.or(interested)).toBeVisible();
      if (await express.isVisible()) await express.click();
      await expect(interested).toHaveAttribute('aria-pressed', 'true');
      return page.getByTestId('buyer-deal-actions');
    },
  },
  {
    name: 'offer dialog',
    viewer: 'buyer',
    pattern: 'dealDetail',
    path: (data) => paths.dealDetail(data.untouched.dealId),
    open: async ({ page, t }) => {
      await page.getByRole('button', { name: t('offers:form.open'), exact: true }).click();
      return shownDialog(page, t('offers:form.title'));
    },
  },
  {
    name: 'offer dialog with its errors',
    viewer: 'buyer',
    pattern: 'dealDetail',
    path: (data) => paths.dealDetail(data.untouched.dealId),
    open: async ({ page, t }) => {
      await page.getByRole('button', { name: t('offers:form.open'), exact: true }).click();
      const dialog = await shownDialog(page, t('offers:form.title'));
      await dialog.getByRole('button', { name: t('offers:form.submit'), exact: true }).click();
      await expect(dialog.getByText(t('offers:validation.required')).first()).toBeVisible();
      return dialog;
    },
  },
  {
    // The "Not interested" link of alert e-mails asks first; nothing is answered here.
    name: 'not interested confirmation',
    viewer: 'buyer',
    pattern: 'dealDetail',
    path: (data) => notInterestedPath(data.untouched.dealId),
    open: ({ page, t }) => shownDialog(page, t('offers:notInterested.confirmTitle')),
  },
  {
    name: 'status dialog',
    viewer: 'seller',
    pattern: 'dashboard',
    path: fixed(paths.dashboard),
    open: (context) => openStatusDialog(context, context.data.offered),
  },
  {
    name: 'close-offers confirmation',
    viewer: 'seller',
    pattern: 'dashboard',
    path: fixed(paths.dashboard),
    open: async (context) => {
      const { page, t } = context;
      const dialog = await openStatusDialog(context, context.data.offered);
      await dialog.getByRole('radio', { name: t('dealStatus.canceled'), exact: true }).check();
      await dialog.getByRole('radio', { name: t('dashboard:statusDialog.yes'), exact: true }).check();
      await dialog.getByLabel(t('dashboard:statusDialog.cancelReason')).fill('The owner kept the house');
      await dialog.getByRole('button', { name: t('dashboard:statusDialog.submit'), exact: true }).click();
      return shownDialog(page, t('dashboard:closeOffersDialog.title'));
    },
  },
  {
    name: 'delete confirmation',
    viewer: 'seller',
    pattern: 'dashboard',
    path: fixed(paths.dashboard),
    open: async ({ page, data, t }) => {
      await rowOf(page, data.untouched.dealId)
        .getByRole('button', { name: t('dashboard:listings.actions.delete') })
        .click();
      return shownDialog(page, t('dashboard:deleteDialog.title'));
    },
  },
  {
    name: 'offer decision confirmation',
    viewer: 'seller',
    pattern: 'dealOffers',
    path: (data) => paths.dealOffers(data.offered.dealId),
    open: async ({ page, t }) => {
      const { firstName, lastName } = demoAccount(VIEWER_EMAILS.buyer);
      const name = `${firstName} ${lastName}`;
      await page.getByRole('button', { name: t('deal-offers:accept.label', { name }), exact: true }).click();
      return shownDialog(page, t('deal-offers:accept.title'));
    },
  },
  {
    name: 'buyers for this deal',
    viewer: 'seller',
    pattern: 'dealOffers',
    path: (data) => paths.dealOffers(data.offered.dealId),
    open: openBuyersTab,
  },
  {
    // The offered listing is in the demo buyers' ZIP: the best of them can be sent.
    name: 'send to buyers dialog',
    viewer: 'seller',
    pattern: 'dealOffers',
    path: (data) => paths.dealOffers(data.offered.dealId),
    open: async (context) => {
      const { page, t } = context;
      const panel = await openBuyersTab(context);
      await panel.getByRole('button', { name: t('deal-offers:buyers.selectTop', { count: 3 }) }).click();
      await panel.getByRole('button', { name: t('deal-offers:buyers.sendSelected'), exact: true }).click();
      const dialog = page.getByTestId('send-to-buyers-dialog');
      await expect(dialog).toBeVisible();
      return dialog;
    },
  },
];
