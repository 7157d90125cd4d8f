/** What the API does with invitations: generating, listing and validating them. */
import { monotonicFactory } from 'ulid';
import {
  INVITATION_VALIDITY_DAYS,
  invitableRoles,
  invitationLink,
  invitationStatusAt,
  invitationTokenSchema,
  type Invitation,
  type InvitationStatus,
  type InvitationValidation,
} from '#shared/invitations/invitations';
import { hasRole, type Role, type RoleHolder } from '#shared/users/roles';
import type { InvitationRecord } from '../db/entities/invitation.entity';
import type { Page } from '../db/query';
import { env } from '../lib/env';
import { ForbiddenError, InvitationLimitReachedError } from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { auditEntry } from '../audit/audit-log.service';
import { enforceRateLimit } from '../rate-limits/rate-limits.service';
import { hashInvitationToken, newInvitationToken } from './invitation-token';
import {
  findInvitation,
  putInvitations,
  queryAllInvitations,
  queryInvitationsByInviter,
} from './invitations.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Monotonic, so the invitations of one batch (same millisecond) still list in the order made. */
const nextInvitationId = monotonicFactory();
export const DEFAULT_PAGE_SIZE = 20;

export interface NewInvitation {
  record: InvitationRecord;
  /** Shown once, in the answer or the e-mail; never stored. */
  token: string;
  link: string;
}

/** A new pending invitation record and its token (not stored yet). */
export function newInvitation(options: {
  role: Role;
  createdBy: string;
  email: string | null;
  now: Date;
}): NewInvitation {
  const token = newInvitationToken();
  const createdAt = options.now.toISOString();
  return {
    token,
    link: invitationLink(env().SITE_URL, token),
    record: {
      invitationId: nextInvitationId(options.now.getTime()),
      tokenHash: hashInvitationToken(token),
      role: options.role,
      status: 'pending',
      createdAt,
      validUntil: new Date(options.now.getTime() + INVITATION_VALIDITY_DAYS * DAY_MS).toISOString(),
      createdBy: options.createdBy,
      email: options.email,
      usedAt: null,
      usedBy: null,
    },
  };
}

/** The invitation as the API answers it, with its status at `now`. */
export function toInvitationResponse(record: InvitationRecord, now: Date): Invitation {
  return {
    invitationId: record.invitationId,
    role: record.role,
    status: invitationStatusAt({ status: record.status, expiresAt: record.validUntil }, now),
    createdAt: record.createdAt,
    expiresAt: record.validUntil,
    usedAt: record.usedAt,
    createdBy: record.createdBy,
    email: record.email,
  };
}

/**
 * Counts `count` invitations against the inviter's daily cap (docs/requirements.md#r9-8): 429
 * INVITATION_LIMIT_REACHED, counting nothing, when they would pass it.
 */
async function takeFromInvitationCap(inviter: RoleHolder & { userId: string }, count: number, now: Date) {
  await enforceRateLimit(
    hasRole(inviter, 'admin') ? 'invitationsPerDayAdmin' : 'invitationsPerDay',
    inviter.userId,
    now,
    { uses: count, refusal: () => new InvitationLimitReachedError() },
  );
}

/** The audit record of a batch of invitations, for the transaction that stores them. */
const invitationsMintedAudit = (inviter: Principal, role: Role, count: number, now: Date) =>
  auditEntry({
    action: 'invitationsCreated',
    actor: { userId: inviter.userId, email: inviter.email },
    subject: null,
    role,
    count,
    now,
  });

/**
 * Generates `count` invitations for `role`: 403 when the caller may not invite that role, 429 past
 * their daily cap. The batch and its audit record are stored in one transaction.
 */
export async function generateInvitations(
  principal: Principal,
  role: Role,
  count: number,
  now: Date,
): Promise<Array<Invitation & { token: string; link: string }>> {
  if (!invitableRoles(principal).includes(role)) {
    throw new ForbiddenError(`You may not invite users with the role ${role}.`);
  }
  await takeFromInvitationCap(principal, count, now);
  const batch = Array.from({ length: count }, () =>
    newInvitation({ role, createdBy: principal.userId, email: null, now }),
  );
  await putInvitations(
    batch.map((invitation) => invitation.record),
    invitationsMintedAudit(principal, role, count, now),
  );
  return batch.map(({ record, token, link }) => ({ ...toInvitationResponse(record, now), token, link }));
}

/** One page of the caller's invitations, newest first. */
export async function listInvitationsOf(
  inviterId: string,
  options: { cursor?: string; limit?: number },
  now: Date,
): Promise<Page<Invitation>> {
  const page = await queryInvitationsByInviter(inviterId, options.limit ?? DEFAULT_PAGE_SIZE, options.cursor);
  return {
    items: page.items.map((record) => toInvitationResponse(record, now)),
    nextCursor: page.nextCursor,
  };
}

/** One page of every invitation, newest first, optionally only those in one status. */
export async function listAllInvitations(
  options: { cursor?: string; limit?: number; status?: InvitationStatus },
  now: Date,
): Promise<Page<Invitation>> {
  const page = await queryAllInvitations(
    options.limit ?? DEFAULT_PAGE_SIZE,
    options.cursor,
    options.status,
    now.toISOString(),
  );
  return {
    items: page.items.map((record) => toInvitationResponse(record, now)),
    nextCursor: page.nextCursor,
  };
}

/** The invitation a token stands for, or null for a malformed or unknown token. */
export async function findInvitationByToken(token: string): Promise<InvitationRecord | null> {
  const parsed = invitationTokenSchema.safeParse(token);
  if (!parsed.success) return null;
  return findInvitation(hashInvitationToken(parsed.data));
}

/** Whether a token can be used now, and for which role; never an error, whatever the token. */
export async function validateInvitationToken(token: string, now: Date): Promise<InvitationValidation> {
  const record = await findInvitationByToken(token);
  if (!record) return { valid: false, status: 'unknown', role: null, expiresAt: null };
  const status = invitationStatusAt({ status: record.status, expiresAt: record.validUntil }, now);
  return { valid: status === 'pending', status, role: record.role, expiresAt: record.validUntil };
}
