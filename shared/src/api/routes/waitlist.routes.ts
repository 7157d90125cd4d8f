/** Routes of the waitlist: asking for access, and admins turning entries into invitations. */
import { z } from 'zod';
import {
  requestAccessBodySchema,
  requestAccessResultSchema,
  waitlistInviteResultSchema,
  waitlistPageSchema,
  waitlistQuerySchema,
} from '#shared/waitlist/waitlist';
import { defineRoute } from '../route';

export const requestAccess = defineRoute({
  id: 'requestAccess',
  method: 'POST',
  path: '/api/auth/public-request-access',
  auth: 'public',
  handler: 'waitlist/handlers/request-access',
  summary: 'Joins the waitlist; an address already on it is answered kindly',
  tag: 'waitlist',
  request: { body: requestAccessBodySchema },
  response: requestAccessResultSchema,
  successStatus: 200,
  grants: ['table:read', 'table:write'],
});

export const listWaitlist = defineRoute({
  id: 'listWaitlist',
  method: 'GET',
  path: '/api/admin/waitlist',
  auth: ['admin'],
  handler: 'waitlist/handlers/list-waitlist',
  summary: 'Waitlist entries, oldest first (admin)',
  tag: 'admin',
  request: { query: waitlistQuerySchema },
  response: waitlistPageSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const inviteWaitlistEntry = defineRoute({
  id: 'inviteWaitlistEntry',
  method: 'POST',
  path: '/api/admin/waitlist/{entryId}/invite',
  auth: ['admin'],
  handler: 'waitlist/handlers/invite-waitlist-entry',
  summary: 'Turns a waitlist entry into an invitation and e-mails its link (admin)',
  tag: 'admin',
  request: { params: z.object({ entryId: z.string().min(1).max(64) }) },
  response: waitlistInviteResultSchema,
  successStatus: 201,
  grants: ['table:read', 'table:write', 'email:send'],
});
