/**
 * A member's place on the Owners Club map (docs/demand.md "Owners Club map"): part of the User, so it
 * sits apart from the demand schemas the map pages use, which the app's first download never needs.
 */
import * as z from 'zod';
import { zipCodeSchema } from './buyer-preferences';

export const ownerLocationSchema = z
  .object({
    /** Off until the member turns it on. */
    visible: z.boolean(),
    zipCode: z.string().nullable(),
  })
  .meta({ id: 'OwnerLocation' });
export type OwnerLocation = z.infer<typeof ownerLocationSchema>;

export const updateOwnerLocationBodySchema = z
  .object({
    visible: z.boolean(),
    zipCode: zipCodeSchema.nullable(),
  })
  .strict()
  .refine((body) => !body.visible || body.zipCode !== null, {
    message: 'ownerLocationZipRequired',
    path: ['zipCode'],
  })
  .meta({ id: 'UpdateOwnerLocationBody' });
export type UpdateOwnerLocationBody = z.infer<typeof updateOwnerLocationBodySchema>;
