/**
 * The consent a buyer gives to text alerts, in the words carriers expect: who sends, what, how often,
 * how to stop and get help, and that message and data rates may apply (docs/text-alerts.md
 * "Consent"). The web app shows exactly this text and the server stores exactly this text with the
 * time it was given, so it lives here, not in the translation files. A change of wording is a new
 * version: consent given to an older one stays stored as it was.
 */
import type { Language } from '../core/language';
import { TEXT_LIMITS } from './text-limits';

export const TEXT_CONSENT_VERSION = '2026-11-26';

export const TEXT_CONSENT_WORDING: Readonly<Record<Language, string>> = {
  en:
    'I agree to receive recurring automated text alerts from Dealflow at this number: first-look deals, ' +
    `new deals that match my buy box and decisions on my offers, up to ${TEXT_LIMITS.perDay} messages a day. ` +
    'Consent is not a condition of any purchase. Message and data rates may apply. ' +
    'Reply STOP to stop, HELP for help.',
  es:
    'Acepto recibir alertas automáticas y recurrentes de Dealflow por mensaje de texto en este número: ' +
    'ofertas en primicia, nuevas ofertas que coinciden con mis criterios de compra y decisiones sobre mis ' +
    `ofertas, hasta ${TEXT_LIMITS.perDay} mensajes al día. El consentimiento no es condición de ninguna compra. ` +
    'Pueden aplicarse tarifas de mensajes y datos. Responde STOP para dejar de recibirlos y HELP para obtener ayuda.',
};
