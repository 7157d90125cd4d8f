/** Routes of the invitation-only beta: generating, listing and validating invitations, and signing up with one. */
import { z } from 'zod';
import {
  generateInvitationsBodySchema,
  invitationListSchema,
  invitationStatusSchema,
  invitationValidationSchema,
  listQuerySchema,
  newInvitationSchema,
  signUpResultSchema,
  signUpWithInvitationBodySchema,
} from '#shared/invitations/invitations';
import { defineRoute } from '../route';

const INVITERS = ['originator', 'owner', 'admin'] as const;

export const generateInvitations = defineRoute({
  id: 'generateInvitations',
  method: 'POST',
  path: '/api/invitations',
  auth: INVITERS,
  handler: 'invitations/handlers/generate-invitations',
  summary: 'Generates a batch of invitations for one role; tokens and links are shown only in this answer',
  tag: 'invitations',
  request: { body: generateInvitationsBodySchema },
  response: z.object({ invitations: z.array(newInvitationSchema) }).meta({ id: 'GeneratedInvitations' }),
  successStatus: 201,
  grants: ['table:read', 'table:write'],
});

export const listMyInvitations = defineRoute({
  id: 'listMyInvitations',
  method: 'GET',
  path: '/api/invitations',
  auth: INVITERS,
  handler: 'invitations/handlers/list-my-invitations',
  summary: "The caller's invitations, newest first",
  tag: 'invitations',
  request: { query: listQuerySchema },
  response: invitationListSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const listAllInvitations = defineRoute({
  id: 'listAllInvitations',
  method: 'GET',
  path: '/api/admin/invitations',
  auth: ['admin'],
  handler: 'invitations/handlers/list-all-invitations',
  summary: 'Every invitation, newest first (admin)',
  tag: 'admin',
  request: { query: listQuerySchema.extend({ status: invitationStatusSchema.optional() }) },
  response: invitationListSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const validateInvitation = defineRoute({
  id: 'validateInvitation',
  method: 'GET',
  path: '/api/auth/validate-invitation/{token}',
  auth: 'public',
  handler: 'invitations/handlers/validate-invitation',
  summary: 'Whether an invitation token is usable, and for which role',
  tag: 'invitations',
  request: { params: z.object({ token: z.string().min(1).max(256) }) },
  response: invitationValidationSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const signUpWithInvitation = defineRoute({
  id: 'signUpWithInvitation',
  method: 'POST',
  path: '/api/aws-auth/signup-with-invitation',
  auth: 'public',
  handler: 'invitations/handlers/sign-up-with-invitation',
  summary: "Creates the account an invitation allows, in the invitation's role, and uses the invitation up",
  tag: 'invitations',
  request: { body: signUpWithInvitationBodySchema },
  response: signUpResultSchema,
  successStatus: 201,
  grants: ['table:read', 'table:write', 'users:admin'],
});
