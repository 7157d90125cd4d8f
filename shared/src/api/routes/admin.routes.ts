/** Admin routes of the users tab (issue "/admin"); invitations and waitlist declare their own. */
import {
  adminUserPageSchema,
  adminUserParamsSchema,
  adminUserQuerySchema,
  adminUserSchema,
  setFirstRightOfRefusalBodySchema,
  setUserRolesBodySchema,
  setUserStatusBodySchema,
} from '#shared/admin/admin-users';
import { defineRoute } from '../route';

export const listUsers = defineRoute({
  id: 'listUsers',
  method: 'GET',
  path: '/api/admin/users',
  auth: ['admin'],
  handler: 'admin/handlers/list-users',
  summary: 'Users by e-mail, or those whose e-mail or last name starts with the search (admin)',
  tag: 'admin',
  request: { query: adminUserQuerySchema },
  response: adminUserPageSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const setUserRoles = defineRoute({
  id: 'setUserRoles',
  method: 'PUT',
  path: '/api/admin/users/{userId}/roles',
  auth: ['admin'],
  handler: 'admin/handlers/set-user-roles',
  summary: "Sets a user's roles (any of the four); Cognito groups kept in step (admin)",
  tag: 'admin',
  request: { params: adminUserParamsSchema, body: setUserRolesBodySchema },
  response: adminUserSchema,
  successStatus: 200,
  grants: ['table:read', 'table:write', 'users:admin'],
});

export const setUserStatus = defineRoute({
  id: 'setUserStatus',
  method: 'PUT',
  path: '/api/admin/users/{userId}/status',
  auth: ['admin'],
  handler: 'admin/handlers/set-user-status',
  summary: 'Deactivates (disabled in Cognito, signed out everywhere) or reactivates a user (admin)',
  tag: 'admin',
  request: { params: adminUserParamsSchema, body: setUserStatusBodySchema },
  response: adminUserSchema,
  successStatus: 200,
  grants: ['table:read', 'table:write', 'users:admin'],
});

export const setUserFirstRightOfRefusal = defineRoute({
  id: 'setUserFirstRightOfRefusal',
  method: 'PUT',
  path: '/api/admin/users/{userId}/first-right-of-refusal',
  auth: ['admin'],
  handler: 'admin/handlers/set-user-first-right-of-refusal',
  summary: 'Grants or takes away first right of refusal: exclusive listings and first alerts (admin)',
  tag: 'admin',
  request: { params: adminUserParamsSchema, body: setFirstRightOfRefusalBodySchema },
  response: adminUserSchema,
  successStatus: 200,
  grants: ['table:read', 'table:write'],
});
