import { saveNumbersInputs as route } from '#shared/api/routes/deal-numbers.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { saveNumbersInputs } from '../numbers-inputs.service';

/** PUT /api/deals/{dealId}/numbers-inputs: saves the caller's inputs for the listing. */
export const handler = createRouteHandler(route, ({ principal, params, body }) =>
  saveNumbersInputs(principal, params.dealId, body, new Date()),
);
