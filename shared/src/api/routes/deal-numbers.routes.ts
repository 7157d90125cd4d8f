/**
 * Routes of the numbers card (docs/deal-numbers.md): a buyer reads and saves their own inputs (rent,
 * vacancy, repairs…) for a listing they may see. The figures themselves are worked out in the
 * browser from the listing and these inputs (shared/src/deal-numbers).
 */
import { dealParamsSchema } from '#shared/deals/deal-api';
import { numbersInputsSchema, numbersInputsStateSchema } from '#shared/deal-numbers/numbers-inputs';
import { featureRoutes } from '../route';

const route = featureRoutes('deal-numbers');

export const getNumbersInputs = route({
  id: 'getNumbersInputs',
  method: 'GET',
  path: '/api/deals/{dealId}/numbers-inputs',
  auth: ['buyer'],
  summary:
    "The caller's numbers-card inputs for a listing they may see, or the defaults when they saved none",
  request: { params: dealParamsSchema },
  response: numbersInputsStateSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const saveNumbersInputs = route({
  id: 'saveNumbersInputs',
  method: 'PUT',
  path: '/api/deals/{dealId}/numbers-inputs',
  auth: ['buyer'],
  summary:
    "Saves the caller's numbers-card inputs for a listing they may see (a field left out takes its default); limited per user",
  request: { params: dealParamsSchema, body: numbersInputsSchema },
  response: numbersInputsStateSchema,
  successStatus: 200,
  // The per-user limit counts in the table.
  grants: ['table:read', 'table:write'],
});

/** The deal-numbers routes, in the order the OpenAPI document lists them. */
export const dealNumbersRoutes = [getNumbersInputs, saveNumbersInputs] as const;
