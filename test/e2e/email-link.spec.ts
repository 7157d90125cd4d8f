import { expect, test, type Page } from '@playwright/test';
import { LOCAL_STORAGE_KEYS } from '../../web/src/lib/storage/storage-keys';
import { lastSubject, linkFromMail, mailCursor } from './email-link-helpers';

/** On /auth, switches to the e-mail link form and asks for a link. */
async function requestLink(
  page: Page,
  email: string,
  labels = { mode: 'E-mail me a sign-in link instead', field: 'Email', submit: 'E-mail me a sign-in link' },
) {
  await page.goto('/auth');
  await page.getByRole('button', { name: labels.mode }).click();
  const field = page.getByLabel(labels.field);
  await expect(field).toBeFocused();
  await field.fill(email);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

test.describe('sign-in by e-mail link', () => {
  test('a link from the mail signs Bea in once; opened again it is refused and a new one can be asked for', async ({
    page,
    browser,
  }) => {
    const since = mailCursor();
    await requestLink(page, 'buyer@example.com');

    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();
    await expect(page.getByTestId('email-link-sent')).toContainText('buyer@example.com');

    const link = await linkFromMail('buyer@example.com', since, '/auth');
    expect(new URL(link).searchParams.get('email')).toBe('buyer@example.com');
    await page.goto(link);

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('dashboard-full-name')).toHaveText('Bea Buyer');

    // The same link in another browser (say, forwarded): used up.
    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto(link);
    const error = second.getByTestId('email-link-sign-in-error');
    await expect(error).toContainText('This sign-in link is invalid or has expired');
    await expect(second).not.toHaveURL(/\/dashboard/);

    await second.getByRole('button', { name: 'Request a new link' }).click();
    await expect(second).toHaveURL(/\/auth$/);
    await expect(second.getByLabel('Email')).toHaveValue('buyer@example.com');
    await other.close();
  });

  test('a made-up code is refused with the invalid-link message', async ({ page }) => {
    await page.goto('/auth?email=seller%40example.com&code=not-a-real-code');

    await expect(page.getByTestId('email-link-sign-in-error')).toContainText(
      'This sign-in link is invalid or has expired',
    );
    await expect(page.getByRole('button', { name: 'Request a new link' })).toBeVisible();
  });

  test('asking for a link for an unknown address looks the same and mails a notice, not a link', async ({
    page,
  }) => {
    const since = mailCursor();
    await requestLink(page, 'nobody-here@example.com');

    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await expect.poll(() => lastSubject('nobody-here@example.com', since)).toBe('Signing in to Dealflow');
  });

  test('shows the e-mail error before submitting', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'E-mail me a sign-in link instead' }).click();
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'E-mail me a sign-in link', exact: true }).click();

    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'Enter a valid e-mail address, like name@example.com.',
    );
    await expect(page.getByLabel('Email')).toBeFocused();
  });

  test('in Español: the page, the mail and the sign-in', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'es'), LOCAL_STORAGE_KEYS.language);
    const since = mailCursor();
    await requestLink(page, 'seller@example.com', {
      mode: 'Envíame un enlace de acceso por correo',
      field: 'Correo electrónico',
      submit: 'Enviarme un enlace de acceso',
    });

    await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();
    const link = await linkFromMail('seller@example.com', since, '/auth');
    expect(await lastSubject('seller@example.com', since)).toBe('Tu enlace para iniciar sesión en Dealflow');

    await page.goto(link);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('dashboard-full-name')).toHaveText('Sam Seller');
  });
});
