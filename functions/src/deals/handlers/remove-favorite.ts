import { removeFavorite as route } from '#shared/api/routes/deals.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { dropFavorite } from '../favorites.service';

/** DELETE /api/deals/{dealId}/favorite: removes a listing from the caller's favourites (idempotent). */
export const handler = createRouteHandler(route, ({ principal, params }) =>
  dropFavorite(principal, params.dealId),
);
