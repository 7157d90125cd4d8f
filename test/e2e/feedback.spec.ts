/**
 * Feedback end to end (docs/feedback.md): a buyer files a bug through the floating widget with a
 * capture of the listings map, blacked out in part, passing the real proof-of-work check; an admin
 * finds it in the Feedback tab, opens the screenshot through its presigned link and resolves it; the
 * buyer sees "Resolved" on /feedback. Then a bug with an attached image, in Spanish on a 375 px phone.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createTestUser, TEST_PASSWORD } from '../api/support/test-users';
import { pngBuffer } from './support/images';
import { consoleErrors } from './support/console-errors';
import { signInAs, submitSignIn } from './support/session';

/** Ticks the ALTCHA checkbox from the keyboard and waits for the browser to solve the challenge. */
async function verifyHuman(page: Page): Promise<void> {
  const widget = page.locator('altcha-widget');
  await widget.locator('input[type=checkbox]').focus();
  await page.keyboard.press('Space');
  await expect(widget.locator('[data-state="verified"]')).toBeAttached({ timeout: 20_000 });
}

/** The admin opens the bug in the Feedback tab, checks its screenshot and marks it resolved. */
async function resolveAsAdmin(page: Page, comment: string): Promise<void> {
  await signInAs(page, 'admin@example.com');
  await page.goto('/admin?tab=feedback&type=bug');
  const row = page.getByTestId('feedback-row').filter({ hasText: comment.slice(0, 40) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Open');
  await row.getByRole('button', { name: /^View the feedback/ }).click();

  const detail = page.getByTestId('feedback-detail');
  await expect(detail).toContainText(comment);
  // The screenshot is private: only its presigned link shows it, and that link serves the PNG.
  const screenshot = detail.getByRole('img', { name: /^Screenshot sent by/ });
  await expect(screenshot).toBeVisible();
  await expect
    .poll(() => screenshot.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  const link = await screenshot.getAttribute('src');
  expect(link).toContain('X-Amz-Signature=');
  const fetched = await page.request.get(link ?? '');
  expect(fetched.status()).toBe(200);
  expect(fetched.headers()['content-type']).toBe('image/png');

  await detail.getByRole('combobox', { name: 'Change the status' }).selectOption('resolved');
  await detail.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByTestId('toast')).toContainText('Feedback status updated');
  await expect(row).toContainText('Resolved');
}

test('a buyer files a bug with a screenshot, an admin resolves it, and the buyer sees it resolved', async ({
  browser,
}) => {
  // Two people, a page capture and a proof of work.
  test.setTimeout(180_000);
  const comment = `The map stops panning after a zoom (${randomUUID().slice(0, 8)})`;

  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  const buyerErrors = consoleErrors(buyerPage);
  await signInAs(buyerPage, 'buyer@example.com');
  await buyerPage.goto('/deals?zip=78701&radius=25&view=map');
  await expect(buyerPage.getByTestId('deals-map')).toHaveAttribute('data-ready', 'true');

  const opener = buyerPage.getByTestId('feedback-button');
  await opener.click();
  const dialog = buyerPage.getByTestId('feedback-dialog');
  await dialog.getByRole('button', { name: /^Bug/ }).click();
  await dialog.getByRole('textbox', { name: 'Comment' }).fill(comment);
  await expect(dialog).toContainText(`${comment.length} / 500 characters`);
  await expect(dialog).toContainText('Sent with the page you were on: /deals');

  await dialog.getByRole('button', { name: 'Capture this page' }).click();
  // The page's listing photos are inlined into the capture: on a machine running the whole suite
  // that can take a while.
  await expect(dialog.getByTestId('screenshot-preview')).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Add a black box' }).click();
  await expect(dialog.getByRole('img', { name: 'Screenshot preview, 1 part blacked out' })).toBeVisible();

  await verifyHuman(buyerPage);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Feedback sent!')).toBeVisible({ timeout: 20_000 });
  await expect(buyerPage.getByTestId('toast')).toContainText('Feedback submitted!');
  await buyerPage.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  const adminContext = await browser.newContext();
  await resolveAsAdmin(await adminContext.newPage(), comment);
  await adminContext.close();

  await buyerPage.goto('/feedback');
  const mine = buyerPage.getByTestId('my-feedback').getByRole('listitem').filter({ hasText: comment });
  await expect(mine).toContainText('Resolved');
  await expect(mine).toContainText('With a screenshot');
  // The widget, the proof of work and the capture all ran under the site's CSP without a complaint.
  expect(buyerErrors).toEqual([]);
  await buyerContext.close();
});

test.describe('on a phone, in Spanish', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a user with an unfinished profile reports a bug with an attached image and follows it on /feedback', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const user = await createTestUser(['buyers'], { firstName: 'Paz', lastName: 'Pruebas' });
    await submitSignIn(page, user.email, TEST_PASSWORD);
    await expect(page).not.toHaveURL(/\/auth/);
    await page.getByRole('contentinfo').getByRole('combobox').selectOption('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    const opener = page.getByTestId('feedback-button');
    await expect(opener).toHaveText('Comentarios');
    await opener.click();
    const dialog = page.getByTestId('feedback-dialog');
    const comment = `El botón de guardar no responde (${randomUUID().slice(0, 8)})`;
    await dialog.getByRole('button', { name: /^Error/ }).click();
    await dialog.getByRole('textbox', { name: 'Comentario' }).fill(comment);

    const attach = dialog.getByLabel('Adjuntar una imagen');
    await attach.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await expect(dialog).toContainText('Tipo de archivo no válido: selecciona un archivo de imagen');
    await attach.setInputFiles({ name: 'pantalla.png', mimeType: 'image/png', buffer: pngBuffer(320, 200) });
    await expect(dialog.getByTestId('screenshot-preview')).toBeVisible();
    await expect(dialog).not.toContainText('Tipo de archivo no válido');
    const fits = await dialog.evaluate(
      (element) => element.getBoundingClientRect().right <= window.innerWidth,
    );
    expect(fits).toBe(true);

    await verifyHuman(page);
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(dialog.getByText('¡Comentario enviado!')).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Enviar más comentarios' }).click();
    await expect(dialog.getByRole('button', { name: /^Error/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(opener).toBeFocused();

    await page.goto('/feedback');
    const mine = page.getByTestId('my-feedback').getByRole('listitem').filter({ hasText: comment });
    await expect(mine).toContainText('Abierto');
    await expect(mine).toContainText('Con captura de pantalla');
  });
});
