/** The listing photo upload route (issue #4), apart from the other deal routes to keep its bundle small. */
import { createDealPhotoUploadBodySchema } from '#shared/deals/deal-photos';
import { uploadPolicySchema } from '#shared/users/profile';
import { DEAL_MANAGERS } from '#shared/users/roles';
import { defineRoute } from '../route';

export const createDealPhotoUpload = defineRoute({
  id: 'createDealPhotoUpload',
  method: 'POST',
  path: '/api/deals/photo-uploads',
  auth: DEAL_MANAGERS,
  handler: 'deals/handlers/create-deal-photo-upload',
  summary:
    'A presigned POST for one listing photo (JPEG, PNG or WebP, at most 10 MB, enforced by its policy)',
  tag: 'deals',
  request: { body: createDealPhotoUploadBodySchema },
  response: uploadPolicySchema,
  successStatus: 201,
  grants: ['uploads:write'],
});
