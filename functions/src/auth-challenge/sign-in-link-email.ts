/** The sign-in link e-mail, in the visitor's language. */
import type { Language } from '#shared/core/language';
import { escapeHtml, type OutgoingEmail } from '../lib/mailer';

const COPY: Readonly<
  Record<Language, { subject: string; intro: string; action: string; expiry: string; ignore: string }>
> = {
  en: {
    subject: 'Your Dealflow sign-in link',
    intro: 'Use this link to sign in to Dealflow:',
    action: 'Sign in to Dealflow',
    expiry: 'The link works once and expires in 15 minutes.',
    ignore: 'If you did not ask for it, you can ignore this e-mail.',
  },
  es: {
    subject: 'Tu enlace para iniciar sesión en Dealflow',
    intro: 'Usa este enlace para iniciar sesión en Dealflow:',
    action: 'Iniciar sesión en Dealflow',
    expiry: 'El enlace funciona una sola vez y caduca en 15 minutos.',
    ignore: 'Si no lo has pedido, puedes ignorar este correo.',
  },
};

const NOTICE_COPY: Readonly<
  Record<Language, { subject: string; intro: string; action: string; ignore: string }>
> = {
  en: {
    subject: 'Signing in to Dealflow',
    intro:
      'Someone asked for a Dealflow sign-in link for this address, but no active Dealflow account uses it. Dealflow is invitation-only; you can ask for access here:',
    action: 'Request access to Dealflow',
    ignore: 'If you did not ask for it, you can ignore this e-mail.',
  },
  es: {
    subject: 'Iniciar sesión en Dealflow',
    intro:
      'Alguien pidió un enlace para iniciar sesión en Dealflow con esta dirección, pero ninguna cuenta activa de Dealflow la usa. Dealflow funciona solo con invitación; puedes pedir acceso aquí:',
    action: 'Pedir acceso a Dealflow',
    ignore: 'Si no lo has pedido, puedes ignorar este correo.',
  },
};

/** `${SITE_URL}/auth?email=…&code=…`: the page that finishes the sign-in. */
export function signInLinkUrl(siteUrl: string, email: string, token: string): string {
  const url = new URL('/auth', siteUrl);
  url.searchParams.set('email', email);
  url.searchParams.set('code', token);
  return url.toString();
}

export function signInLinkEmail(to: string, link: string, language: Language): OutgoingEmail {
  const copy = COPY[language];
  return {
    to,
    subject: copy.subject,
    text: `${copy.intro}\n\n${link}\n\n${copy.expiry}\n${copy.ignore}\n`,
    html:
      `<p>${escapeHtml(copy.intro)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p>` +
      `<p>${escapeHtml(copy.expiry)}<br>${escapeHtml(copy.ignore)}</p>`,
  };
}

/** The e-mail an address without an active account gets instead of a link: where to ask for access. */
export function noAccountNoticeEmail(to: string, siteUrl: string, language: Language): OutgoingEmail {
  const copy = NOTICE_COPY[language];
  const requestAccess = new URL('/requestAccess', siteUrl).toString();
  return {
    to,
    subject: copy.subject,
    text: `${copy.intro}\n\n${requestAccess}\n\n${copy.ignore}\n`,
    html:
      `<p>${escapeHtml(copy.intro)}</p>` +
      `<p><a href="${escapeHtml(requestAccess)}">${escapeHtml(copy.action)}</a></p>` +
      `<p>${escapeHtml(copy.ignore)}</p>`,
  };
}
