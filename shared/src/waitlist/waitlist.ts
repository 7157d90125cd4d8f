/**
 * The waitlist (docs/requirements.md#r1-5, docs/requirements.md#r2-2 /requestAccess): people ask for an
 * invitation; admins turn entries into one.
 */
import * as z from 'zod';
import { emailSchema, noteSchema, personNameSchema } from '../core/validation';
import { invitationSchema } from '../invitations/invitations';
import { cursorPageSchema } from '../api/cursor-page';

export const WAITLIST_NOTE_MAX_LENGTH = 500;
/** Roles a person may ask for; owner and admin are granted only by an admin. */
export const waitlistRoleSchema = z.enum(['buyer', 'originator']);

export const requestAccessBodySchema = z
  .object({
    firstName: personNameSchema,
    lastName: personNameSchema,
    email: emailSchema,
    role: waitlistRoleSchema,
    note: noteSchema(WAITLIST_NOTE_MAX_LENGTH).optional(),
  })
  .strict()
  .meta({ id: 'RequestAccessBody' });
export type RequestAccessBody = z.infer<typeof requestAccessBodySchema>;

/**
 * `confirmation-sent`: an e-mail with a confirmation link went to the address, and the entry counts
 * once it is confirmed (docs/requirements.md#r1-5-waitlist-confirm); `already-listed` when the address
 * is confirmed on the list already (answered kindly).
 */
export const requestAccessResultSchema = z
  .object({ status: z.enum(['confirmation-sent', 'already-listed']) })
  .meta({ id: 'RequestAccessResult' });

/** The SPA page the confirmation link opens (`?entry=<entryId>&token=<token>`). */
export const WAITLIST_CONFIRM_PAGE = '/requestAccess/confirm';

/** How long a confirmation link works; an entry not confirmed by then never counts and is removed. */
export const WAITLIST_CONFIRMATION_HOURS = 24;

/** The confirmation link's parameters: the entry and its secret (43 base64url characters). */
export const confirmWaitlistEntryBodySchema = z
  .object({
    entryId: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/),
    token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  })
  .strict()
  .meta({ id: 'ConfirmWaitlistEntryBody' });
export type ConfirmWaitlistEntryBody = z.infer<typeof confirmWaitlistEntryBodySchema>;

/** The entry is confirmed and counts toward the capacity (again `confirmed` for a link used twice). */
export const confirmWaitlistEntryResultSchema = z
  .object({ status: z.literal('confirmed') })
  .meta({ id: 'ConfirmWaitlistEntryResult' });

export const waitlistEntryStatusSchema = z.enum(['waiting', 'invited']);

export const waitlistEntrySchema = z
  .object({
    entryId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: waitlistRoleSchema,
    note: z.string().nullable(),
    status: waitlistEntryStatusSchema,
    createdAt: z.string(),
    invitedAt: z.string().nullable(),
  })
  .meta({ id: 'WaitlistEntry' });
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const waitlistQuerySchema = z.object({
  status: waitlistEntryStatusSchema.optional(),
  cursor: z.string().max(1024).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const waitlistPageSchema = cursorPageSchema(waitlistEntrySchema, 'WaitlistPage');

export const waitlistInviteResultSchema = z
  .object({ entry: waitlistEntrySchema, invitation: invitationSchema })
  .meta({ id: 'WaitlistInviteResult' });
