/** The e-mail with a waitlist entry's confirmation link (English: the entry has no language of its own). */
import { escapeHtml, type OutgoingEmail } from '../lib/mailer';

export function waitlistConfirmationEmail(options: {
  to: string;
  firstName: string;
  link: string;
  validHours: number;
}): OutgoingEmail {
  const text = [
    `Hello ${options.firstName},`,
    '',
    'Please confirm your e-mail address to join the Dealflow waitlist:',
    '',
    options.link,
    '',
    `The link works for ${options.validHours} hours. Your place is kept once you confirm.`,
    '',
    'If you did not ask to join Dealflow, you can ignore this e-mail.',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(options.firstName)},</p>`,
    '<p>Please confirm your e-mail address to join the Dealflow waitlist:</p>',
    `<p><a href="${escapeHtml(options.link)}">${escapeHtml(options.link)}</a></p>`,
    `<p>The link works for ${options.validHours} hours. Your place is kept once you confirm.</p>`,
    '<p>If you did not ask to join Dealflow, you can ignore this e-mail.</p>',
  ].join('\n');
  return { to: options.to, subject: 'Confirm your place on the Dealflow waitlist', text, html };
}
