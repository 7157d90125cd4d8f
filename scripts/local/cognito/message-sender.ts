/**
 * Where cognito-local's confirmation codes and temporary passwords go: one line on the console
 * and, for e-mail, a real message into the SES stand-in, so the code can be read at its `/store`
 * like any other mail. `CODE=123456` fixes every code (cognito-local's own switch).
 */
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender';
import type { Message } from 'cognito-local/lib/services/messages';

export interface CognitoMessageSenderOptions {
  /** SES stand-in endpoint; without it, messages only reach the console. */
  sesUrl?: string;
  region: string;
  log?: (line: string) => void;
}

/** Cognito's own default sender for pools without SES configuration. */
export const COGNITO_DEFAULT_FROM = 'no-reply@verificationemail.com';

export function createCognitoMessageSender(options: CognitoMessageSenderOptions): MessageSender {
  const log = options.log ?? ((line: string) => console.log(line));
  const ses = options.sesUrl
    ? new SESv2Client({
        endpoint: options.sesUrl,
        region: options.region,
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      })
    : undefined;

  const describe = (message: Message) => message.__code ?? '(no code)';

  return {
    async sendEmail(_ctx, _user, destination, message) {
      log(`[cognito] code ${describe(message)} e-mailed to ${destination}`);
      if (!ses) return;
      const code = message.__code ?? '';
      try {
        await ses.send(
          new SendEmailCommand({
            FromEmailAddress: COGNITO_DEFAULT_FROM,
            Destination: { ToAddresses: [destination] },
            Content: {
              Simple: {
                Subject: { Data: message.emailSubject ?? 'Your verification code' },
                Body: emailBody(message.emailMessage ?? `Your verification code is ${code}.`),
              },
            },
          }),
        );
      } catch (error) {
        log(`[cognito] could not hand the message to the SES stand-in: ${String(error)}`);
      }
    },
    async sendSms(_ctx, _user, destination, message) {
      log(`[cognito] code ${describe(message)} sent by SMS to ${destination}`);
    },
  };
}

/**
 * Cognito sends a CustomMessage trigger's e-mail as HTML; the stand-in keeps it as HTML and adds a
 * plain-text copy (tags dropped, each link written out) so tests can read either.
 */
export function emailBody(message: string): { Text: { Data: string }; Html?: { Data: string } } {
  if (!/<[a-z][^>]*>/i.test(message)) return { Text: { Data: message } };
  const text = message
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gis, '$2: $1')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)))
    .trim();
  return { Text: { Data: text }, Html: { Data: message } };
}
