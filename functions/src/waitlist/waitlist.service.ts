/** What the API does with the waitlist: joining it, listing it, and turning entries into invitations. */
import { ulid } from 'ulid';
import type { Invitation } from '#shared/invitations/invitations';
import type { RequestAccessBody, WaitlistEntry } from '#shared/waitlist/waitlist';
import type { WaitlistEntryRecord } from '../db/entities/waitlist-entry.entity';
import type { Page } from '../db/query';
import { env } from '../lib/env';
import { AppError, ConflictError, NotFoundError } from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { sendEmail } from '../lib/mailer';
import { DEFAULT_PAGE_SIZE, newInvitation, toInvitationResponse } from '../invitations/invitations.service';
import { enforceRateLimit } from '../rate-limits/rate-limits.service';
import { invitationEmail } from './invitation-email';
import {
  addEntry,
  findEntryById,
  markEntryInvited,
  queryWaitlist,
  undoEntryInvited,
} from './waitlist.repository';

/** The entry as the API answers it. */
export function toWaitlistEntryResponse(entry: WaitlistEntryRecord): WaitlistEntry {
  return {
    entryId: entry.entryId,
    firstName: entry.firstName,
    lastName: entry.lastName,
    email: entry.email,
    role: entry.role,
    note: entry.note,
    status: entry.status,
    createdAt: entry.createdAt,
    invitedAt: entry.invitedAt,
  };
}

/** A new waiting entry from the form. */
export function newWaitlistEntry(body: RequestAccessBody, now: Date): WaitlistEntryRecord {
  return {
    entryId: ulid(now.getTime()),
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    role: body.role,
    note: body.note ? body.note : null,
    status: 'waiting',
    createdAt: now.toISOString(),
    invitedAt: null,
    invitationId: null,
    invitedBy: null,
  };
}

/**
 * Puts the address on the waitlist. A listed address is answered `already-listed` (kindly, and
 * without saying anything else about it); a full list answers 409 WAITLIST_FULL (docs/requirements.md#r8-3).
 */
export async function requestAccess(
  body: RequestAccessBody,
  sourceIp: string | undefined,
  now: Date,
): Promise<{ status: 'added' | 'already-listed' }> {
  await enforceRateLimit('requestAccess', body.email, now);
  if (sourceIp) await enforceRateLimit('requestAccessPerIp', `ip:${sourceIp}`, now);
  const outcome = await addEntry(newWaitlistEntry(body, now), env().WAITLIST_CAPACITY);
  if (outcome === 'full') throw new AppError('WAITLIST_FULL');
  return { status: outcome === 'added' ? 'added' : 'already-listed' };
}

/** One page of entries, oldest first, optionally of one status. */
export async function listWaitlist(options: {
  status?: WaitlistEntry['status'];
  cursor?: string;
  limit?: number;
}): Promise<Page<WaitlistEntry>> {
  const page = await queryWaitlist(options.limit ?? DEFAULT_PAGE_SIZE, options.cursor, options.status);
  return { items: page.items.map(toWaitlistEntryResponse), nextCursor: page.nextCursor };
}

/**
 * Turns a waiting entry into an invitation for the role asked for, and e-mails its link. 404 for an
 * unknown entry, 409 for one already invited. If the e-mail cannot be sent the invitation is undone,
 * so the admin can try again rather than leave someone invited who never heard of it.
 */
export async function inviteWaitlistEntry(
  principal: Principal,
  entryId: string,
  now: Date,
): Promise<{ entry: WaitlistEntry; invitation: Invitation }> {
  const entry = await findEntryById(entryId);
  if (!entry) throw new NotFoundError('Waitlist entry not found.');
  if (entry.status !== 'waiting') throw new ConflictError('This waitlist entry has already been invited.');

  const { record, link } = newInvitation({
    role: entry.role,
    createdBy: principal.userId,
    email: entry.email,
    now,
  });
  const invitedAt = now.toISOString();
  if (!(await markEntryInvited(entry, record, principal.userId, invitedAt))) {
    throw new ConflictError('This waitlist entry has already been invited.');
  }
  try {
    await sendEmail(
      invitationEmail({
        to: entry.email,
        firstName: entry.firstName,
        role: entry.role,
        link,
        expiresAt: record.validUntil,
      }),
    );
  } catch (error) {
    await undoEntryInvited(entry, record);
    throw error;
  }
  const invited: WaitlistEntryRecord = {
    ...entry,
    status: 'invited',
    invitedAt,
    invitationId: record.invitationId,
    invitedBy: principal.userId,
  };
  return { entry: toWaitlistEntryResponse(invited), invitation: toInvitationResponse(record, now) };
}
