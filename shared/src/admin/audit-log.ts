/**
 * The audit log admins read (docs/requirements.md#r6-9): who asked for or decided a role, and who
 * minted invitations, when, and about whom.
 */
import * as z from 'zod';
import { cursorPageQuerySchema, cursorPageSchema } from '../api/cursor-page';
import { roleSchema } from '../users/roles';

export const AUDIT_ACTIONS = ['roleRequested', 'roleApproved', 'roleDenied', 'invitationsCreated'] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** Most entries one page of the audit log holds. */
export const AUDIT_PAGE_MAX = 50;

export const auditEntrySchema = z
  .object({
    auditId: z.string(),
    at: z.string(),
    action: auditActionSchema,
    /** Who acted, and their e-mail address then. */
    actorId: z.string(),
    actorEmail: z.string(),
    /** Whom it was about (the requester of a role); null when it was about no one yet. */
    subjectId: z.string().nullable(),
    subjectEmail: z.string().nullable(),
    role: roleSchema,
    /** How many invitations were minted; 1 for a role request or decision. */
    count: z.number().int(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = cursorPageSchema(auditEntrySchema, 'AuditPage');
export const auditQuerySchema = cursorPageQuerySchema(AUDIT_PAGE_MAX);
