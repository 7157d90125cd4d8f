import { createDealPhotoUpload as route } from '#shared/api/routes/deal-photos.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { createDealPhotoUpload } from '../deal-photos.service';

/** POST /api/deals/photo-uploads: a presigned POST for one listing photo. */
export const handler = createRouteHandler(route, ({ principal, body }) =>
  createDealPhotoUpload(principal, body, new Date()),
);
