/**
 * Invitations (docs/requirements.md#r3-9, docs/requirements.md#r4-6 Invitation): the beta is invitation-only.
 * An invitation is for one role, valid 90 days, and pending until used or expired. Its token is shown once,
 * as a link, and stored only as a hash.
 */
import * as z from 'zod';
import { type Role, roleSchema, type RoleHolder, hasRole } from '../users/roles';
import { emailSchema, personNameSchema, phoneSchema, signUpPasswordSchema } from '../core/validation';
import { languageSchema } from '../core/language';
import { cursorPageSchema } from '../api/cursor-page';

export const INVITATION_VALIDITY_DAYS = 90;
/** Most invitations one request may generate (the issue asks for a sane maximum). */
export const MAX_INVITATION_BATCH = 25;
/** Length of a token in characters of base64url (32 random bytes). */
export const INVITATION_TOKEN_LENGTH = 43;

export const invitationStatusSchema = z.enum(['pending', 'used', 'expired']);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

/** An invitation token as it travels in a link: base64url, fixed length. */
export const invitationTokenSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9_-]{${INVITATION_TOKEN_LENGTH}}$`), 'invitationTokenInvalid');

export const invitationSchema = z
  .object({
    invitationId: z.string(),
    role: roleSchema,
    status: invitationStatusSchema,
    createdAt: z.string(),
    expiresAt: z.string(),
    usedAt: z.string().nullable(),
    createdBy: z.string(),
    /** Set when the invitation came from a waitlist entry or was e-mailed. */
    email: z.string().nullable(),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitationSchema>;

/** A freshly generated invitation: the only time its token and link are ever shown. */
export const newInvitationSchema = invitationSchema
  .extend({ token: z.string(), link: z.string() })
  .meta({ id: 'NewInvitation' });

export const generateInvitationsBodySchema = z
  .object({
    role: roleSchema,
    count: z.number().int().min(1, 'countTooSmall').max(MAX_INVITATION_BATCH, 'countTooLarge'),
  })
  .strict()
  .meta({ id: 'GenerateInvitationsBody' });

export const invitationListSchema = cursorPageSchema(invitationSchema, 'InvitationList');

export const listQuerySchema = z.object({
  cursor: z.string().max(1024).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/**
 * Which roles a user may invite: admins any; owners buyers, originators and owners; originators
 * their team (buyers and originators). Everybody else none.
 */
export function invitableRoles(user: RoleHolder): Role[] {
  if (hasRole(user, 'admin')) return ['buyer', 'originator', 'owner', 'admin'];
  if (hasRole(user, 'owner')) return ['buyer', 'originator', 'owner'];
  if (hasRole(user, 'originator')) return ['buyer', 'originator'];
  return [];
}

/** The status of an invitation at a moment: a pending one past its expiry is expired. */
export function invitationStatusAt(
  stored: { status: InvitationStatus; expiresAt: string },
  now: Date,
): InvitationStatus {
  if (stored.status === 'pending' && new Date(stored.expiresAt).getTime() <= now.getTime()) return 'expired';
  return stored.status;
}

/** Answer of GET /api/auth/validate-invitation/{token}: usable or not, and why. */
export const invitationValidationSchema = z
  .object({
    valid: z.boolean(),
    status: z.enum(['pending', 'used', 'expired', 'unknown']),
    role: roleSchema.nullable(),
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'InvitationValidation' });
export type InvitationValidation = z.infer<typeof invitationValidationSchema>;

/**
 * Body of POST /api/aws-auth/signup-with-invitation (docs/requirements.md#r7-1 plus phone): the phone is
 * required unless the invitation is for an admin (`requiresPhoneNumber`), which only the server knows, so it
 * is optional here and checked against the invitation's role there.
 */
export const signUpWithInvitationBodySchema = z
  .object({
    email: emailSchema,
    password: signUpPasswordSchema,
    firstName: personNameSchema,
    lastName: personNameSchema,
    invitationToken: invitationTokenSchema,
    phoneNumber: phoneSchema.optional(),
    languagePreference: languageSchema.optional(),
  })
  .strict()
  .meta({ id: 'SignUpWithInvitationBody' });
export type SignUpWithInvitationBody = z.infer<typeof signUpWithInvitationBodySchema>;

export const signUpResultSchema = z
  .object({
    userId: z.string(),
    email: z.string(),
    role: roleSchema,
    /** True when the e-mail address must be confirmed with a code at /verify after signing in. */
    emailVerificationRequired: z.boolean(),
  })
  .meta({ id: 'SignUpResult' });

/** The link an invitation is shared as: the sign-up entry page with the token. */
export function invitationLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/$/, '')}/signup?invitation=${encodeURIComponent(token)}`;
}
