/**
 * Invitation item. The token is never stored: the item is keyed by the token's SHA-256 hash, so a
 * table read (or a leaked backup) cannot be turned back into a working link.
 *
 * Access patterns:
 * - get an invitation by token: hash the token, GetItem pk=INVITATION#<sha256>, sk=INVITATION
 * - an inviter's invitations, newest first: Query gsi1 gsi1pk=INVITER#<userId>, ScanIndexForward=false
 * - every invitation, newest first (admin): Query gsi2 gsi2pk=INVITATIONS, ScanIndexForward=false
 *   (a status filter is a FilterExpression on that query: "expired" is a time rule, not a stored value;
 *   DynamoDB applies Limit before the filter, so a page reads a few rounds to fill up and may still
 *   come back short with a nextCursor, never with a wrong item)
 * - claim, release and use an invitation at sign-up: conditional UpdateItem / TransactWriteItems on pk
 *   (a release after "address already registered" binds the invitation to that address)
 */
import * as z from 'zod';
import { roleSchema } from '#shared/users/roles';
import { GSI1, GSI2 } from '../indexes';

export const INVITATION_ENTITY = 'Invitation';

/** An inviter's invitations in creation order. */
export const INVITATIONS_BY_INVITER_INDEX = GSI1;
/** Every invitation in creation order (admin list). */
export const ALL_INVITATIONS_INDEX = GSI2;

/** Primary key of an invitation: the SHA-256 hash of its token, so the token itself is never stored. */
export const invitationKey = (tokenHash: string) => ({ pk: `INVITATION#${tokenHash}`, sk: 'INVITATION' });

/** gsi1 partition of the invitations one user generated. */
export const invitationsByInviterPartition = (inviterId: string) => `INVITER#${inviterId}`;

/** gsi1 key of an invitation: its inviter's invitations, in creation order. */
export const invitationByInviterKey = (inviterId: string, createdAt: string, invitationId: string) => ({
  gsi1pk: invitationsByInviterPartition(inviterId),
  gsi1sk: `INVITATION#${createdAt}#${invitationId}`,
});

/** gsi2 partition holding every invitation (admin list). */
export const ALL_INVITATIONS_PARTITION = 'INVITATIONS';

/** gsi2 key of an invitation: all invitations, in creation order. */
export const allInvitationsKey = (createdAt: string, invitationId: string) => ({
  gsi2pk: ALL_INVITATIONS_PARTITION,
  gsi2sk: `${createdAt}#${invitationId}`,
});

/**
 * Stored status: `pending` until the sign-up that uses it commits, then `used`. "expired" is not
 * stored (a pending invitation past `validUntil` is expired), and a sign-up in progress is a claim
 * (`claimId`, `claimedAt`) on a pending invitation rather than a status of its own.
 */
export const storedInvitationStatusSchema = z.enum(['pending', 'used']);

export const invitationRecordSchema = z.object({
  invitationId: z.string(),
  tokenHash: z.string(),
  role: roleSchema,
  status: storedInvitationStatusSchema,
  createdAt: z.string(),
  /**
   * End of validity (ISO). Not named `expiresAt`: that is the table's TTL attribute (epoch
   * seconds), and an expired invitation must stay listed as expired rather than vanish.
   */
  validUntil: z.string(),
  /** User id of the inviter. */
  createdBy: z.string(),
  email: z.string().nullable(),
  usedAt: z.string().nullable(),
  /** User id of the account created with it. */
  usedBy: z.string().nullable(),
  claimId: z.string().optional(),
  claimedAt: z.string().optional(),
  /**
   * The address a sign-up with this invitation found already registered. From then on only that
   * address may claim it, so one invitation tells at most one address's fate (no enumeration).
   */
  boundEmail: z.string().optional(),
});
export type InvitationRecord = z.infer<typeof invitationRecordSchema>;

/** The stored item: the record plus its keys and entity name. */
export function toInvitationItem(invitation: InvitationRecord) {
  return {
    ...invitationKey(invitation.tokenHash),
    ...invitationByInviterKey(invitation.createdBy, invitation.createdAt, invitation.invitationId),
    ...allInvitationsKey(invitation.createdAt, invitation.invitationId),
    entity: INVITATION_ENTITY,
    ...invitation,
  };
}

/** Reads a stored item back into a record, refusing an item of another shape. */
export function fromInvitationItem(item: Record<string, unknown>): InvitationRecord {
  return invitationRecordSchema.parse(item);
}
