/**
 * The signed-in user's own profile (docs/requirements.md#r2-8 profile tabs, docs/requirements.md#r5-7): names
 * and phone, seller preferences, company, pictures and the roles a user manages for themselves. Messages are
 * keys the web app translates.
 */
import * as z from 'zod';
import { languageSchema } from '../core/language';
import { roleSchema, type Role } from './roles';
import { usStateSchema, US_STATE_CODES } from '../core/us-states';
import { emailSchema, NAME_MAX_LENGTH, noteSchema, phoneSchema, textSchema } from '../core/validation';

export const URL_MAX_LENGTH = 300;
export const COMPANY_NAME_MAX_LENGTH = 100;
export const MARKETS_MAX_LENGTH = 300;
export const SELLER_NOTES_MAX_LENGTH = 1000;

/**
 * A first or last name on the profile (docs/requirements.md#r5-7: required; sign-up's minimum 2 is not
 * repeated).
 */
export const profileNameSchema = textSchema({
  min: 1,
  max: NAME_MAX_LENGTH,
  messages: { required: 'nameRequired', tooLong: 'nameTooLong' },
});

/** An https (or http) link such as a call-booking page, or null. */
export const webLinkSchema = textSchema({ max: URL_MAX_LENGTH, messages: { tooLong: 'urlTooLong' } }).refine(
  (value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  },
  'urlInvalid',
);

/** Body of PUT /api/users/me/profile. */
export const profileUpdateBodySchema = z
  .object({
    firstName: profileNameSchema,
    lastName: profileNameSchema,
    phoneNumber: phoneSchema,
    callBookingLink: webLinkSchema.nullable().default(null),
    languagePreference: languageSchema,
  })
  .strict()
  .meta({ id: 'ProfileUpdateBody' });
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateBodySchema>;

/** Finance types a seller deals in (docs/requirements.md#r3-3 finance types plus cash). */
export const SELLER_DEAL_TYPES = ['cash', 'SubTo', 'SellerFinance', 'Hybrid', 'LeaseOption'] as const;

/** Seller (originator) preferences: where and what they sell. Body of PUT /api/users/me/seller-preferences. */
export const sellerPreferencesSchema = z
  .object({
    statesServed: z
      .array(usStateSchema)
      .min(1, 'statesRequired')
      .max(US_STATE_CODES.length)
      .refine((states) => new Set(states).size === states.length, 'duplicate'),
    dealTypes: z
      .array(z.enum(SELLER_DEAL_TYPES))
      .min(1, 'dealTypesRequired')
      .max(SELLER_DEAL_TYPES.length)
      .refine((types) => new Set(types).size === types.length, 'duplicate'),
    /** Cities or metro areas, free text. */
    markets: textSchema({ max: MARKETS_MAX_LENGTH, messages: { tooLong: 'noteTooLong' } }).default(''),
    notes: noteSchema(SELLER_NOTES_MAX_LENGTH).default(''),
  })
  .strict()
  .meta({ id: 'SellerPreferences' });
export type SellerPreferences = z.infer<typeof sellerPreferencesSchema>;
export type SellerPreferencesInput = z.input<typeof sellerPreferencesSchema>;

/** Body of PUT /api/users/me/company (the logo is set by the upload routes). */
export const companyUpdateBodySchema = z
  .object({
    companyName: textSchema({
      min: 1,
      max: COMPANY_NAME_MAX_LENGTH,
      messages: { required: 'companyNameRequired', tooLong: 'companyNameTooLong' },
    }),
    companyPhone: phoneSchema.nullable().default(null),
    companyEmail: emailSchema.nullable().default(null),
  })
  .strict()
  .meta({ id: 'CompanyUpdateBody' });
export type CompanyUpdateBody = z.infer<typeof companyUpdateBodySchema>;
export type CompanyUpdateInput = z.input<typeof companyUpdateBodySchema>;

/**
 * Images a user uploads, with their limits (docs/requirements.md#r9-7: logo 500 KB; the picture limit is
 * ours, 2 MB).
 */
export const UPLOAD_KINDS = ['companyLogo', 'profilePicture'] as const;
export const uploadKindSchema = z.enum(UPLOAD_KINDS);
export type UploadKind = z.infer<typeof uploadKindSchema>;
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const imageContentTypeSchema = z.enum(IMAGE_CONTENT_TYPES, { error: 'imageTypeInvalid' });
export type ImageContentType = z.infer<typeof imageContentTypeSchema>;
export const UPLOAD_MAX_BYTES: Readonly<Record<UploadKind, number>> = {
  companyLogo: 500 * 1024,
  profilePicture: 2 * 1024 * 1024,
};
/** How long a presigned upload form stays usable. */
export const UPLOAD_POLICY_TTL_SECONDS = 5 * 60;

/** Body of POST /api/users/me/uploads: what the browser is about to upload. */
export const createUploadBodySchema = z
  .object({
    kind: uploadKindSchema,
    contentType: imageContentTypeSchema,
    /** The file's size in bytes; the policy enforces it again at S3. */
    size: z.number().int().min(1, 'fileEmpty'),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.size > UPLOAD_MAX_BYTES[body.kind]) {
      context.addIssue({ code: 'custom', message: 'fileTooLarge', path: ['size'] });
    }
  })
  .meta({ id: 'CreateUploadBody' });

/** A presigned POST: the browser posts `fields` plus the file (last) to `url` as multipart form data. */
export const uploadPolicySchema = z
  .object({
    url: z.string(),
    fields: z.record(z.string(), z.string()),
    key: z.string(),
    maxBytes: z.number(),
    expiresAt: z.string(),
  })
  .meta({ id: 'UploadPolicy' });
export type UploadPolicy = z.infer<typeof uploadPolicySchema>;

/** Body of PUT /api/users/me/images: sets (or, with null, removes) an uploaded image. */
export const setImageBodySchema = z
  .object({ kind: uploadKindSchema, key: textSchema({ min: 1, max: 300 }).nullable() })
  .strict()
  .meta({ id: 'SetImageBody' });

/** Roles users may add or drop themselves (issue: owner and admin are granted only by an admin). */
export const SELF_MANAGED_ROLES: readonly Role[] = ['buyer', 'originator'];

/** Body of PATCH /api/users/me/roles: roles to add and to drop; an empty change answers the user as is. */
export const updateMyRolesBodySchema = z
  .object({
    add: z.array(roleSchema).max(4).default([]),
    remove: z.array(roleSchema).max(4).default([]),
  })
  .strict()
  .meta({ id: 'UpdateMyRolesBody' });
export type UpdateMyRolesBody = z.infer<typeof updateMyRolesBodySchema>;
