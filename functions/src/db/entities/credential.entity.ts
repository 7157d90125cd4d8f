/**
 * A Certified Buyer credential as issued (docs/training.md "The credential"): what the public
 * verification link looks up. Written in the transaction that writes the badge on the User item;
 * whether it still holds is decided from that User item and the course.
 *
 * Access patterns:
 * - one credential: GetItem pk=CREDENTIAL#<credentialId>, sk=CREDENTIAL
 */
import * as z from 'zod';

export const CREDENTIAL_ENTITY = 'Credential';

/** Primary key of one credential. */
export const credentialKey = (credentialId: string) => ({
  pk: `CREDENTIAL#${credentialId}`,
  sk: 'CREDENTIAL',
});

export const credentialRecordSchema = z.object({
  credentialId: z.string(),
  userId: z.string(),
  holderName: z.string(),
  courseVersion: z.number().int(),
  issuedAt: z.string(),
});
export type CredentialRecord = z.infer<typeof credentialRecordSchema>;
