/**
 * The rules a webhook URL must follow before anything is resolved: what the settings form and the
 * settings body check, and the first half of the server's SSRF guard (which then resolves the host
 * and checks every address, see functions/src/webhooks/ssrf-guard.ts).
 *
 * The URL is parsed with WHATWG URL, the same parser the sender uses, and only its normalised form
 * (`href`) is ever stored or fetched: decimal, octal, hex and short IPv4 spellings, percent-encoded
 * or full-width digits, upper case and trailing dots are all normalised before any rule runs, so
 * there is no second parser to disagree with.
 *
 * Rules:
 * - `https:` only, on the default port 443 (an explicit `:443` normalises away); no user name or
 *   password in the URL.
 * - Host names must be fully qualified and public: no single-label names (`metadata`,
 *   `instance-data`, intranet hosts reached through DNS search domains), no `localhost` or
 *   `*.localhost`, no private-use suffixes (`.internal` — covers `metadata.google.internal` and
 *   `*.ec2.internal` —, `.local`, `.localdomain`, `.home.arpa`, `.arpa`).
 * - IP literals must be public (see ip-ranges.ts).
 * - The one exception, for the local stack's test receivers only: with `allowLoopbackReceiver`,
 *   a loopback host (`localhost`, `*.localhost`, 127.0.0.0/8, `[::1]`) is accepted over `http:` or
 *   `https:` on any port but 0. Deployed stages never set it.
 */
import * as z from 'zod';
import { isIpLiteral, nonPublicRangeOf } from './ip-ranges';
import { textSchema } from '../core/validation';

export const WEBHOOK_URL_MAX_LENGTH = 2000;

/** Deployment-level relaxations of the URL rules; none is ever set in AWS. */
export interface WebhookUrlOptions {
  /** Local stack only: accept `http:`/`https:` receivers on loopback, on any port. */
  allowLoopbackReceiver?: boolean;
}

/** Stable reason codes of a refused webhook URL, shared by the form, the save and the send. */
export const WEBHOOK_URL_REFUSAL_REASONS = [
  'urlInvalid',
  'urlTooLong',
  'schemeNotAllowed',
  'credentialsNotAllowed',
  'portNotAllowed',
  'hostNotAllowed',
  'addressNotPublic',
  'hostNotResolved',
] as const;
export type WebhookUrlRefusalReason = (typeof WEBHOOK_URL_REFUSAL_REASONS)[number];

/** Validation message key (`validation.<key>` in the web app) of each reason. */
export const WEBHOOK_URL_MESSAGE_KEYS: Readonly<Record<WebhookUrlRefusalReason, string>> = {
  urlInvalid: 'webhookUrlInvalid',
  urlTooLong: 'webhookUrlTooLong',
  schemeNotAllowed: 'webhookUrlNotHttps',
  credentialsNotAllowed: 'webhookUrlHasCredentials',
  portNotAllowed: 'webhookUrlPortNotAllowed',
  hostNotAllowed: 'webhookUrlHostNotAllowed',
  addressNotPublic: 'webhookUrlNotPublic',
  hostNotResolved: 'webhookUrlNotResolved',
};

/** A URL that passed the rules, as the sender must use it. */
export interface AcceptedWebhookUrl {
  ok: true;
  /** The normalised URL; store and fetch `url.href`, never the text as typed. */
  url: URL;
  /** The host without IPv6 brackets or a trailing dot: what DNS is asked, or an IP literal. */
  host: string;
  /** True when the host is an IP literal (nothing to resolve). */
  isIpLiteral: boolean;
  /** True when the host is a loopback name or address (accepted only with allowLoopbackReceiver). */
  isLoopback: boolean;
}

export type WebhookUrlCheck = AcceptedWebhookUrl | { ok: false; reason: WebhookUrlRefusalReason };

/** Suffixes of names that never denote a public host (RFC 6761, 6762, 8375, ICANN `.internal`). */
const PRIVATE_NAME_SUFFIXES = ['localhost', 'internal', 'local', 'localdomain', 'home.arpa', 'arpa'];

function hasSuffix(name: string, suffix: string): boolean {
  return name === suffix || name.endsWith(`.${suffix}`);
}

function isLoopbackName(name: string): boolean {
  return hasSuffix(name, 'localhost');
}

/** The host as DNS or an address check sees it: no brackets, no trailing dot. */
function bareHost(hostname: string): string {
  const unbracketed = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  return unbracketed.endsWith('.') ? unbracketed.slice(0, -1) : unbracketed;
}

function parse(input: string): URL | null {
  try {
    return new URL(input);
  } catch {
    return null;
  }
}

/** Checks a webhook URL against every rule that needs no DNS; see the file comment. */
export function checkWebhookUrl(input: string, options: WebhookUrlOptions = {}): WebhookUrlCheck {
  const text = input.trim();
  if (text.length > WEBHOOK_URL_MAX_LENGTH) return { ok: false, reason: 'urlTooLong' };
  const url = parse(text);
  if (!url) return { ok: false, reason: 'urlInvalid' };
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'schemeNotAllowed' };
  if (url.hostname === '') return { ok: false, reason: 'urlInvalid' };
  if (url.href.length > WEBHOOK_URL_MAX_LENGTH) return { ok: false, reason: 'urlTooLong' };
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'credentialsNotAllowed' };

  const host = bareHost(url.hostname);
  const literal = isIpLiteral(host);
  const addressRange = literal ? nonPublicRangeOf(host) : null;
  const isLoopback = literal ? addressRange === 'loopback' : isLoopbackName(host);
  const accepted: AcceptedWebhookUrl = { ok: true, url, host, isIpLiteral: literal, isLoopback };

  if (isLoopback && options.allowLoopbackReceiver) {
    return url.port === '0' ? { ok: false, reason: 'portNotAllowed' } : accepted;
  }
  if (url.protocol !== 'https:') return { ok: false, reason: 'schemeNotAllowed' };
  if (url.port !== '') return { ok: false, reason: 'portNotAllowed' };
  if (literal) return addressRange === null ? accepted : { ok: false, reason: 'addressNotPublic' };
  if (!host.includes('.') || PRIVATE_NAME_SUFFIXES.some((suffix) => hasSuffix(host, suffix))) {
    return { ok: false, reason: 'hostNotAllowed' };
  }
  return accepted;
}

/**
 * A webhook URL field: trimmed, checked by `checkWebhookUrl`, answered in its normalised form.
 * Messages are the keys of WEBHOOK_URL_MESSAGE_KEYS.
 */
export function webhookUrlSchema(options: WebhookUrlOptions = {}) {
  return textSchema({
    min: 1,
    max: WEBHOOK_URL_MAX_LENGTH,
    messages: {
      invalid: WEBHOOK_URL_MESSAGE_KEYS.urlInvalid,
      required: 'webhookUrlRequired',
      tooLong: WEBHOOK_URL_MESSAGE_KEYS.urlTooLong,
    },
  }).transform((value, context) => {
    const check = checkWebhookUrl(value, options);
    if (!check.ok) {
      context.addIssue({ code: 'custom', message: WEBHOOK_URL_MESSAGE_KEYS[check.reason] });
      return z.NEVER;
    }
    return check.url.href;
  });
}
