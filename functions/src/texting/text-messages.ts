/**
 * The words of each text alert (docs/text-alerts.md "What is sent"), in the buyer's language: short
 * (a city name is clipped so a text stays near one segment and never passes TEXT_LIMITS.maxLength),
 * with the deal's short link on our own domain and how to stop.
 */
import type { Language } from '#shared/core/language';
import type { TextKind } from '#shared/texting/text-alerts';
import { TEXT_LIMITS } from '#shared/texting/text-limits';

interface TextAlertOf<K extends TextKind> {
  kind: K;
  /** With the kind, names the send: the same event never texts the same buyer twice. */
  eventId: string;
  dealId: string;
  city: string;
}

/** One text alert: what it is about, with the facts its words need. */
export type TextAlert =
  | (TextAlertOf<'firstRefusal' | 'dealMatch'> & { state: string; price: number })
  | (TextAlertOf<'offerDecision'> & { decision: 'accepted' | 'declined' });

/** A city longer than this is clipped ("..." is GSM-7, "…" is not: one character would cost a segment). */
export const TEXT_CITY_MAX_LENGTH = 24;
const CLIPPED = '...';

/** The deal's short link: `/d/<dealId>` on our own domain, which the web app leads to the deal. */
export const dealShortLink = (siteUrl: string, dealId: string): string =>
  new URL(`/d/${encodeURIComponent(dealId)}`, siteUrl).toString();

const formatPrice = (price: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    price,
  );

interface Words {
  firstRefusal: (place: string, price: string) => string;
  dealMatch: (place: string, price: string) => string;
  accepted: (city: string) => string;
  declined: (city: string) => string;
  stop: string;
}

const WORDS: Record<Language, Words> = {
  en: {
    firstRefusal: (place, price) => `Dealflow first look: a new deal in ${place} for ${price}.`,
    dealMatch: (place, price) => `Dealflow: a new deal in ${place} for ${price} matches your buy box.`,
    accepted: (city) => `Dealflow: your offer on the deal in ${city} was accepted.`,
    declined: (city) => `Dealflow: your offer on the deal in ${city} was declined.`,
    stop: 'Reply STOP to stop',
  },
  es: {
    firstRefusal: (place, price) => `Dealflow, primer vistazo: un trato nuevo en ${place} por ${price}.`,
    dealMatch: (place, price) =>
      `Dealflow: un trato nuevo en ${place} por ${price} coincide con tu búsqueda.`,
    accepted: (city) => `Dealflow: tu oferta por el trato en ${city} fue aceptada.`,
    declined: (city) => `Dealflow: tu oferta por el trato en ${city} fue rechazada.`,
    stop: 'Responde STOP para no recibir más',
  },
};

function headline(text: TextAlert, words: Words, city: string): string {
  if (text.kind === 'offerDecision') return words[text.decision](city);
  return words[text.kind](`${city}, ${text.state}`, formatPrice(text.price));
}

const clip = (value: string, length: number) =>
  value.length <= length
    ? value
    : `${value.slice(0, Math.max(0, length - CLIPPED.length)).trimEnd()}${CLIPPED}`;

/** The body of a text alert in `language`, at most TEXT_LIMITS.maxLength characters. */
export function textBody(text: TextAlert, language: Language, siteUrl: string): string {
  const words = WORDS[language];
  const compose = (city: string) =>
    `${headline(text, words, city)} ${dealShortLink(siteUrl, text.dealId)} ${words.stop}`;
  const city = text.city.trim();
  const room = TEXT_LIMITS.maxLength - compose('').length;
  return compose(clip(city, Math.min(TEXT_CITY_MAX_LENGTH, room)));
}
