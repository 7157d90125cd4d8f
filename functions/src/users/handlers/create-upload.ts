import { createUpload } from '#shared/api/routes/users.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { createImageUpload } from '../uploads.service';

/** POST /api/users/me/uploads: a presigned POST for one company logo or profile picture. */
export const handler = createRouteHandler(createUpload, ({ principal, body }) =>
  createImageUpload(principal, body, new Date()),
);
