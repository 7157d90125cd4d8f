/**
 * Training end to end (docs/training.md): a new buyer follows the onboarding checklist into the
 * course, fails a quiz, retakes it, and earns the Certified Buyer badge; a seller sees the badge
 * beside that buyer's interest, and anyone can check the shared badge; sellers are turned away from
 * the course; an admin adds a lesson in both languages and moves it up the course by keyboard.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { STANDARD_COURSE } from '#shared/training/standard-course/index';
import type { AdminCourse, MyCertification } from '#shared/training/training';
import { createTestUser, TEST_PASSWORD } from '../api/support/test-users';
import { callApi } from '../api/support/local-stack';
import { adminToken } from '../api/support/accounts';
import { createDealAs } from '../api/support/deals';
import { completeCourse, trainingCall } from '../api/support/training';
import { consoleErrors } from './support/console-errors';
import { signInAs, submitSignIn } from './support/session';

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
  const checklist = page.getByRole('article', { name: 'Get started as a buyer' });
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
  await expect(visitorPage.getByRole('status')).toHaveText(/Valid/);
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

test('an admin adds a lesson in both languages and moves it up the course by keyboard', async ({ page }) => {
  const errors = consoleErrors(page);
  const title = `Closing checklist ${randomUUID().slice(0, 6)}`;
  await signInAs(page, 'admin@example.com');
  await page.goto('/admin/training');
  await expect(page.getByRole('heading', { name: 'Lessons', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'New lesson' }).click();

  const texts = {
    English: {
      title,
      summary: 'What to check in the last week before closing.',
      body: '## The last week\n\nConfirm the **wire instructions** by phone with the title company.',
      prompt: 'Who confirms the wire instructions?',
      choices: ['The title company, by phone', 'Anyone who e-mails them'],
    },
    Spanish: {
      title: `Lista de cierre ${title.slice(-6)}`,
      summary: 'Qué revisar en la última semana antes del cierre.',
      body: '## La última semana\n\nConfirma las **instrucciones de transferencia** por teléfono con la compañía de títulos.',
      prompt: '¿Quién confirma las instrucciones de transferencia?',
      choices: ['La compañía de títulos, por teléfono', 'Cualquiera que las envíe por correo'],
    },
  };
  for (const [language, text] of Object.entries(texts)) {
    await page.getByLabel(`Title (${language})`).fill(text.title);
    await page.getByLabel(`Summary (${language})`).fill(text.summary);
    await page.getByLabel(`Lesson text, Markdown (${language})`).fill(text.body);
    await page.getByLabel(`Question (${language})`).fill(text.prompt);
    await page.getByLabel(`Choice A (${language})`).fill(text.choices[0]!);
    await page.getByLabel(`Choice B (${language})`).fill(text.choices[1]!);
  }
  await page.getByLabel('Choice A is the correct answer to question 1').check();

  // The preview shows the lesson as a buyer reads it, Markdown rendered.
  await page.getByRole('button', { name: 'Preview as a buyer (English)' }).click();
  await expect(page.locator('.safe-markdown strong').first()).toHaveText('wire instructions');
  await page.getByRole('button', { name: 'Back to editing' }).click();

  await page.getByRole('button', { name: 'Save the lesson' }).click();
  await expect(page.getByTestId('toast').first()).toContainText('The lesson is saved.');

  // The new draft comes last; one keyboard press moves it up and the new place is announced.
  const moveUp = page.getByRole('button', { name: `Move up: “${title}”` });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(new RegExp(`“${title}” is now lesson \\d+ of \\d+\\.`))).toBeAttached();
  // Saved: the lesson is now one before the last in the course.
  const placeFromEnd = async () => {
    const { body } = await trainingCall(await adminToken(), '/api/admin/training/lessons');
    const lessons = (body as AdminCourse).lessons;
    return lessons.length - 1 - lessons.findIndex((lesson) => lesson.title.en === title);
  };
  await expect.poll(placeFromEnd).toBe(1);

  await page.reload();
  const items = page.getByRole('listitem').filter({ hasText: title });
  await expect(items).toContainText('Draft');
  expect(errors).toEqual([]);
});
