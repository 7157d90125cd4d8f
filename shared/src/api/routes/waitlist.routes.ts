/** Routes of the waitlist: asking for access, and admins turning entries into invitations. */
import * as z from 'zod';
import {
  confirmWaitlistEntryBodySchema,
  confirmWaitlistEntryResultSchema,
  requestAccessBodySchema,
  requestAccessResultSchema,
  waitlistInviteResultSchema,
  waitlistPageSchema,
  waitlistQuerySchema,
} from '#shared/waitlist/waitlist';
import { featureRoutes } from '../route';

const route = featureRoutes('waitlist');

export const requestAccess = route({
  id: 'requestAccess',
  method: 'POST',
  path: '/api/auth/public-request-access',
  auth: 'public',
  summary:
    'Asks to join the waitlist: e-mails a confirmation link; an address already on it is answered kindly',
  request: { body: requestAccessBodySchema },
  response: requestAccessResultSchema,
  successStatus: 200,
  grants: ['table:read', 'table:write', 'email:send'],
});

export const confirmWaitlistEntry = route({
  id: 'confirmWaitlistEntry',
  method: 'POST',
  path: '/api/auth/public-confirm-waitlist-entry',
  auth: 'public',
  summary: 'Confirms a waitlist entry from the link in its e-mail; only then does it take a place',
  request: { body: confirmWaitlistEntryBodySchema },
  response: confirmWaitlistEntryResultSchema,
  successStatus: 200,
  grants: ['table:read', 'table:write'],
});

export const listWaitlist = route({
  id: 'listWaitlist',
  method: 'GET',
  path: '/api/admin/waitlist',
  auth: ['admin'],
  summary: 'Waitlist entries, oldest first (admin)',
  request: { query: waitlistQuerySchema },
  response: waitlistPageSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const inviteWaitlistEntry = route({
  id: 'inviteWaitlistEntry',
  method: 'POST',
  path: '/api/admin/waitlist/{entryId}/invite',
  auth: ['admin'],
  summary: 'Turns a waitlist entry into an invitation and e-mails its link (admin)',
  request: { params: z.object({ entryId: z.string().min(1).max(64) }) },
  response: waitlistInviteResultSchema,
  successStatus: 201,
  grants: ['table:read', 'table:write', 'email:send'],
});

/** The waitlist routes, in the order the OpenAPI document lists them. */
export const waitlistRoutes = [
  requestAccess,
  confirmWaitlistEntry,
  listWaitlist,
  inviteWaitlistEntry,
] as const;
