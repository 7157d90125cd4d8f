/**
 * The listing photo upload route (docs/requirements.md#r5-4), apart from the other deal routes to keep its
 * bundle small.
 */
import { createDealPhotoUploadBodySchema } from '#shared/deals/deal-photos';
import { uploadPolicySchema } from '#shared/users/profile';
import { DEAL_MANAGERS } from '#shared/users/roles';
import { featureRoutes } from '../route';

const route = featureRoutes('deal-photos');

export const createDealPhotoUpload = route({
  id: 'createDealPhotoUpload',
  method: 'POST',
  path: '/api/deals/photo-uploads',
  auth: DEAL_MANAGERS,
  summary:
    'A presigned POST for one listing photo (JPEG, PNG or WebP, at most 10 MB, enforced by its policy)',
  request: { body: createDealPhotoUploadBodySchema },
  response: uploadPolicySchema,
  successStatus: 201,
  grants: ['uploads:write'],
});

/** The deal-photos routes, in the order the OpenAPI document lists them. */
export const dealPhotosRoutes = [createDealPhotoUpload] as const;
