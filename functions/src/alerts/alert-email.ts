/**
 * The deal alert e-mails, in the buyer's language (en/es), in the style of the other e-mails (a copy
 * table per language, a plain-text and an HTML body): one listing on its own (realtime), or the
 * listings of a digest window. Each listing says why it matched: the reasons matchDeal gave, with
 * their values (docs/deal-flow-domain.md "Alert matching").
 */
import type { AlertFrequency } from '#shared/alerts/alert-frequency';
import type { MatchReasonKey, matchReasonSchema } from '#shared/alerts/deal-match';
import type * as z from 'zod';
import type { Deal } from '#shared/deals/deal-api';
import type { PropertyType } from '#shared/deals/deal-fields';
import type { Language } from '#shared/core/language';
import { notInterestedPath } from '#shared/buyer-matches/buyer-match-api';
import { notificationAddress, notificationPath } from '#shared/notifications/notification-api';
import { EMAIL_LOCALES, escapeHtml, usdFormat, type OutgoingEmail } from '../lib/mailer';

/** What an e-mail shows of a listing. */
export type AlertEmailDeal = Pick<
  Deal,
  | 'dealId'
  | 'streetAddress'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'purchasePrice'
  | 'propertyType'
  | 'dealCategory'
>;

/** A reason as stored with an alert: its key and values (typed per key in MatchReasonValues). */
export type StoredMatchReason = z.infer<typeof matchReasonSchema>;

/** One listing of an e-mail and why it matched. */
export interface AlertEmailItem {
  deal: AlertEmailDeal;
  reasons: readonly StoredMatchReason[];
}

const PROPERTY_TYPES: Readonly<Record<Language, Record<PropertyType, string>>> = {
  en: {
    singleFamily: 'single-family home',
    condo: 'condo',
    '24unit': '2–4 unit building',
    manufactured: 'manufactured home',
  },
  es: {
    singleFamily: 'casa unifamiliar',
    condo: 'condominio',
    '24unit': 'edificio de 2 a 4 unidades',
    manufactured: 'casa prefabricada',
  },
};

const CATEGORIES: Readonly<Record<Language, Record<Deal['dealCategory'], string>>> = {
  en: { cash: 'cash', creative: 'creative-finance' },
  es: { cash: 'al contado', creative: 'de financiación creativa' },
};

type Values = Record<string, string | number>;
/** Formatters of one language: money (whole dollars) and plain numbers. */
interface Format {
  money: (value: string | number | undefined) => string;
  number: (value: string | number | undefined) => string;
  language: Language;
}

