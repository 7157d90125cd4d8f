/**
 * Cognito CustomMessage: the forgot-password e-mail carries a link to /reset-password with the code
 * in it (docs/requirements.md#r2-2 "reset via link") instead of a bare code. Every other message keeps
 * Cognito's default. The language comes from the ClientMetadata the SPA sends with ForgotPassword.
 */
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { triggerSetting } from '../trigger-environment';

// Not the mailer's escapeHtml: importing the mailer would bundle the SES client into this trigger.
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const COPY = {
  en: {
    subject: 'Reset your Dealflow password',
    intro: 'We received a request to reset the password of your Dealflow account.',
    action: 'Choose a new password',
    ignore: 'If you did not ask for it, you can ignore this e-mail: your password stays as it is.',
  },
  es: {
    subject: 'Restablece tu contraseña de Dealflow',
    intro: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Dealflow.',
    action: 'Elegir una contraseña nueva',
    ignore: 'Si no la has pedido, puedes ignorar este correo: tu contraseña no cambia.',
  },
} as const;

/**
 * `${SITE_URL}/reset-password?email=…&code={####}`. Built by hand: URL would percent-encode the
 * `{####}` placeholder, which Cognito must find as is to put the code in.
 */
export function resetPasswordLink(siteUrl: string, email: string, codeParameter: string): string {
  return `${siteUrl.replace(/\/$/, '')}/reset-password?email=${encodeURIComponent(email)}&code=${codeParameter}`;
}

export const handler = async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  if (event.triggerSource !== 'CustomMessage_ForgotPassword') return event;
  const copy = COPY[event.request.clientMetadata?.language === 'es' ? 'es' : 'en'];
  const email = event.request.userAttributes.email ?? event.userName;
  const link = resetPasswordLink(triggerSetting('SITE_URL'), email, event.request.codeParameter);
  event.response.emailSubject = copy.subject;
  // Cognito sends the message as HTML and needs the code placeholder in it exactly once.
  event.response.emailMessage =
    `<p>${escapeHtml(copy.intro)}</p>` +
    `<p><a href="${link}">${escapeHtml(copy.action)}</a></p>` +
    `<p>${escapeHtml(copy.ignore)}</p>`;
  return event;
};
