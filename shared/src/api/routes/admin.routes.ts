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
import { auditPageSchema, auditQuerySchema } from '#shared/admin/audit-log';
import {
  decideRoleRequestBodySchema,
  roleRequestPageSchema,
  roleRequestParamsSchema,
  roleRequestQuerySchema,
  roleRequestSchema,
} from '#shared/users/role-requests';
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

export const listRoleRequests = route({
  id: 'listRoleRequests',
  method: 'GET',
  path: '/api/admin/role-requests',
  auth: ['admin'],
  summary: 'Pending role requests, oldest first (admin)',
  request: { query: roleRequestQuerySchema },
  response: roleRequestPageSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const decideRoleRequest = route({
  id: 'decideRoleRequest',
  method: 'PUT',
  path: '/api/admin/role-requests/{userId}/{role}',
  auth: ['admin'],
  summary: "Approves (the role is granted) or denies a user's pending role request; audited (admin)",
  request: { params: roleRequestParamsSchema, body: decideRoleRequestBodySchema },
  response: roleRequestSchema,
  successStatus: 200,
  grants: ['table:read', 'table:write', 'users:admin'],
});

export const listAuditLog = route({
  id: 'listAuditLog',
  method: 'GET',
  path: '/api/admin/audit-log',
  auth: ['admin'],
  summary: 'Role requests, role decisions and invitations minted, newest first (admin)',
  request: { query: auditQuerySchema },
  response: auditPageSchema,
  successStatus: 200,
  grants: ['table:read'],
});

/** The admin routes, in the order the OpenAPI document lists them. */
export const adminRoutes = [
  listUsers,
  setUserRoles,
  setUserStatus,
  setUserFirstRightOfRefusal,
  listRoleRequests,
  decideRoleRequest,
  listAuditLog,
] as const;
