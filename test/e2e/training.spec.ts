/**
 * Training end to end (docs/training.md): a new buyer follows the onboarding checklist into the
 * course, fails a quiz, retakes it, and earns the Certified Buyer badge; a seller sees the badge
 * beside that buyer's interest, and anyone can check the shared badge; sellers are turned away from
 * the course; an admin adds a lesson in both languages and moves it up the course by keyboard.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { STANDARD_COURSE } from '#shared/training/standard-course/index';
import type { MyCertification } from '#shared/training/training';
import { createTestUser, TEST_PASSWORD } from '../api/support/test-users';
import { callApi } from '../api/support/local-stack';
import { createDealAs } from '../api/support/deals';
import { completeCourse, trainingCall } from '../api/support/training';
import { signInAs, submitSignIn } from './support/session';

/** Collects what the page logs as errors, to assert there were none. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Answers the open quiz from the standard course's answer key: right, or every question wrong. */
async function answerQuiz(page: Page, lessonId: string, { wrong = false } = {}) {
  const lesson = STANDARD_COURSE.find((candidate) => candidate.lessonId === lessonId)!;
  for (const question of lesson.content.quiz) {
    const choice = wrong
      ? question.choices.find((candidate) => candidate.choiceId !== question.correctChoiceId)!
      : question.choices.find((candidate) => candidate.choiceId === question.correctChoiceId)!;
    await page
      .getByRole('group', { name: question.prompt.en })
      .getByRole('radio', { name: choice.text.en, exact: true })
      .check();
  }
  await page.getByRole('button', { name: 'Submit answers' }).click();
}

/**
 * A new buyer who saved their buyer preferences (so the profile is complete and the pages open), and
 * their token.
 */
async function buyerWithPreferences(lastName: string) {
  const buyer = await createTestUser(['buyers'], { firstName: 'Cora', lastName });
  const token = await buyer.signIn();
  await callApi('/api/auth/me', { token });
  const preferences = await callApi('/api/users/me/buyer-preferences', {
    method: 'PUT',
    token,
    body: JSON.stringify({
      homeType: 'investment',
      propertyType: 'singleFamily',
      state: 'TX',
      city: 'Austin',
      zipCodes: ['78701'],
      minBedrooms: 3,
      searchFrequency: 'dailyDigest',
      financingType: 'cash',
      creditScoreRange: 'good',
    }),
  });
  expect(preferences.status).toBe(200);
  return { buyer, token };
}

test('a new buyer follows the checklist into the course, fails and retakes a quiz, and earns the badge a seller sees', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  const lastName = `Course${randomUUID().slice(0, 6)}`;
  const { buyer, token } = await buyerWithPreferences(lastName);

  // The dashboard's checklist shows what is done and leads to the course.
  await submitSignIn(page, buyer.email, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const checklist = page.getByRole('region', { name: 'Get started as a buyer' });
  await expect(checklist).toContainText('2 of 6 done');
  await checklist.getByRole('link', { name: /Start the buyer training/ }).click();
  await expect(page).toHaveURL(/\/training$/);
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText(`0 of ${STANDARD_COURSE.length} required lessons completed`)).toBeVisible();

  // The first lesson: read it, fail its quiz, retake it and pass.
  await page.getByRole('link', { name: 'Start the course' }).click();
  const first = STANDARD_COURSE[0]!;
  await expect(page.getByRole('heading', { level: 1, name: first.content.title.en })).toBeVisible();
  await page.getByRole('button', { name: 'Take the quiz' }).click();
  await answerQuiz(page, first.lessonId, { wrong: true });
  await expect(page.getByText('Not passed: 0 %')).toBeVisible();
  await page.getByRole('button', { name: 'Retake the quiz' }).click();
  await answerQuiz(page, first.lessonId);
  await expect(page.getByText('Passed: 100 %')).toBeVisible();

  // The middle of the course through the API, the last lesson in the page: the badge at once.
  await completeCourse(token, { keep: 1 });
  const last = STANDARD_COURSE[STANDARD_COURSE.length - 1]!;
  await page.goto(`/training/${last.lessonId}`);
  await page.getByRole('button', { name: 'Take the quiz' }).click();
  await answerQuiz(page, last.lessonId);
  await expect(page.getByRole('heading', { name: 'You are a Certified Buyer!' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Certified Buyer' }).first()).toBeVisible();
  await expect(checklist).toContainText(/Become a Certified Buyer\s*\(done\)/);

  // The buyer is interested in a listing: its seller sees the badge beside them.
  const deal = await createDealAs('seller@example.com');
  expect((await callApi(`/api/deals/${deal.dealId}/interest`, { method: 'PUT', token })).status).toBeLessThan(
    300,
  );
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await signInAs(sellerPage, 'seller@example.com');
  await sellerPage.goto(`/deals/${deal.dealId}/offers`);
  await sellerPage.getByRole('tab', { name: /Interested buyers/ }).click();
  const row = sellerPage.getByRole('row').filter({ hasText: lastName });
  await expect(row.getByTestId('certified-buyer')).toHaveText('Certified Buyer');
  await sellerContext.close();

  // Anyone with the shared link sees the badge hold, signed out.
  const { body } = await trainingCall(token, '/api/training/certification');
  const credentialId = (body as MyCertification).certification!.credentialId;
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/badges/${credentialId}`);
  await expect(visitorPage.getByText('Valid', { exact: true })).toBeVisible();
  await expect(visitorPage.getByText(`Cora ${lastName}`)).toBeVisible();
  await visitor.close();

  expect(errors).toEqual([]);
});

test('a seller opening /training lands on /unauthorized', async ({ page }) => {
  await signInAs(page, 'seller@example.com');
  await page.goto('/training');
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test.describe('a lesson on a 375 px phone in Spanish', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('fits the screen, its diagram included', async ({ page }) => {
    await signInAs(page, 'hybrid@example.com');
    const lesson = STANDARD_COURSE.find((candidate) => candidate.lessonId === 'seller-finance')!;
    await page.goto(`/training/${lesson.lessonId}`);
    await page
      .getByRole('combobox', { name: /language|idioma/i })
      .first()
      .selectOption('es')
      .catch(() => undefined);
    await expect(page.getByRole('heading', { level: 1, name: lesson.content.title.es })).toBeVisible();
    const diagram = page.locator('.safe-markdown img').first();
    await expect(diagram).toBeVisible();
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits).toBe(true);
  });
});
