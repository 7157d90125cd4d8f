/**
 * The offer notification e-mails, in the recipient's language (en/es), in the style of the other
 * e-mails (sign-in link, password reset): a copy table per language, a plain-text and an HTML body,
 * one link to the page to act on.
 */
import type { Language } from '#shared/core/language';
import {
  notificationAddress,
  notificationPath,
  type InAppNotificationKind,
  type NotificationAudience,
  type NotificationDeal,
} from '#shared/notifications/notification-api';
import type { Offer } from '#shared/offers/offer-schema';
import { EMAIL_LOCALES, escapeHtml, usdFormat, type OutgoingEmail } from '../lib/mailer';
import { personName } from '#shared/users/person-name';

/** The facts an e-mail may quote. */
interface NotificationFacts {
  address: string;
  buyerName: string;
  buyerContact: string;
  terms: string;
  closeDate: string;
}

interface Copy {
  subject: (facts: NotificationFacts) => string;
  lines: (facts: NotificationFacts) => string[];
  action: string;
}

/** One e-mail per event and side; `offerDeclined` and `offerSubmitted` go to one side only. */
type EmailCase = `${InAppNotificationKind}:${NotificationAudience}`;
export const EMAIL_CASES = [
  'offerSubmitted:seller',
  'offerAccepted:buyer',
  'offerAccepted:seller',
  'offerDeclined:buyer',
  'offerClosed:buyer',
] as const satisfies readonly EmailCase[];
export type NotificationEmailCase = (typeof EMAIL_CASES)[number];

const COPY: Readonly<Record<Language, Record<NotificationEmailCase, Copy> & { ignore: string }>> = {
  en: {
    'offerSubmitted:seller': {
      subject: (f) => `New offer on ${f.address}`,
      lines: (f) => [
        `${f.buyerName} made an offer on ${f.address}: ${f.terms}, closing ${f.closeDate}.`,
        'You can review it with your other offers and accept the one you choose.',
      ],
      action: 'See the offers',
    },
    'offerAccepted:buyer': {
      subject: (f) => `Your offer on ${f.address} was accepted`,
      lines: (f) => [
        `Good news: the seller accepted your offer on ${f.address} (${f.terms}, closing ${f.closeDate}).`,
        'The listing is now pending. The seller will contact you about the next steps.',
      ],
      action: 'View the listing',
    },
    'offerAccepted:seller': {
      subject: (f) => `You accepted an offer on ${f.address}`,
      lines: (f) => [
        `You accepted the offer of ${f.buyerName} on ${f.address} (${f.terms}, closing ${f.closeDate}).`,
        `The listing is now pending and takes no new offers. Buyer contact: ${f.buyerContact}.`,
      ],
      action: 'See the offers',
    },
    'offerDeclined:buyer': {
      subject: (f) => `Your offer on ${f.address} was declined`,
      lines: (f) => [
        `The seller declined your offer on ${f.address} (${f.terms}).`,
        'Other listings may suit you: new ones are published every day.',
      ],
      action: 'View the listing',
    },
    'offerClosed:buyer': {
      subject: (f) => `${f.address} is off the market: your offer is closed`,
      lines: (f) => [
        `The listing ${f.address} was sold, canceled or removed, so your offer (${f.terms}) is closed.`,
        'Other listings may suit you: new ones are published every day.',
      ],
      action: 'View the listing',
    },
    ignore: 'You receive this e-mail because you use Dealflow.',
  },
  es: {
    'offerSubmitted:seller': {
      subject: (f) => `Nueva oferta para ${f.address}`,
      lines: (f) => [
        `${f.buyerName} ha hecho una oferta para ${f.address}: ${f.terms}, cierre el ${f.closeDate}.`,
        'Puedes revisarla junto a tus otras ofertas y aceptar la que elijas.',
      ],
      action: 'Ver las ofertas',
    },
    'offerAccepted:buyer': {
      subject: (f) => `Tu oferta para ${f.address} fue aceptada`,
      lines: (f) => [
        `Buenas noticias: el vendedor aceptó tu oferta para ${f.address} (${f.terms}, cierre el ${f.closeDate}).`,
        'El anuncio está ahora pendiente. El vendedor se pondrá en contacto contigo para los siguientes pasos.',
      ],
      action: 'Ver el anuncio',
    },
    'offerAccepted:seller': {
      subject: (f) => `Aceptaste una oferta para ${f.address}`,
      lines: (f) => [
        `Aceptaste la oferta de ${f.buyerName} para ${f.address} (${f.terms}, cierre el ${f.closeDate}).`,
        `El anuncio está ahora pendiente y no recibe nuevas ofertas. Contacto del comprador: ${f.buyerContact}.`,
      ],
      action: 'Ver las ofertas',
    },
    'offerDeclined:buyer': {
      subject: (f) => `Tu oferta para ${f.address} fue rechazada`,
      lines: (f) => [
        `El vendedor rechazó tu oferta para ${f.address} (${f.terms}).`,
        'Otros anuncios pueden interesarte: cada día se publican nuevos.',
      ],
      action: 'Ver el anuncio',
    },
    'offerClosed:buyer': {
      subject: (f) => `${f.address} ya no está en el mercado: tu oferta está cerrada`,
      lines: (f) => [
        `El anuncio ${f.address} se vendió, se canceló o se retiró, así que tu oferta (${f.terms}) está cerrada.`,
        'Otros anuncios pueden interesarte: cada día se publican nuevos.',
      ],
      action: 'Ver el anuncio',
    },
    ignore: 'Recibes este correo porque usas Dealflow.',
  },
};

