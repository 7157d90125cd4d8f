/**
 * The deal alerts queue (ALERTS_QUEUE_URL) and its three messages (docs/alerts.md "Slices"):
 * - a listing: "this listing was listed or turned active, find the buyers it matches";
 * - a listing slice: the same for a named slice of those buyers, enqueued by the listing's message
 *   when it matches more buyers than one invocation should alert;
 * - a digest slice: "send these buyers their digest of this window", enqueued by the digest jobs.
 * Every message is idempotent: the consumer reads the listing and the alerts as they are then, and
 * each send is claimed before it goes, so a message handled twice or late does no harm.
 */
import * as z from 'zod';
import { mapBounded } from '../lib/map-bounded';
import { sendToQueue } from '../lib/work-queue';

/**
 * Buyers one listing slice alerts: each up to a few writes, an e-mail and a text, so a slice is a
 * couple of hundred calls (docs/benchmarks.md "Alert fan-out" measures it against the consumer's
 * timeout: 100 went past its 10 s budget on a loaded machine, 50 keeps well inside it).
 */
export const LISTING_SLICE_BUYERS = 50;
/** Buyers one digest slice e-mails (each a claim, an e-mail and its marks). */
export const DIGEST_SLICE_BUYERS = 50;
/** Slice messages sent at once when a listing or a digest is split. */
const ENQUEUE_CONCURRENCY = 8;

const buyerIdsSchema = (max: number) => z.array(z.string().min(1).max(128)).min(1).max(max);

export const alertsQueueMessageSchema = z
  .object({
    dealId: z.string().min(1),
    /** `listed`: a new listing (exclusive or active); `activated`: an exclusive one turned active. */
    event: z.enum(['listed', 'activated']),
    /** When it happened (ISO 8601). */
    at: z.iso.datetime(),
    /** Only these candidate buyers (a slice); absent: every buyer the listing's places name. */
    buyerIds: buyerIdsSchema(LISTING_SLICE_BUYERS).optional(),
  })
  .strict();
export type AlertsQueueMessage = z.infer<typeof alertsQueueMessageSchema>;

export const digestSliceMessageSchema = z
  .object({
    digest: z.enum(['daily', 'weekly']),
    /** The window whose digests are sent, e.g. `daily:2026-11-20`. */
    windowKey: z.string().min(1).max(64),
    /** The buyers of this slice, in the order of the window's partition. */
    buyerIds: buyerIdsSchema(DIGEST_SLICE_BUYERS),
  })
  .strict();
export type DigestSliceMessage = z.infer<typeof digestSliceMessageSchema>;

/** Any message of the alerts queue. */
export const alertsQueueBodySchema = z.union([alertsQueueMessageSchema, digestSliceMessageSchema]);
export type AlertsQueueBody = z.infer<typeof alertsQueueBodySchema>;

/** Enqueues one message (events/ does, after commit); throws when unconfigured or refused. */
export async function enqueueAlerts(message: AlertsQueueMessage): Promise<void> {
  await sendToQueue('ALERTS_QUEUE_URL', alertsQueueMessageSchema.parse(message));
}

/** Enqueues slice messages, a few at a time; throws when one was refused (a retry re-sends all: idempotent). */
export async function enqueueAlertSlices(messages: readonly AlertsQueueBody[]): Promise<void> {
  await mapBounded(messages, ENQUEUE_CONCURRENCY, (message) =>
    sendToQueue('ALERTS_QUEUE_URL', alertsQueueBodySchema.parse(message)),
  );
}

/** `items` cut into consecutive slices of at most `size`. */
export function slicesOf<T>(items: readonly T[], size: number): T[][] {
  const slices: T[][] = [];
  for (let start = 0; start < items.length; start += size) slices.push(items.slice(start, start + size));
  return slices;
}
