// The test walks the whole route table; tests are never bundled.
// eslint-disable-next-line no-restricted-imports
import * as routeTable from '#shared/api/routes';
import { ApiRequestError } from '../lib/api/api-errors';
import { callRoute } from '../lib/api/app-api-client';
import { fakeApi } from './fake-api';

jest.mock('../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

describe('fakeApi', () => {
  it('can key every route by its id, because the route table exports each route under its id', () => {
    const misnamed = routeTable.routes.filter(
      (route) => (routeTable as Record<string, unknown>)[route.id] !== route,
    );

    expect(misnamed.map((route) => route.id)).toEqual([]);
  });

  it('answers a route with its fake and records the input', async () => {
    const api = fakeApi({ getDeal: () => Promise.reject(new ApiRequestError(404, 'Not Found', '', null)) });

    await expect(callRoute(routeTable.getDeal, { params: { dealId: 'deal-1' } })).rejects.toThrow(
      ApiRequestError,
    );

    expect(api.calls('getDeal')).toEqual([{ params: { dealId: 'deal-1' } }]);
    expect(api.calls('submitOffer')).toEqual([]);
  });
});
