/**
 * Owners Club routes (docs/requirements.md#r2-13 Owners Club, docs/demand.md "Owners Club map"):
 * where the club's members who chose to appear are.
 */
import { ownerLocationsSchema } from '#shared/demand/demand';
import { featureRoutes } from '../route';

const route = featureRoutes('owners');

export const getOwnerLocations = route({
  id: 'getOwnerLocations',
  method: 'GET',
  path: '/api/owners/locations',
  auth: ['originator', 'owner', 'admin'],
  summary: 'Where the Owners Club members who turned their location on are, per ZIP, with their names',
  request: {},
  response: ownerLocationsSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const ownersRoutes = [getOwnerLocations];