const TERM_LABELS: Readonly<Record<Language, { cash: string; creative: string }>> = {
  en: { cash: 'cash, purchase price', creative: 'creative finance, entry fee' },
  es: { cash: 'al contado, precio de compra', creative: 'financiación creativa, cuota de entrada' },
};

/** The offer's type and amount, e.g. "cash, purchase price $240,000". */
function termsOf(offer: Offer, language: Language): string {
  const amount = offer.offerType === 'cash' ? offer.purchasePrice : offer.entryFee;
  const money = usdFormat(language).format(amount ?? 0);
  return `${TERM_LABELS[language][offer.offerType]} ${money}`;
}

/** A calendar day (YYYY-MM-DD) as a long date, read in UTC so it is the same day everywhere. */
const longDate = (day: string, language: Language) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(EMAIL_LOCALES[language], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The facts of an offer on a listing, as the e-mails quote them. */
function notificationFacts(deal: NotificationDeal, offer: Offer, language: Language): NotificationFacts {
  const contact = [offer.buyer.email, offer.buyer.phoneNumber].filter(Boolean).join(', ');
  return {
    address: notificationAddress(deal),
    buyerName: personName(offer.buyer),
    buyerContact: contact,
    terms: termsOf(offer, language),
    closeDate: longDate(offer.closeOfEscrowDate, language),
  };
}

/** The e-mail of one notification to one recipient. */
export function notificationEmail(options: {
  to: string;
  language: Language;
  emailCase: NotificationEmailCase;
  deal: NotificationDeal;
  offer: Offer;
  siteUrl: string;
}): OutgoingEmail {
  const copy = COPY[options.language];
  const content = copy[options.emailCase];
  const facts = notificationFacts(options.deal, options.offer, options.language);
  const audience = options.emailCase.split(':')[1] as NotificationAudience;
  const link = new URL(notificationPath(audience, options.deal.dealId), options.siteUrl).toString();
  const lines = content.lines(facts);
  return {
    to: options.to,
    subject: content.subject(facts),
    text: [...lines, '', `${content.action}: ${link}`, '', copy.ignore, ''].join('\n'),
    html:
      lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(content.action)}</a></p>` +
      `<p>${escapeHtml(copy.ignore)}</p>`,
  };
}
