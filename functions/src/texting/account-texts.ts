/**
 * The texts about a buyer's texting itself, in their language (docs/text-alerts.md "Replies"): the
 * confirmation code, and the answers to STOP, START and HELP. Each fits TEXT_LIMITS.maxLength and
 * says who sends it; the HELP answer carries what carriers expect (who we are, where to get help, how
 * to stop, how many texts, that rates may apply).
 */
import type { Language } from '#shared/core/language';
import { TEXT_CODE_TTL_SECONDS } from '#shared/texting/text-alerts';
import { TEXT_LIMITS } from '#shared/texting/text-limits';

const CODE_MINUTES = TEXT_CODE_TTL_SECONDS / 60;

/** The text that carries a confirmation code. */
export function codeText(code: string, language: Language): string {
  return language === 'es'
    ? `Dealflow: tu código es ${code}. Vence en ${CODE_MINUTES} minutos. Responde STOP para no recibir más.`
    : `Dealflow: your code is ${code}. It expires in ${CODE_MINUTES} minutes. Reply STOP to stop.`;
}

/** What a reply did, and so what the answer says. */
export type ReplyOutcome = 'optedOut' | 'optedIn' | 'noNumber' | 'help';

const REPLY_TEXTS: Readonly<Record<Language, Record<ReplyOutcome, (siteUrl: string) => string>>> = {
  en: {
    optedOut: () =>
      'Dealflow: you will get no more text alerts. Reply START to turn them back on, HELP for help.',
    optedIn: () =>
      `Dealflow: text alerts are on again, up to ${TEXT_LIMITS.perDay} msgs/day. ` +
      'Reply STOP to stop, HELP for help. Msg & data rates may apply.',
    noNumber: (siteUrl) =>
      `Dealflow: this number gets no text alerts. To get them, add and confirm it on your profile at ${siteUrl}`,
    help: (siteUrl) =>
      'Dealflow deal alerts: first-look deals, matching deals and offer decisions, ' +
      `up to ${TEXT_LIMITS.perDay} msgs/day. Help: ${siteUrl}. Reply STOP to stop, HELP for help. ` +
      'Msg & data rates may apply.',
  },
  es: {
    optedOut: () =>
      'Dealflow: ya no recibirás alertas por texto. Responde START para volver a recibirlas y HELP para obtener ayuda.',
    optedIn: () =>
      `Dealflow: las alertas por texto vuelven a estar activas, hasta ${TEXT_LIMITS.perDay} mensajes al día. ` +
      'Responde STOP para dejar de recibirlas y HELP para obtener ayuda. Pueden aplicarse tarifas de mensajes y datos.',
    noNumber: (siteUrl) =>
      `Dealflow: este número no recibe alertas por texto. Para recibirlas, agrégalo y confírmalo en tu perfil en ${siteUrl}`,
    help: (siteUrl) =>
      'Alertas de Dealflow: ofertas en primicia, ofertas que coinciden y decisiones sobre tus ofertas, ' +
      `hasta ${TEXT_LIMITS.perDay} mensajes al día. Ayuda: ${siteUrl}. Responde STOP para dejar de recibirlas, ` +
      'HELP para ayuda. Pueden aplicarse tarifas de mensajes y datos.',
  },
};

/** The answer to a reply, in the buyer's language. */
export const replyText = (outcome: ReplyOutcome, language: Language, siteUrl: string): string =>
  REPLY_TEXTS[language][outcome](siteUrl);
