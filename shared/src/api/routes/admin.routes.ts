/** Admin routes of the users tab (docs/requirements.md#r2-14); invitations and waitlist declare their own. */
import {
  adminUserPageSchema,
  adminUserParamsSchema,
  adminUserQuerySchema,
  adminUserSchema,
  setFirstRightOfRefusalBodySchema,
  setUserRolesBodySchema,
  setUserStatusBodySchema,
} from '#shared/admin/admin-users';
import { featureRoutes } from '../route';

const route = featureRoutes('admin');

export const listUsers = route({
  id: 'listUsers',
  method: 'GET',
  path: '/api/admin/users',
  auth: ['admin'],
  summary: 'Users by e-mail, or those whose e-mail or last name starts with the search (admin)',
  request: { query: adminUserQuerySchema },
  response: adminUserPageSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const setUserRoles = route({
  id: 'setUserRoles',
  method: 'PUT',
  path: '/api/admin/users/{userId}/roles',
  auth: ['admin'],
  summary: "Sets a user's roles (any of the four); Cognito groups kept in step (admin)",
  request: { params: adminUserParamsSchema, body: setUserRolesBodySchema },
  response: adminUserSchema,
  successStatus: 200,
  grants: ['table:read', 'table:write', 'users:admin'],
});

export const setUserStatus = route({
  id: 'setUserStatus',
  method: 'PUT',
  path: '/api/admin/users/{userId}/status',
  auth: ['admin'],
  summary: 'Deactivates (disabled in Cognito, signed out everywhere) or reactivates a user (admin)',
  request: { params: adminUserParamsSchema, body: setUserStatusBodySchema },
  response: adminUserSchema,
  successStatus: 200,
  grants: ['table:read', 'table:write', 'users:admin'],
});

export const setUserFirstRightOfRefusal = route({
  id: 'setUserFirstRightOfRefusal',
  method: 'PUT',
  path: '/api/admin/users/{userId}/first-right-of-refusal',
  auth: ['admin'],
  summary: 'Grants or takes away first right of refusal: exclusive listings and first alerts (admin)',
  request: { params: adminUserParamsSchema, body: setFirstRightOfRefusalBodySchema },
  response: adminUserSchema,
  successStatus: 200,
  grants: ['table:read', 'table:write'],
});

/** The admin routes, in the order the OpenAPI document lists them. */
export const adminRoutes = [listUsers, setUserRoles, setUserStatus, setUserFirstRightOfRefusal] as const;
