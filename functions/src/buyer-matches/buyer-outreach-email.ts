/**
 * The e-mail a seller's "Send" brings a chosen buyer (docs/buyer-matching.md "E-mails"), in the
 * buyer's language (en/es), in the style of the other e-mails: a copy table per language, a
 * plain-text and an HTML body, the listing's link, the seller's own note quoted (never interpreted),
 * and a link to say "Not interested".
 */
import type { Language } from '#shared/core/language';
import { EMAIL_LOCALES, escapeHtml, usdFormat, type OutgoingEmail } from '../lib/mailer';

/** What the e-mail says. */
export interface BuyerOutreachFacts {
  address: string;
  purchasePrice: number;
  /** The seller as they sign: their name, or their company's. */
  sellerName: string;
  note?: string;
}

interface Copy {
  subject: (address: string) => string;
  intro: (seller: string, address: string, price: string) => string;
  note: (seller: string) => string;
  action: string;
  notInterested: string;
  why: string;
}

const COPY: Readonly<Record<Language, Copy>> = {
  en: {
    subject: (address) => `A deal picked for you: ${address}`,
    intro: (seller, address, price) =>
      `${seller} thinks their listing ${address} (${price}) fits what you buy, and sent it to you on Dealflow.`,
    note: (seller) => `A note from ${seller}`,
    action: 'View the deal',
    notInterested: 'Not interested in this deal',
    why: 'You receive this e-mail because your buy box or buyer preferences on Dealflow fit this listing. Sellers can send you at most 3 listings a week.',
  },
  es: {
    subject: (address) => `Un trato elegido para ti: ${address}`,
    intro: (seller, address, price) =>
      `${seller} cree que su propiedad ${address} (${price}) encaja con lo que compras, y te la envió por Dealflow.`,
    note: (seller) => `Una nota de ${seller}`,
    action: 'Ver el trato',
    notInterested: 'No me interesa este trato',
    why: 'Recibes este correo porque tu buy box o tus preferencias de comprador en Dealflow encajan con esta propiedad. Los vendedores pueden enviarte como máximo 3 propiedades por semana.',
  },
};

/** The e-mail to the buyer at `to`, linking to the listing and to its "Not interested" confirmation. */
export function buyerOutreachEmail(options: {
  to: string;
  language: Language;
  facts: BuyerOutreachFacts;
  listingUrl: string;
  notInterestedUrl: string;
}): OutgoingEmail {
  const copy = COPY[options.language];
  const { facts } = options;
  const price = usdFormat(options.language).format(facts.purchasePrice);
  const intro = copy.intro(facts.sellerName, facts.address, price);
  const text = [
    intro,
    ...(facts.note ? ['', `${copy.note(facts.sellerName)}:`, facts.note] : []),
    '',
    `${copy.action}: ${options.listingUrl}`,
    `${copy.notInterested}: ${options.notInterestedUrl}`,
    '',
    copy.why,
    '',
  ].join('\n');
  const html =
    `<p lang="${EMAIL_LOCALES[options.language]}">${escapeHtml(intro)}</p>` +
    (facts.note
      ? `<p>${escapeHtml(copy.note(facts.sellerName))}:</p><blockquote>${escapeHtml(facts.note).replace(/\n/g, '<br>')}</blockquote>`
      : '') +
    `<p><a href="${escapeHtml(options.listingUrl)}">${escapeHtml(copy.action)}</a></p>` +
    `<p><a href="${escapeHtml(options.notInterestedUrl)}">${escapeHtml(copy.notInterested)}</a></p>` +
    `<p>${escapeHtml(copy.why)}</p>`;
  return { to: options.to, subject: copy.subject(facts.address), text, html };
}
