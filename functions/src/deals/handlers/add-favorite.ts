import { addFavorite as route } from '#shared/api/routes/deals.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { saveFavorite } from '../favorites.service';

/** PUT /api/deals/{dealId}/favorite: saves a listing as the caller's favourite (idempotent). */
export const handler = createRouteHandler(route, ({ principal, params }) =>
  saveFavorite(principal, params.dealId, new Date()),
);
