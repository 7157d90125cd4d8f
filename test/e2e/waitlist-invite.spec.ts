import { expect, test } from '@playwright/test';
import { linkFromMail, mailCursor } from './email-link-helpers';
import { signInAs } from './support/session';

test('a visitor joins the waitlist, an admin invites them, and the e-mailed link opens their sign-up', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const email = `wanda.${Date.now()}@example.com`;

  // A signed-out visitor asks for access as a seller.
  const visitor = await browser.newPage();
  await visitor.goto('/requestAccess');
  await visitor.getByLabel('First name').fill('Wanda');
  await visitor.getByLabel('Last name').fill('Waitlisted');
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByLabel('I want to').selectOption('originator');
  const joinedAt = mailCursor();
  await visitor.getByRole('button', { name: 'Request access' }).click();
  await expect(visitor.getByTestId('request-access-result')).toHaveAttribute(
    'data-status',
    'confirmation-sent',
  );
  // Only a confirmed entry is on the list admins see.
  await visitor.goto(await linkFromMail(email, joinedAt, '/requestAccess/confirm'));
  await expect(visitor.getByTestId('confirm-waitlist-result')).toBeVisible();

  // The admin finds the entry on the waitlist tab and invites it.
  await signInAs(page, 'admin@example.com');
  const since = mailCursor();
  await page.goto('/admin?tab=waitlist');
  const entry = page.getByTestId('waitlist-entry').filter({ hasText: email });
  await expect(entry).toContainText('Wanda Waitlisted');
  await entry.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByTestId('waitlist-invitation-sent')).toContainText(`Invitation sent to ${email}`);
  await expect(entry).toContainText('Invited');

  // The e-mail carries the sign-up link, which opens the seller sign-up for that invitation.
  const link = await linkFromMail(email, since, '/signup');
  await visitor.goto(link);
  await expect(visitor).toHaveURL(/\/signup\/seller\?invitation=/);
  await expect(visitor.getByTestId('invited-role')).toHaveAttribute('data-role', 'originator');
  await visitor.close();
});
