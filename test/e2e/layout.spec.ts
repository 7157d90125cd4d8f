/**
 * Layout on a phone (375 and 320 px) and a desktop (1280 px), in English and Spanish: the header in
 * every state, the profile's tabs, the listings' toolbar, the badge card, a listing's photo carousel
 * and the seller's offers table keep to the screen, and what people act on (Sign up, the carousel's
 * arrows, Search, Accept, a tab a link chose) is on it.
 */
import { expect, test, type Page } from '@playwright/test';
import { createDealAs, demoToken, validCashDealBody } from '../api/support/deals';
import { submitOfferAs } from '../api/support/offers';
import { uploadListingPhoto } from '../api/support/presigned-post';
import { LOCAL_STORAGE_KEYS } from '../../web/src/lib/storage/storage-keys';
import { fitsTheScreen, overflowReport } from './support/layout';
import { jpegBuffer } from './support/images';
import { signInAs } from './support/session';

const PHONES = [375, 320] as const;
const LANGUAGES = ['en', 'es'] as const;
type Language = (typeof LANGUAGES)[number];

/** The interface language every later page load starts in (the saved choice comes first). */
async function useLanguage(page: Page, language: Language) {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    LOCAL_STORAGE_KEYS.language,
    language,
  ] as const);
}

async function visit(page: Page, path: string, language: Language) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('banner')).toBeVisible();
}

/** The page needs no sideways scrolling; a failure names what sticks out. */
async function expectFitsTheScreen(page: Page, where: string) {
  const fits = await fitsTheScreen(page);
  expect(fits, fits ? where : `${where}: ${JSON.stringify(await overflowReport(page))}`).toBe(true);
}

const headerFits = (page: Page) =>
  page.getByRole('banner').evaluate((header) => header.scrollWidth <= header.clientWidth);

test.describe('the header fits a phone in every state and language', () => {
  for (const language of LANGUAGES) {
    test(`signed out, in ${language}`, async ({ page }) => {
      test.slow();
      await useLanguage(page, language);
      for (const width of PHONES) {
        await page.setViewportSize({ width, height: 740 });
        for (const path of ['/', '/waitlist', '/terms']) {
          await visit(page, path, language);
          expect(await headerFits(page), `${path} at ${width} px`).toBe(true);
          expect(await fitsTheScreen(page), `${path} at ${width} px`).toBe(true);
          const header = page.getByRole('banner');
          await expect(
            header.getByRole('combobox', { name: language === 'en' ? 'Language' : 'Idioma' }),
          ).toBeInViewport();
          await expect(
            header.getByRole('link', { name: language === 'en' ? 'Login' : 'Iniciar sesión' }),
          ).toBeInViewport({ ratio: 1 });
          await expect(
            header.getByRole('link', { name: language === 'en' ? 'Sign up' : 'Registrarse' }),
          ).toBeInViewport({ ratio: 1 });
        }
      }
    });
  }

  // Every role's pages are checked at 375 px in both languages by every-page.spec.ts; here the account
  // with the most menu items, in the longer language, also at 320 px, with both profile tabs.
  test("signed in with the fullest menu, with the profile's tabs, in es", async ({ page }) => {
    test.slow();
    const account = await signInAs(page, 'hybrid@example.com');
    await useLanguage(page, 'es');
    for (const width of PHONES) {
      await page.setViewportSize({ width, height: 740 });
      for (const path of ['/dashboard', '/profile', '/profile?tab=company', '/profile?tab=password']) {
        await visit(page, path, 'es');
        if (path.startsWith('/profile')) await expect(page.getByRole('tablist')).toBeVisible();
        // The Certified Buyer card loads after the page: measure with it drawn.
        if (path === '/dashboard') await expect(page.getByTestId('certification')).toBeVisible();
        // A tab the link chose is scrolled into the strip's view, the last one (password) too.
        if (path.includes('?tab=')) {
          await expect(page.getByRole('tab', { selected: true })).toBeInViewport({ ratio: 0.9 });
        }
        expect(await headerFits(page), `${path} at ${width} px`).toBe(true);
        await expectFitsTheScreen(page, `${path} at ${width} px`);
        await expect(page.getByRole('button', { name: account.firstName, exact: true })).toBeInViewport({
          ratio: 1,
        });
      }
    }
  });
});

