/**
 * The server-side SSRF guard of webhook URLs, run when the settings are saved and again before
 * every delivery attempt (DNS may have changed in between).
 *
 * 1. The URL rules of shared/src/webhooks/webhook-url.ts (WHATWG parsing and normalisation, https
 *    on 443, no credentials, no private names, public IP literals; the local loopback exception).
 * 2. The host name is resolved (`dns.promises.lookup(host, { all: true })`, injectable) and EVERY
 *    address must be public: one private answer among public ones is refused, since the sender
 *    must not be steered to it. No answer is refused too.
 * 3. The answer names `pinnedAddress`, the address the sender must connect to. Connecting by name
 *    would resolve again, and a rebinding DNS server could then answer 127.0.0.1; so the sender
 *    opens the TCP connection to the pinned IP and sends the original name as the `Host` header
 *    and as the TLS SNI server name (and verifies the certificate against that name). It never
 *    follows redirects.
 *
 * With `allowLoopbackReceiver` (local stack only), a loopback host is accepted only if every
 * address it resolves to is loopback as well.
 */
import { lookup } from 'node:dns/promises';
import { isPublicAddress, nonPublicRangeOf } from '#shared/webhooks/ip-ranges';
import {
  checkWebhookUrl,
  type WebhookUrlOptions,
  type WebhookUrlRefusalReason,
} from '#shared/webhooks/webhook-url';

/** One resolved address, as `dns.lookup` answers it (family 4 or 6). */
export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to all its addresses; `dns.promises.lookup` unless a test injects one. */
export type HostResolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export interface WebhookUrlGuardOptions extends WebhookUrlOptions {
  resolve?: HostResolver;
}

/** A URL the sender may deliver to, and how. */
export interface PublicWebhookTarget {
  /** The normalised URL: request its path and query, send `url.host` (name and port) as Host. */
  url: URL;
  /** The host name (or IP literal) without brackets or trailing dot: the TLS SNI and certificate name. */
  host: string;
  /** Connect to this address, not to the name (see the file comment). */
  pinnedAddress: ResolvedAddress;
  /** Every address the name resolved to, all checked. */
  addresses: readonly ResolvedAddress[];
}

/** A refused webhook URL; `reason` is stable (and keys a validation message, see WEBHOOK_URL_MESSAGE_KEYS). */
export class WebhookUrlRefusedError extends Error {
  constructor(
    readonly reason: WebhookUrlRefusalReason,
    /** For logs only (e.g. the non-public range); never shown to the seller. */
    readonly detail?: string,
  ) {
    super(`Webhook URL refused: ${reason}${detail ? ` (${detail})` : ''}`);
    this.name = 'WebhookUrlRefusedError';
  }
}

const resolveWithDns: HostResolver = (hostname) => lookup(hostname, { all: true });

/** IPv4 first: a Lambda function outside a VPC has no IPv6 route out. */
function pickPinnedAddress(addresses: readonly ResolvedAddress[]): ResolvedAddress | undefined {
  return addresses.find((entry) => entry.family === 4) ?? addresses[0];
}

/**
 * Checks a webhook URL and resolves its host; answers the target to connect to, or throws a
 * WebhookUrlRefusedError. Call it at save and again right before each attempt.
 */
export async function assertPublicWebhookUrl(
  input: string,
  options: WebhookUrlGuardOptions = {},
): Promise<PublicWebhookTarget> {
  const check = checkWebhookUrl(input, options);
  if (!check.ok) throw new WebhookUrlRefusedError(check.reason);
  const { url, host, isLoopback } = check;

  let addresses: readonly ResolvedAddress[];
  if (check.isIpLiteral) {
    addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  } else {
    try {
      addresses = await (options.resolve ?? resolveWithDns)(host);
    } catch (error) {
      throw new WebhookUrlRefusedError('hostNotResolved', (error as { code?: string }).code);
    }
  }
  const pinnedAddress = pickPinnedAddress(addresses);
  if (!pinnedAddress) throw new WebhookUrlRefusedError('hostNotResolved');

  for (const { address } of addresses) {
    const range = nonPublicRangeOf(address);
    // The local exception holds only while every answer is loopback, never private or link-local.
    const allowed = isLoopback ? range === 'loopback' : isPublicAddress(address);
    if (!allowed) throw new WebhookUrlRefusedError('addressNotPublic', `${address} is ${range ?? 'public'}`);
  }
  return { url, host, pinnedAddress, addresses };
}
