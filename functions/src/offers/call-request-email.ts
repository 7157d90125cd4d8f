/**
 * The e-mail that asks a seller to call a buyer back about a listing, in the seller's language
 * (en/es), in the style of the offer notification e-mails: a copy table per language, a plain-text
 * and an HTML body, one link to the listing. The buyer's own words are quoted, never interpreted.
 */
import type { Language } from '#shared/core/language';
import { formatPhone } from '#shared/core/validation';
import { escapeHtml, type OutgoingEmail } from '../lib/mailer';

/** What the e-mail says about the request. */
export interface CallRequestFacts {
  address: string;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string | null;
  preferredTimes?: string;
  message?: string;
}

interface Copy {
  subject: (address: string) => string;
  intro: (buyerName: string, address: string) => string;
  email: string;
  phone: string;
  noPhone: string;
  preferredTimes: string;
  message: string;
  reply: string;
  action: string;
  ignore: string;
}

const COPY: Readonly<Record<Language, Copy>> = {
  en: {
    subject: (address) => `Call request for ${address}`,
    intro: (buyer, address) => `${buyer} would like a call about your listing ${address}.`,
    email: 'E-mail',
    phone: 'Phone',
    noPhone: 'not given',
    preferredTimes: 'Preferred times',
    message: 'Message',
    reply: 'Call or write to the buyer directly: Dealflow does not forward replies.',
    action: 'View the listing',
    ignore: 'You receive this e-mail because you list properties on Dealflow.',
  },
  es: {
    subject: (address) => `Solicitud de llamada para ${address}`,
    intro: (buyer, address) => `${buyer} quiere hablar contigo por teléfono sobre tu anuncio ${address}.`,
    email: 'Correo electrónico',
    phone: 'Teléfono',
    noPhone: 'no indicado',
    preferredTimes: 'Horarios preferidos',
    message: 'Mensaje',
    reply: 'Llama o escribe directamente al comprador: Dealflow no reenvía respuestas.',
    action: 'Ver el anuncio',
    ignore: 'Recibes este correo porque publicas propiedades en Dealflow.',
  },
};

/** The call request e-mail to the seller at `to`, linking to the listing at `listingUrl`. */
export function callRequestEmail(options: {
  to: string;
  language: Language;
  facts: CallRequestFacts;
  listingUrl: string;
}): OutgoingEmail {
  const copy = COPY[options.language];
  const { facts } = options;
  const details: [string, string][] = [
    [copy.email, facts.buyerEmail],
    [copy.phone, facts.buyerPhone ? formatPhone(facts.buyerPhone) : copy.noPhone],
    ...(facts.preferredTimes ? [[copy.preferredTimes, facts.preferredTimes] as [string, string]] : []),
  ];
  const intro = copy.intro(facts.buyerName, facts.address);
  const text = [
    intro,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    ...(facts.message ? ['', `${copy.message}:`, facts.message] : []),
    '',
    copy.reply,
    '',
    `${copy.action}: ${options.listingUrl}`,
    '',
    copy.ignore,
    '',
  ].join('\n');
  const html =
    `<p>${escapeHtml(intro)}</p>` +
    `<ul>${details.map(([label, value]) => `<li>${escapeHtml(label)}: ${escapeHtml(value)}</li>`).join('')}</ul>` +
    (facts.message
      ? `<p>${escapeHtml(copy.message)}:</p><blockquote>${escapeHtml(facts.message).replace(/\n/g, '<br>')}</blockquote>`
      : '') +
    `<p>${escapeHtml(copy.reply)}</p>` +
    `<p><a href="${escapeHtml(options.listingUrl)}">${escapeHtml(copy.action)}</a></p>` +
    `<p>${escapeHtml(copy.ignore)}</p>`;
  return { to: options.to, subject: copy.subject(facts.address), text, html };
}
