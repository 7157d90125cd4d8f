import * as z from 'zod';
import { ownerLocationSchema } from './owner-location';
import { buyBoxSchema, buyerPreferencesSchema } from './buyer-preferences';
import { languageSchema } from '../core/language';
import { sellerPreferencesSchema } from './profile';
import { roleSchema } from './roles';

/** The user as the server answers it (docs/requirements.md#r3-1 "User (server response)"). */
export const userSchema = z
  .object({
    userId: z.string().min(1),
    email: z.string().email(),
    firstName: z.string(),
    lastName: z.string(),
    role: roleSchema,
    roles: z.array(roleSchema),
    cognitoGroups: z.array(z.string()),
    authProvider: z.literal('cognito'),
    /** Until true, every private route but `me` answers 403 EMAIL_NOT_VERIFIED (docs/requirements.md#r4-10). */
    emailVerified: z.boolean(),
    phoneNumber: z.string().nullable(),
    languagePreference: languageSchema,
    /**
     * Both spellings appear in docs/requirements.md#r3-1; the server always answers both with the same value.
     */
    profileComplete: z.boolean(),
    profileCompleted: z.boolean(),
    callBookingLink: z.string().nullable(),
    companyName: z.string().nullable(),
    companyPhone: z.string().nullable(),
    companyEmail: z.string().nullable(),
    companyLogoUrl: z.string().nullable(),
    profilePictureUrl: z.string().nullable(),
    offerWebhookEnabled: z.boolean(),
    offerSubmittedUrl: z.string().nullable(),
    /**
     * The profile sections of docs/requirements.md#r2-8, null until saved (they decide `profileComplete`,
     * docs/requirements.md#r4-7).
     */
    buyerPreferences: buyerPreferencesSchema.nullable().default(null),
    buyBox: buyBoxSchema.nullable().default(null),
    sellerPreferences: sellerPreferencesSchema.nullable().default(null),
    /** Whether and where the member appears on the Owners Club map; null until first saved (off). */
    ownerLocation: ownerLocationSchema.nullable().default(null),
    /** Two-step sign-in is on (docs/requirements.md#r6-7-mfa); admins need it for the admin panel. */
    mfaEnabled: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** Body of POST /api/auth/update-language (docs/requirements.md#r7-1). */
export const updateLanguageBodySchema = z
  .object({ languagePreference: languageSchema })
  .strict()
  .meta({ id: 'UpdateLanguageBody' });
export type UpdateLanguageBody = z.infer<typeof updateLanguageBodySchema>;

/** Answer of PUT /api/users/me/mfa: two-step sign-in as Cognito reports it (docs/requirements.md#r6-7-mfa). */
export const mfaStateSchema = z.object({ mfaEnabled: z.boolean() }).meta({ id: 'MfaState' });
export type MfaState = z.infer<typeof mfaStateSchema>;
