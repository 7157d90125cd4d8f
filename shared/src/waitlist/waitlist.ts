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

/** `added` for a new entry; `already-listed` when the address is on the list already (answered kindly). */
export const requestAccessResultSchema = z
  .object({ status: z.enum(['added', 'already-listed']) })
  .meta({ id: 'RequestAccessResult' });

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