const REASONS: Readonly<Record<Language, Record<MatchReasonKey, (v: Values, f: Format) => string>>> = {
  en: {
    buyBoxZip: (v) => `In ZIP ${v.zipCode}, one of your buy box ZIPs.`,
    preferencesZip: (v) => `In ZIP ${v.zipCode}, one of your preferred ZIPs.`,
    preferencesCity: (v) => `In ${v.city}, ${v.state}, your preferred city.`,
    dealCategory: (v) =>
      `A ${CATEGORIES.en[v.dealCategory as Deal['dealCategory']]} deal, as your buy box asks.`,
    propertyType: (v) => `A ${PROPERTY_TYPES.en[v.propertyType as PropertyType]}, a property type you want.`,
    priceInRange: (v, f) =>
      `Priced ${f.money(v.purchasePrice)}, within your ${f.money(v.minPrice)} – ${f.money(v.maxPrice)} range.`,
    priceAtLeast: (v, f) =>
      `Priced ${f.money(v.purchasePrice)}, at least your ${f.money(v.minPrice)} minimum.`,
    priceAtMost: (v, f) => `Priced ${f.money(v.purchasePrice)}, within your ${f.money(v.maxPrice)} maximum.`,
    minBedrooms: (v) => `${v.bedrooms} bedrooms (you want ${v.minBedrooms}+).`,
    minBathrooms: (v) => `${v.bathrooms} bathrooms (you want ${v.minBathrooms}+).`,
    minSquareFootage: (v, f) =>
      `${f.number(v.squareFootage)} sq ft (you want ${f.number(v.minSquareFootage)}+).`,
    minYearBuilt: (v) => `Built in ${v.yearBuilt} (you want ${v.minYearBuilt} or newer).`,
    minLotSize: (v, f) => `Lot of ${f.number(v.lotSizeSqft)} sq ft (you want ${f.number(v.minLotSize)}+).`,
    monthlyPaymentUnderMax: (v, f) =>
      `Monthly payment ${f.money(v.monthlyPayment)}, within your ${f.money(v.maxMonthlyPayment)} maximum.`,
    entryFeeUnderMaxDownPayment: (v, f) =>
      `Entry fee ${f.money(v.entryFee)}, within your ${f.money(v.maxDownPayment)} maximum down payment.`,
    cashPriceUnderMaxDownPayment: (v, f) =>
      `All-cash price ${f.money(v.purchasePrice)}, within your ${f.money(v.maxDownPayment)} maximum down payment.`,
    noHoa: () => 'No HOA fee.',
  },
  es: {
    buyBoxZip: (v) => `En el código postal ${v.zipCode}, uno de los de tu buy box.`,
    preferencesZip: (v) => `En el código postal ${v.zipCode}, uno de tus códigos preferidos.`,
    preferencesCity: (v) => `En ${v.city}, ${v.state}, tu ciudad preferida.`,
    dealCategory: (v) =>
      `Un trato ${CATEGORIES.es[v.dealCategory as Deal['dealCategory']]}, como pide tu buy box.`,
    propertyType: (v) =>
      `Tipo de propiedad: ${PROPERTY_TYPES.es[v.propertyType as PropertyType]}, uno de los que buscas.`,
    priceInRange: (v, f) =>
      `Precio de ${f.money(v.purchasePrice)}, dentro de tu rango de ${f.money(v.minPrice)} a ${f.money(v.maxPrice)}.`,
    priceAtLeast: (v, f) =>
      `Precio de ${f.money(v.purchasePrice)}, por encima de tu mínimo de ${f.money(v.minPrice)}.`,
    priceAtMost: (v, f) =>
      `Precio de ${f.money(v.purchasePrice)}, dentro de tu máximo de ${f.money(v.maxPrice)}.`,
    minBedrooms: (v) => `${v.bedrooms} habitaciones (buscas ${v.minBedrooms} o más).`,
    minBathrooms: (v) => `${v.bathrooms} baños (buscas ${v.minBathrooms} o más).`,
    minSquareFootage: (v, f) =>
      `${f.number(v.squareFootage)} pies cuadrados (buscas ${f.number(v.minSquareFootage)} o más).`,
    minYearBuilt: (v) => `Construida en ${v.yearBuilt} (buscas ${v.minYearBuilt} o posterior).`,
    minLotSize: (v, f) =>
      `Terreno de ${f.number(v.lotSizeSqft)} pies cuadrados (buscas ${f.number(v.minLotSize)} o más).`,
    monthlyPaymentUnderMax: (v, f) =>
      `Pago mensual de ${f.money(v.monthlyPayment)}, dentro de tu máximo de ${f.money(v.maxMonthlyPayment)}.`,
    entryFeeUnderMaxDownPayment: (v, f) =>
      `Cuota de entrada de ${f.money(v.entryFee)}, dentro de tu enganche máximo de ${f.money(v.maxDownPayment)}.`,
    cashPriceUnderMaxDownPayment: (v, f) =>
      `Precio al contado de ${f.money(v.purchasePrice)}, dentro de tu enganche máximo de ${f.money(v.maxDownPayment)}.`,
    noHoa: () => 'Sin cuota de HOA.',
  },
};

interface Copy {
  realtimeSubject: (address: string) => string;
  realtimeIntro: string;
  digestSubject: (frequency: Exclude<AlertFrequency, 'realtime'>, count: number) => string;
  digestIntro: (frequency: Exclude<AlertFrequency, 'realtime'>) => string;
  why: string;
  view: string;
  notInterested: string;
  footer: string;
}

const COPY: Readonly<Record<Language, Copy>> = {
  en: {
    realtimeSubject: (address) => `New deal for you: ${address}`,
    realtimeIntro: 'A new listing matches what you are looking for.',
    digestSubject: (frequency, count) =>
      `Your ${frequency === 'daily' ? 'daily' : 'weekly'} deal digest: ${count} new ${count === 1 ? 'listing' : 'listings'}`,
    digestIntro: (frequency) =>
      `New listings that matched your buy box or preferences ${frequency === 'daily' ? 'yesterday' : 'last week'}:`,
    why: 'Why it matched:',
    view: 'View the deal',
    notInterested: 'Not interested in this deal',
    footer: 'You can change how often you hear about new deals in your buyer preferences.',
  },
  es: {
    realtimeSubject: (address) => `Nuevo trato para ti: ${address}`,
    realtimeIntro: 'Una nueva propiedad coincide con lo que buscas.',
    digestSubject: (frequency, count) =>
      `Tu resumen ${frequency === 'daily' ? 'diario' : 'semanal'} de tratos: ${count} ${count === 1 ? 'propiedad nueva' : 'propiedades nuevas'}`,
    digestIntro: (frequency) =>
      `Propiedades nuevas que coincidieron con tu buy box o tus preferencias ${frequency === 'daily' ? 'ayer' : 'la semana pasada'}:`,
    why: 'Por qué coincide:',
    view: 'Ver el trato',
    notInterested: 'No me interesa este trato',
    footer: 'Puedes cambiar la frecuencia de estos avisos en tus preferencias de comprador.',
  },
};

