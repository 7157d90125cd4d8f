/** Routes about the API itself: liveness and its own description. */
import * as z from 'zod';
import { featureRoutes } from '../route';

const route = featureRoutes('system');

export const healthResponseSchema = z
  .object({ status: z.literal('ok'), time: z.string() })
  .meta({ id: 'Health' });

export const getHealth = route({
  id: 'getHealth',
  method: 'GET',
  path: '/api/health',
  auth: 'public',
  summary: 'Liveness check',
  request: {},
  response: healthResponseSchema,
  successStatus: 200,
  grants: [],
});

export const getOpenApiDocument = route({
  id: 'getOpenApiDocument',
  method: 'GET',
  path: '/api/openapi.json',
  auth: 'public',
  summary: 'The OpenAPI 3.1 document of this API, generated from the route table',
  request: {},
  response: z.record(z.string(), z.unknown()).meta({ id: 'OpenApiDocument' }),
  successStatus: 200,
  grants: [],
});

/** The system routes, in the order the OpenAPI document lists them. */
export const systemRoutes = [getHealth, getOpenApiDocument] as const;
