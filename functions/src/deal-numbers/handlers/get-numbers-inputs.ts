import { getNumbersInputs as route } from '#shared/api/routes/deal-numbers.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { readNumbersInputs } from '../numbers-inputs.service';

/** GET /api/deals/{dealId}/numbers-inputs: the caller's inputs for the listing, or the defaults. */
export const handler = createRouteHandler(route, ({ principal, params }) =>
  readNumbersInputs(principal, params.dealId),
);
