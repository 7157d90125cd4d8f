/** Routes of the invitation-only beta: generating, listing and validating invitations, and signing up with one. */
import * as z from 'zod';
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
import { featureRoutes } from '../route';

const route = featureRoutes('invitations');

const INVITERS = ['originator', 'owner', 'admin'] as const;

export const generateInvitations = route({
  id: 'generateInvitations',
  method: 'POST',
  path: '/api/invitations',
  auth: INVITERS,
  summary: 'Generates a batch of invitations for one role; tokens and links are shown only in this answer',
  request: { body: generateInvitationsBodySchema },
  response: z.object({ invitations: z.array(newInvitationSchema) }).meta({ id: 'GeneratedInvitations' }),
  successStatus: 201,
  grants: ['table:read', 'table:write'],
});

export const listMyInvitations = route({
  id: 'listMyInvitations',
  method: 'GET',
  path: '/api/invitations',
  auth: INVITERS,
  summary: "The caller's invitations, newest first",
  request: { query: listQuerySchema },
  response: invitationListSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const listAllInvitations = route({
  id: 'listAllInvitations',
  method: 'GET',
  path: '/api/admin/invitations',
  auth: ['admin'],
  summary: 'Every invitation, newest first (admin)',
  request: { query: listQuerySchema.extend({ status: invitationStatusSchema.optional() }) },
  response: invitationListSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const validateInvitation = route({
  id: 'validateInvitation',
  method: 'GET',
  path: '/api/auth/validate-invitation/{token}',
  auth: 'public',
  summary: 'Whether an invitation token is usable, and for which role',
  request: { params: z.object({ token: z.string().min(1).max(256) }) },
  response: invitationValidationSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const signUpWithInvitation = route({
  id: 'signUpWithInvitation',
  method: 'POST',
  path: '/api/aws-auth/signup-with-invitation',
  auth: 'public',
  summary: "Creates the account an invitation allows, in the invitation's role, and uses the invitation up",
  request: { body: signUpWithInvitationBodySchema },
  response: signUpResultSchema,
  successStatus: 201,
  grants: ['table:read', 'table:write', 'users:admin'],
});

/** The invitations routes, in the order the OpenAPI document lists them. */
export const invitationsRoutes = [
  generateInvitations,
  listMyInvitations,
  listAllInvitations,
  validateInvitation,
  signUpWithInvitation,
] as const;
