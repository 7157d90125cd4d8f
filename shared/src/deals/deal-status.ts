/**
 * Listing status (docs/requirements.md#r4-3, docs/requirements.md#r5-6, docs/requirements.md#r8-6): the
 * transition table, the status-change body and the history sources. The server enforces the table with a
 * conditional write (`status = from`), so two racing changes cannot both land.
 *
 * Table (decisions beyond "sold and canceled are final", docs/requirements.md#r4-3):
 * - exclusive (first right of refusal buyers only) → active (goes public), pending, canceled, deleted.
 *   Not straight to sold: a sale goes through pending so the offer and history stay consistent.
 * - active → pending (an offer accepted), sold (closed, e.g. off platform), canceled, deleted. Not
 *   back to exclusive: once public, it cannot be hidden from buyers who saw it.
 * - pending → active (the accepted offer fell through), sold, canceled, deleted.
 * - sold, canceled: terminal. deleted: terminal too (a soft delete; the data stays for admins and
 *   there is no restore in this version).
 * - deleted is reachable from every non-terminal status, only by the owner or an admin.
 */
import * as z from 'zod';
import { textSchema } from '../core/validation';

export const DEAL_STATUSES = ['exclusive', 'active', 'pending', 'sold', 'canceled', 'deleted'] as const;
export const dealStatusSchema = z.enum(DEAL_STATUSES, { error: 'statusInvalid' });
export type DealStatus = z.infer<typeof dealStatusSchema>;

export const ALLOWED_TRANSITIONS: Readonly<Record<DealStatus, readonly DealStatus[]>> = {
  exclusive: ['active', 'pending', 'canceled', 'deleted'],
  active: ['pending', 'sold', 'canceled', 'deleted'],
  pending: ['active', 'sold', 'canceled', 'deleted'],
  sold: [],
  canceled: [],
  deleted: [],
};

/** Statuses from which nothing can change. */
export const TERMINAL_STATUSES: readonly DealStatus[] = DEAL_STATUSES.filter(
  (status) => ALLOWED_TRANSITIONS[status].length === 0,
);

/**
 * Message key of a refused change; the web shows "This status change is not allowed"
 * (docs/requirements.md#r8-6).
 */
export const STATUS_CHANGE_NOT_ALLOWED = 'statusChangeNotAllowed';

export function isTerminalStatus(status: DealStatus): boolean {
  return TERMINAL_STATUSES.includes(status);
}

/** True when the table allows from → to (a change to the same status is not a change: false). */
export function canTransition(from: DealStatus, to: DealStatus): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to);
}

/** Who asks for a change: the listing's owner (its originator), an admin, or the system. */
export interface StatusChangeActor {
  isOwner: boolean;
  isAdmin: boolean;
}

/**
 * True when this actor may make this change: the table allows it, and a deletion comes from the
 * owner or an admin (the system never deletes). Other changes by the system (e.g. active → pending
 * when an offer is accepted) pass with isOwner and isAdmin false.
 */
export function canActorTransition(
  actor: StatusChangeActor | 'system',
  from: DealStatus,
  to: DealStatus,
): boolean {
  if (!canTransition(from, to)) return false;
  if (to === 'deleted') return actor !== 'system' && (actor.isOwner || actor.isAdmin);
  return true;
}

/**
 * Where a status history entry came from (docs/requirements.md#r4-3): through the platform, off platform, the
 * system.
 */
export const STATUS_HISTORY_SOURCES = ['platform', 'offPlatform', 'system'] as const;
export const statusHistorySourceSchema = z.enum(STATUS_HISTORY_SOURCES);
export type StatusHistorySource = z.infer<typeof statusHistorySourceSchema>;

/** Source of a change asked for by a person, from the dialog's "through the platform?" answer. */
export function sourceOfChange(throughPlatform: boolean): StatusHistorySource {
  return throughPlatform ? 'platform' : 'offPlatform';
}

export const STATUS_COMMENTS_MAX_LENGTH = 1000;
export const CANCEL_REASON_MAX_LENGTH = 1000;

/** Body of a status change: the dialog's answers. A cancel needs a reason (docs/requirements.md#r5-6). */
export const statusChangeSchema = z
  .object({
    to: dealStatusSchema,
    throughPlatform: z.boolean({ error: 'required' }),
    comments: textSchema({
      max: STATUS_COMMENTS_MAX_LENGTH,
      multiline: true,
      messages: { tooLong: 'commentsTooLong' },
    }).optional(),
    cancelReason: textSchema({
      max: CANCEL_REASON_MAX_LENGTH,
      multiline: true,
      messages: { tooLong: 'cancelReasonTooLong' },
    }).optional(),
    /**
     * The seller saw what a change off the market does to the listing's open offers and confirms it
     * (docs/requirements.md#r4-9); without it such a change answers 409 OPEN_OFFERS_TO_CLOSE.
     */
    confirmCloseOffers: z.boolean().optional(),
  })
  .strict()
  .refine((body) => body.to !== 'canceled' || Boolean(body.cancelReason), {
    path: ['cancelReason'],
    message: 'cancelReasonRequired',
    // Checked even while other answers are missing, so the dialog shows every error at once.
    when: ({ value }) => (value as { to?: unknown } | undefined)?.to === 'canceled',
  })
  .meta({ id: 'StatusChange' });
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** Query of DELETE /api/deals/{dealId}: `confirmCloseOffers=true` confirms closing its open offers. */
export const deleteDealQuerySchema = z
  .object({ confirmCloseOffers: z.enum(['true', 'false']).optional() })
  .strict()
  .meta({ id: 'DeleteDealQuery' });
export type DeleteDealQuery = z.infer<typeof deleteDealQuerySchema>;

export const statusHistoryEntrySchema = z
  .object({
    status: dealStatusSchema,
    at: z.string(),
    source: statusHistorySourceSchema,
    comments: z.string().nullable(),
    cancelReason: z.string().nullable(),
  })
  .meta({ id: 'StatusHistoryEntry' });
export type StatusHistoryEntry = z.infer<typeof statusHistoryEntrySchema>;