function formatFor(language: Language): Format {
  const money = usdFormat(language);
  const number = new Intl.NumberFormat(EMAIL_LOCALES[language], { maximumFractionDigits: 2 });
  return {
    language,
    money: (value) => money.format(Number(value ?? 0)),
    number: (value) => number.format(Number(value ?? 0)),
  };
}

/** One reason as a sentence in the buyer's language. */
export function describeReason(reason: StoredMatchReason, language: Language): string {
  return REASONS[language][reason.key](reason.values, formatFor(language));
}

/** The listing's page, where a buyer's notifications lead. */
const dealUrl = (siteUrl: string, dealId: string) =>
  new URL(notificationPath('buyer', dealId), siteUrl).toString();

/** The deal page asking the buyer to confirm they are not interested (docs/buyer-matching.md). */
const notInterestedUrl = (siteUrl: string, dealId: string) =>
  new URL(notInterestedPath(dealId), siteUrl).toString();

function itemText(item: AlertEmailItem, language: Language, siteUrl: string): string[] {
  const format = formatFor(language);
  return [
    `${notificationAddress(item.deal)} — ${format.money(item.deal.purchasePrice)}`,
    COPY[language].why,
    ...item.reasons.map((reason) => `- ${describeReason(reason, language)}`),
    dealUrl(siteUrl, item.deal.dealId),
    `${COPY[language].notInterested}: ${notInterestedUrl(siteUrl, item.deal.dealId)}`,
  ];
}

function itemHtml(item: AlertEmailItem, language: Language, siteUrl: string): string {
  const format = formatFor(language);
  const reasons = item.reasons.map((reason) => `<li>${escapeHtml(describeReason(reason, language))}</li>`);
  return (
    `<h2>${escapeHtml(notificationAddress(item.deal))} — ${escapeHtml(format.money(item.deal.purchasePrice))}</h2>` +
    `<p>${escapeHtml(COPY[language].why)}</p><ul>${reasons.join('')}</ul>` +
    `<p><a href="${escapeHtml(dealUrl(siteUrl, item.deal.dealId))}">${escapeHtml(COPY[language].view)}</a> · ` +
    `<a href="${escapeHtml(notInterestedUrl(siteUrl, item.deal.dealId))}">${escapeHtml(COPY[language].notInterested)}</a></p>`
  );
}

/** The e-mail of one listing, sent as soon as its alert is due (realtime buyers, first refusal). */
export function realtimeAlertEmail(options: {
  to: string;
  language: Language;
  siteUrl: string;
  item: AlertEmailItem;
}): OutgoingEmail {
  const copy = COPY[options.language];
  return {
    to: options.to,
    subject: copy.realtimeSubject(notificationAddress(options.item.deal)),
    text: [
      copy.realtimeIntro,
      '',
      ...itemText(options.item, options.language, options.siteUrl),
      '',
      copy.footer,
    ].join('\n'),
    html:
      `<p>${escapeHtml(copy.realtimeIntro)}</p>` +
      itemHtml(options.item, options.language, options.siteUrl) +
      `<p>${escapeHtml(copy.footer)}</p>`,
  };
}

/** The digest of a window's listings (daily and weekly buyers). */
export function digestEmail(options: {
  to: string;
  language: Language;
  siteUrl: string;
  frequency: Exclude<AlertFrequency, 'realtime'>;
  items: readonly AlertEmailItem[];
}): OutgoingEmail {
  const copy = COPY[options.language];
  return {
    to: options.to,
    subject: copy.digestSubject(options.frequency, options.items.length),
    text: [
      copy.digestIntro(options.frequency),
      '',
      ...options.items.flatMap((item) => [...itemText(item, options.language, options.siteUrl), '']),
      copy.footer,
    ].join('\n'),
    html:
      `<p>${escapeHtml(copy.digestIntro(options.frequency))}</p>` +
      options.items.map((item) => itemHtml(item, options.language, options.siteUrl)).join('') +
      `<p>${escapeHtml(copy.footer)}</p>`,
  };
}
