/**
 * Every page and dialog of the SPA (support/every-page.ts), for each viewer that can see it, in English
 * and Spanish: at 375 px nothing needs sideways scrolling, and axe (WCAG 2.0 and 2.1, A and AA) finds
 * no serious or critical violation, at 375 px in Spanish and at 1280 px in English (phone-only panels at
 * 375 px in both). Each viewer
 * signs in once per walk of a few pages, in both languages; a failure lists every page, rule and node
 * at once.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { LANGUAGES, type Language } from '#shared/core/language';
import { pagePatterns } from '../../web/src/lib/paths/paths';
import { LOCAL_STORAGE_KEYS } from '../../web/src/lib/storage/storage-keys';
import {
  createPageData,
  EVERY_DIALOG,
  EVERY_PAGE,
  VIEWER_EMAILS,
  type DialogVisit,
  type PageData,
  type Viewer,
} from './support/every-page';
import { DESKTOP_VIEWPORT, fitsTheScreen, overflowReport, PHONE_VIEWPORT } from './support/layout';
import { signInAs } from './support/session';
import { translator } from './support/translations';

// The viewers' walks are independent: spread them over the workers.
test.describe.configure({ mode: 'parallel' });

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * Rules outside those tags that a screen-reader or voice-control user still meets: a control whose
 * name does not contain its visible text (WCAG 2.5.3, which axe keeps as experimental) and a second
 * banner landmark (an open dialog's header must not be one).
 */
const EXTRA_RULES = {
  'label-content-name-mismatch': { enabled: true },
  'landmark-no-duplicate-banner': { enabled: true },
};
const VIEWERS: readonly Viewer[] = ['visitor', 'buyer', 'seller', 'owner', 'admin'];

/** A page or dialog to check, named for the failure message. */
interface Check {
  viewer: Viewer;
  /** The `pagePatterns` key of the page (of the page a dialog opens on, for a dialog). */
  pattern: keyof typeof pagePatterns;
  name: string;
  path: (data: PageData) => string;
  /** Only at 375 px (a phone-only panel). */
  phoneOnly?: boolean;
  open?: DialogVisit['open'];
}

/** What a page shows while it still loads: a route loader, a busy region or a skeleton. */
const LOADING = '.page-loader, [aria-busy="true"], .skeleton';

/**
 * The requests the page has open, from Playwright's own events: waiting for none is waiting for an
 * event, where `networkidle` waits out a fixed half-second of quiet after every page.
 */
function trackOpenRequests(page: Page): Set<Request> {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return open;
}

/**
 * Waits until the page has its data and the chosen language: nothing loading on screen and no request
 * open, checked again after the requests end (an answer may render a lazy part that loads in turn).
 */
async function settle(page: Page, language: Language, openRequests: Set<Request>) {
  await expect(page.locator(LOADING)).toHaveCount(0);
  await expect.poll(() => openRequests.size).toBe(0);
  await expect(page.locator(LOADING)).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** axe's serious and critical violations on the page as it is, one line each. */
async function axeViolations(page: Page, where: string): Promise<string[]> {
  // Violations only: collecting every passing node as well doubles axe's time on a long page.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'], rules: EXTRA_RULES })
    .withTags(AXE_TAGS)
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}) ${violation.help}; nodes: ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(' | ')}${violation.nodes.length > 5 ? ` and ${violation.nodes.length - 5} more` : ''}`,
    );
}

/** The overflow problem of the page at 375 px, if any. */
async function overflowProblem(page: Page, where: string): Promise<string[]> {
  if (await fitsTheScreen(page)) return [];
  const { pageWidth, culprits } = await overflowReport(page);
  return [`${where}: ${pageWidth} px wide at 375 px; sticking out: ${culprits.join(', ')}`];
}

/** Opens one page (and its dialog) at 375 px and answers what is wrong with it. */
async function check(
  page: Page,
  openRequests: Set<Request>,
  language: Language,
  data: PageData | undefined,
  item: Check,
) {
  const path = item.path(data!);
  const where = `${item.name} (${path}, ${language})`;
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto(path);
  await settle(page, language, openRequests);
  if (item.open) await item.open({ page, data: data!, t: translator(language) });

  const problems = await overflowProblem(page, where);
  // One width per language keeps the walk short: phones in Spanish, the desktop layout in English.
  if (language === 'es' || item.phoneOnly) {
    problems.push(...(await axeViolations(page, `${where} at 375 px`)));
  } else {
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(DESKTOP_VIEWPORT.width);
    problems.push(...(await axeViolations(page, `${where} at 1280 px`)));
  }
  return problems;
}

/** The pages and dialogs one viewer checks. */
function checksFor(viewer: Viewer): Check[] {
  const pages = Object.entries(EVERY_PAGE).flatMap(([pattern, visits]) =>
    visits
      .filter((visit) => visit.viewer === viewer)
      .map((visit) => ({
        viewer,
        pattern: pattern as keyof typeof pagePatterns,
        name: `${viewer} ${pattern}`,
        path: visit.path,
      })),
  );
  const dialogs = EVERY_DIALOG.filter((dialog) => dialog.viewer === viewer).map((dialog) => ({
    viewer,
    pattern: dialog.pattern,
    name: `${viewer} ${dialog.name}`,
    path: dialog.path,
    phoneOnly: dialog.phoneOnly,
    open: dialog.open,
  }));
  return [...pages, ...dialogs];
}

test('every page pattern has at least one visit', () => {
  const unlisted = Object.keys(pagePatterns).filter(
    (pattern) => !(EVERY_PAGE[pattern as keyof typeof pagePatterns]?.length > 0),
  );
  expect(unlisted).toEqual([]);
});

/** Checks per walk: enough to pay for the sign-in, few enough for a walk to stay within minutes. */
const CHECKS_PER_WALK = 8;

/** A viewer's checks in walks of {@link CHECKS_PER_WALK}. */
function walksOf(viewer: Viewer): Check[][] {
  const checks = checksFor(viewer);
  return Array.from({ length: Math.ceil(checks.length / CHECKS_PER_WALK) }, (_, index) =>
    checks.slice(index * CHECKS_PER_WALK, (index + 1) * CHECKS_PER_WALK),
  );
}

for (const viewer of VIEWERS) {
  for (const [walk, checks] of walksOf(viewer).entries()) {
    test(`${viewer}, walk ${walk + 1}: ${checks.map((item) => item.name.replace(`${viewer} `, '')).join(', ')} fit 375 px, no serious axe violation, in ${LANGUAGES.join(' and ')}`, async ({
      page,
    }) => {
      test.setTimeout(480_000);
      // One sign-in and one set of listings serve both languages: the pages only read them.
      const data = viewer === 'visitor' ? undefined : await createPageData();
      const openRequests = trackOpenRequests(page);
      if (viewer === 'visitor') await page.goto('/');
      else await signInAs(page, VIEWER_EMAILS[viewer]);

      const problems: string[] = [];
      for (const language of LANGUAGES) {
        // The stored choice wins over the browser's language on every page opened from now on.
        await page.evaluate(
          ([key, value]) => localStorage.setItem(key!, value!),
          [LOCAL_STORAGE_KEYS.language, language],
        );
        for (const item of checks) {
          problems.push(...(await check(page, openRequests, language, data, item)));
        }
      }

      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}
