/**
 * Role requests (docs/requirements.md#r6-8): a self-managed role a user was not invited to is
 * requested, and an admin approves or denies it. The admin panel lists the pending ones.
 */
import * as z from 'zod';
import { cursorPageQuerySchema, cursorPageSchema } from '../api/cursor-page';
import { roleSchema } from './roles';
import { userSchema } from './user';

export const ROLE_REQUEST_STATUSES = ['pending', 'approved', 'denied'] as const;
export const roleRequestStatusSchema = z.enum(ROLE_REQUEST_STATUSES);
export type RoleRequestStatus = z.infer<typeof roleRequestStatusSchema>;

/** What an admin may decide on a pending request. */
export const ROLE_REQUEST_DECISIONS = ['approved', 'denied'] as const;
export type RoleRequestDecision = (typeof ROLE_REQUEST_DECISIONS)[number];

/** Most pending requests one page of the admin list holds. */
export const ROLE_REQUEST_PAGE_MAX = 50;

/** A role request as the admin panel sees it: who asked, for what, when, and what was decided. */
export const roleRequestSchema = z
  .object({
    userId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: roleSchema,
    status: roleRequestStatusSchema,
    requestedAt: z.string(),
    decidedAt: z.string().nullable(),
    /** User id of the admin who decided. */
    decidedBy: z.string().nullable(),
  })
  .meta({ id: 'RoleRequest' });
export type RoleRequest = z.infer<typeof roleRequestSchema>;

export const roleRequestPageSchema = cursorPageSchema(roleRequestSchema, 'RoleRequestPage');
export const roleRequestQuerySchema = cursorPageQuerySchema(ROLE_REQUEST_PAGE_MAX);

/** Path of one request: one user, one role (a user has at most one pending request per role). */
export const roleRequestParamsSchema = z.object({ userId: z.string().min(1).max(128), role: roleSchema });

/** Body of PUT /api/admin/role-requests/{userId}/{role}: approve or deny. */
export const decideRoleRequestBodySchema = z
  .object({ decision: z.enum(ROLE_REQUEST_DECISIONS) })
  .strict()
  .meta({ id: 'DecideRoleRequestBody' });

/** The caller's roles after PATCH /api/users/me/roles, and the roles waiting for an admin. */
export const myRolesSchema = z
  .object({ user: userSchema, pendingRoles: z.array(roleSchema) })
  .meta({ id: 'MyRoles' });
export type MyRoles = z.infer<typeof myRolesSchema>;

/** GET /api/users/me/role-requests: the roles the caller asked for that wait for an admin. */
export const myPendingRolesSchema = z
  .object({ pendingRoles: z.array(roleSchema) })
  .meta({ id: 'MyPendingRoles' });
export type MyPendingRoles = z.infer<typeof myPendingRolesSchema>;
