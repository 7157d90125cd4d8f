/**
 * Sends e-mail through SES (the local SES stand-in in the local stack: the SDK's endpoint variable
 * points there). Every message has a plain-text and an HTML body.
 */
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Language } from '#shared/core/language';
import { ses } from './clients';
import { env } from './env';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Escapes text for an HTML e-mail body. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The locale each language's e-mails write dates and numbers in. */
export const EMAIL_LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', es: 'es-US' };

/** US dollars without cents, as an e-mail in this language writes them (e.g. "$240,000"). */
export const usdFormat = (language: Language) =>
  new Intl.NumberFormat(EMAIL_LOCALES[language], {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });

/** Sends one e-mail from the configured sender; answers the SES message id. */
export async function sendEmail(email: OutgoingEmail): Promise<string | undefined> {
  const { MessageId } = await ses().send(
    new SendEmailCommand({
      FromEmailAddress: env().EMAIL_FROM,
      Destination: { ToAddresses: [email.to] },
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: email.text, Charset: 'UTF-8' },
            Html: { Data: email.html, Charset: 'UTF-8' },
          },
        },
      },
    }),
  );
  return MessageId;
}
