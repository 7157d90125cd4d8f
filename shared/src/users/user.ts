import * as z from 'zod';
import { buyBoxSchema, buyerPreferencesSchema } from './buyer-preferences';
import { languageSchema } from '../core/language';
import { sellerPreferencesSchema } from './profile';
import { roleSchema } from './roles';

/** The user as the server answers it (SPEC §3 "User (server response)"). */
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
    phoneNumber: z.string().nullable(),
    languagePreference: languageSchema,
    /** Both spellings appear in SPEC §3; the server always answers both with the same value. */
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
    /** The profile sections of SPEC §2, null until saved (they decide `profileComplete`, SPEC §4). */
    buyerPreferences: buyerPreferencesSchema.nullable().default(null),
    buyBox: buyBoxSchema.nullable().default(null),
    sellerPreferences: sellerPreferencesSchema.nullable().default(null),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** Body of POST /api/auth/update-language (SPEC §7). */
export const updateLanguageBodySchema = z
  .object({ languagePreference: languageSchema })
  .strict()
  .meta({ id: 'UpdateLanguageBody' });
export type UpdateLanguageBody = z.infer<typeof updateLanguageBodySchema>;