test.describe('the listings page fits a 320 px phone', () => {
  test('signed out, /deals is the sign-in page and fits, in en and es', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    for (const language of LANGUAGES) {
      await useLanguage(page, language);
      await visit(page, '/deals', language);
      await expect(page).toHaveURL(/\/auth$/);
      await expect(
        page.getByRole('button', { name: language === 'en' ? 'Sign in' : 'Iniciar sesión' }),
      ).toBeVisible();
      await expectFitsTheScreen(page, `/deals signed out in ${language}`);
    }
  });

  test('signed in, its search, sort and views keep to the screen, in en and es', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await signInAs(page, 'buyer@example.com');
    for (const language of LANGUAGES) {
      await useLanguage(page, language);
      await visit(page, '/deals', language);
      const search = page.getByRole('search');
      await expect(search).toBeVisible();
      await expectFitsTheScreen(page, `/deals in ${language}`);
      await expect(search.getByRole('searchbox')).toBeInViewport({ ratio: 1 });
      await expect(search.getByRole('button')).toBeInViewport({ ratio: 1 });
      await expect(
        page.getByRole('combobox', { name: language === 'en' ? 'Sort by' : 'Ordenar por' }),
      ).toBeInViewport({ ratio: 1 });
      await expect(
        page.getByRole('group', { name: language === 'en' ? 'Show results as' : 'Mostrar resultados como' }),
      ).toBeInViewport({ ratio: 1 });
    }
  });
});

test('at 375 px a tab strip wider than the screen scrolls inside itself and shows an arrow towards the hidden tabs', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAs(page, 'admin@example.com');
  await useLanguage(page, 'es');
  await visit(page, '/profile', 'es');
  const tabs = page.getByRole('tab');
  const last = tabs.last();

  await expect(page.getByTestId('tabs-more-after')).toBeVisible();
  await expect(last).not.toBeInViewport({ ratio: 1 });
  await page.getByTestId('tabs-more-after').click();
  await last.click();
  await expect(last).toHaveAttribute('aria-selected', 'true');
  // Scrolled into the strip's view (a sliver of its underline may sit under the strip's edge).
  await expect(last).toBeInViewport({ ratio: 0.9 });
  await expect(page.getByTestId('tabs-more-before')).toBeVisible();
  expect(await fitsTheScreen(page)).toBe(true);
});

test('at 375 px a listing with six photos keeps its carousel, next arrow included, on the screen', async ({
  page,
}) => {
  const token = await demoToken('seller@example.com');
  const photos: string[] = [];
  for (let index = 0; index < 6; index += 1)
    photos.push((await uploadListingPhoto(token, jpegBuffer(60, 40))).key);
  const deal = await createDealAs('seller@example.com', validCashDealBody({ photos, coverPhotoIndex: 0 }));
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAs(page, 'buyer@example.com');

  await page.goto(`/deals/${deal.dealId}`);

  await expect(page.getByText('1 of 6', { exact: true })).toBeVisible();
  expect(await fitsTheScreen(page)).toBe(true);
  const nextPhoto = page.getByRole('button', { name: 'Next photo' });
  await expect(nextPhoto).toBeInViewport({ ratio: 1 });
  await nextPhoto.click();
  await expect(page.getByText('2 of 6', { exact: true })).toBeVisible();
});

test('at 1280 px the seller sees each pending offer with Accept and Decline without scrolling sideways', async ({
  page,
}) => {
  const deal = await createDealAs('seller@example.com', validCashDealBody());
  await submitOfferAs('buyer@example.com', deal.dealId);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'seller@example.com');

  for (const language of LANGUAGES) {
    await useLanguage(page, language);
    await visit(page, `/deals/${deal.dealId}/offers`, language);
    const row = page.getByTestId('offer-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('offer-status-badge')).toBeInViewport({ ratio: 1 });
    for (const action of language === 'en' ? ['Accept', 'Decline'] : ['Aceptar', 'Rechazar']) {
      await expect(row.getByRole('button', { name: new RegExp(`^${action}`) })).toBeInViewport({ ratio: 1 });
    }
    const region = page.getByTestId('offers-table').locator('..');
    expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
});
