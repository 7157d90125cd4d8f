/**
 * What the API does with the waitlist: asking to join it, confirming the address, listing it, and
 * turning entries into invitations. Only a confirmed entry takes a place (docs/requirements.md#r1-5-waitlist-confirm).
 */
import { ulid } from 'ulid';
import type { Invitation } from '#shared/invitations/invitations';
import {
  type ConfirmWaitlistEntryBody,
  type RequestAccessBody,
  WAITLIST_CONFIRM_PAGE,
  WAITLIST_CONFIRMATION_HOURS,
  type WaitlistEntry,
} from '#shared/waitlist/waitlist';
import type { WaitlistEntryRecord } from '../db/entities/waitlist-entry.entity';
import type { Page } from '../db/query';
import { env } from '../lib/env';
import { AppError, ConflictError, NotFoundError } from '../lib/errors';
// A confirmation link's token is made and stored exactly as an invitation's: 256 random bits, kept as a hash.
import { hashInvitationToken, newInvitationToken } from '../invitations/invitation-token';
import type { Principal } from '../lib/http/principal';
import { sendEmail } from '../lib/mailer';
import { DEFAULT_PAGE_SIZE, newInvitation, toInvitationResponse } from '../invitations/invitations.service';
import { enforceRateLimit } from '../rate-limits/rate-limits.service';
import { waitlistConfirmationEmail } from './confirmation-email';
import { invitationEmail } from './invitation-email';
import {
  confirmEntry,
  findEntryById,
  getEntry,
  isWaitlistFull,
  markEntryInvited,
  putUnconfirmedEntry,
  queryWaitlist,
  undoEntryInvited,
} from './waitlist.repository';

/** The entry as the API answers it; an unconfirmed entry is in no list and is never answered. */
export function toWaitlistEntryResponse(entry: WaitlistEntryRecord): WaitlistEntry {
  if (entry.status === 'unconfirmed') throw new Error(`Waitlist entry ${entry.entryId} is not confirmed`);
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

/** A new unconfirmed entry from the form, waiting for the link whose token hashes to `confirmationHash`. */
export function newWaitlistEntry(
  body: RequestAccessBody,
  now: Date,
  confirmationHash: string,
): WaitlistEntryRecord {
  return {
    entryId: ulid(now.getTime()),
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    role: body.role,
    note: body.note ? body.note : null,
    status: 'unconfirmed',
    createdAt: now.toISOString(),
    invitedAt: null,
    invitationId: null,
    invitedBy: null,
    confirmationHash,
    confirmBy: new Date(now.getTime() + WAITLIST_CONFIRMATION_HOURS * 60 * 60 * 1000).toISOString(),
  };
}

/** `${SITE_URL}/requestAccess/confirm?entry=…&token=…`: the page that confirms the entry. */
export function confirmationLink(siteUrl: string, entryId: string, token: string): string {
  const url = new URL(WAITLIST_CONFIRM_PAGE, siteUrl);
  url.searchParams.set('entry', entryId);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * Asks to join the waitlist: writes an unconfirmed entry (the claim) and e-mails its confirmation
 * link. A confirmed address is answered `already-listed` (kindly, and without saying anything else
 * about it); a full list answers 409 WAITLIST_FULL (docs/requirements.md#r8-3) and sends nothing.
 * Limits count the canonical address, so plus-addresses share one (docs/requirements.md#r1-5-plus-address).
 */
export async function requestAccess(
  body: RequestAccessBody,
  sourceIp: string | undefined,
  now: Date,
): Promise<{ status: 'confirmation-sent' | 'already-listed' }> {
  await enforceRateLimit('requestAccess', body.email, now);
  if (sourceIp) await enforceRateLimit('requestAccessPerIp', `ip:${sourceIp}`, now);
  const token = newInvitationToken();
  const entry = newWaitlistEntry(body, now, hashInvitationToken(token));
  if ((await putUnconfirmedEntry(entry)) === 'listed') return { status: 'already-listed' };
  if (await isWaitlistFull(env().WAITLIST_CAPACITY)) throw new AppError('WAITLIST_FULL');
  await sendEmail(
    waitlistConfirmationEmail({
      to: entry.email,
      firstName: entry.firstName,
      link: confirmationLink(env().SITE_URL, entry.entryId, token),
      validHours: WAITLIST_CONFIRMATION_HOURS,
    }),
  );
  return { status: 'confirmation-sent' };
}

/**
 * Confirms an entry from its link: from then on it takes a place of the capacity. A link followed
 * twice answers `confirmed` again; an unknown, wrong or expired one 400 LINK_INVALID; a full list
 * 409 WAITLIST_FULL.
 */
export async function confirmWaitlistEntry(
  body: ConfirmWaitlistEntryBody,
  now: Date,
): Promise<{ status: 'confirmed' }> {
  const entry = await findEntryById(body.entryId);
  if (!entry) throw new AppError('LINK_INVALID');
  const hash = hashInvitationToken(body.token);
  const outcome = await confirmEntry(entry, hash, env().WAITLIST_CAPACITY, now);
  if (outcome === 'full') throw new AppError('WAITLIST_FULL');
  if (outcome === 'invalid') {
    const current = await getEntry(entry.email);
    const confirmedByThisLink = current?.status !== 'unconfirmed' && current?.confirmationHash === hash;
    if (!confirmedByThisLink) throw new AppError('LINK_INVALID');
  }
  return { status: 'confirmed' };
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
  // An unconfirmed entry is not on the list admins see.
  if (!entry || entry.status === 'unconfirmed') throw new NotFoundError('Waitlist entry not found.');
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
