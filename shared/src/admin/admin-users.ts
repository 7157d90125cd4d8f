/** The admin panel's users tab (docs/requirements.md#r2-14): search, roles, deactivate and reactivate. */
import * as z from 'zod';
import { textSchema } from '../core/validation';
import { roleSchema } from '../users/roles';
import { cursorPageSchema } from '../api/cursor-page';

export const ACCOUNT_STATUSES = ['active', 'deactivated'] as const;
export const accountStatusSchema = z.enum(ACCOUNT_STATUSES);
export type AccountStatus = z.infer<typeof accountStatusSchema>;
export const ADMIN_USER_SEARCH_MAX_LENGTH = 100;

/**
 * GET /api/admin/users: `search` is an e-mail or last-name prefix; without it, every user by e-mail.
 * `certified=true` lists only buyers holding a valid Certified Buyer badge, newest badge first (not with
 * `search`).
 */
export const adminUserQuerySchema = z.object({
  search: textSchema({ max: ADMIN_USER_SEARCH_MAX_LENGTH }).optional(),
  certified: z.literal('true').optional(),
  cursor: z.string().max(1024).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const adminUserSchema = z
  .object({
    userId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    roles: z.array(roleSchema),
    accountStatus: accountStatusSchema,
    profileComplete: z.boolean(),
    /** Sees exclusive listings and hears of new ones first (docs/requirements.md#r1-4). */
    firstRightOfRefusal: z.boolean(),
    /** Holds a valid Certified Buyer badge (docs/requirements.md#r4-8). */
    certifiedBuyer: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = cursorPageSchema(adminUserSchema, 'AdminUserPage');

export const adminUserParamsSchema = z.object({ userId: z.string().min(1).max(128) });

/** Body of PUT /api/admin/users/{userId}/roles: the complete set of roles, at least one. */
export const setUserRolesBodySchema = z
  .object({
    roles: z
      .array(roleSchema)
      .min(1, 'rolesRequired')
      .max(4)
      .refine((roles) => new Set(roles).size === roles.length, 'duplicate'),
  })
  .strict()
  .meta({ id: 'SetUserRolesBody' });

/** Body of PUT /api/admin/users/{userId}/status: deactivate or reactivate. */
export const setUserStatusBodySchema = z
  .object({ accountStatus: accountStatusSchema })
  .strict()
  .meta({ id: 'SetUserStatusBody' });

/**
 * Body of PUT /api/admin/users/{userId}/first-right-of-refusal: grant or take it away
 * (docs/requirements.md#r1-4).
 */
export const setFirstRightOfRefusalBodySchema = z
  .object({ firstRightOfRefusal: z.boolean({ error: 'required' }) })
  .strict()
  .meta({ id: 'SetFirstRightOfRefusalBody' });
