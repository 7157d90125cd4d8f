/** The e-mail that carries a waitlist invitation (English: the entry has no language of its own). */
import type { Role } from '#shared/users/roles';
import { escapeHtml, type OutgoingEmail } from '../lib/mailer';

const ROLE_NAMES: Readonly<Record<Role, string>> = {
  buyer: 'buyer',
  originator: 'seller',
  owner: 'owner',
  admin: 'administrator',
};

/** "November 20, 2026", in UTC so the date does not depend on where the function runs. */
const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

export function invitationEmail(options: {
  to: string;
  firstName: string;
  role: Role;
  link: string;
  expiresAt: string;
}): OutgoingEmail {
  const role = ROLE_NAMES[options.role];
  const expires = longDate(options.expiresAt);
  const text = [
    `Hello ${options.firstName},`,
    '',
    `Your invitation to Dealflow is ready. Create your ${role} account here:`,
    '',
    options.link,
    '',
    `The link works once and expires on ${expires}.`,
    '',
    'If you did not ask to join Dealflow, you can ignore this e-mail.',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(options.firstName)},</p>`,
    `<p>Your invitation to Dealflow is ready. Create your ${escapeHtml(role)} account here:</p>`,
    `<p><a href="${escapeHtml(options.link)}">${escapeHtml(options.link)}</a></p>`,
    `<p>The link works once and expires on ${escapeHtml(expires)}.</p>`,
    '<p>If you did not ask to join Dealflow, you can ignore this e-mail.</p>',
  ].join('\n');
  return { to: options.to, subject: 'Your invitation to Dealflow', text, html };
}
