/** Routes about the API itself: liveness and its own description. */
import { z } from 'zod';
import { defineRoute } from '../route';

export const healthResponseSchema = z
  .object({ status: z.literal('ok'), time: z.string() })
  .meta({ id: 'Health' });

export const getHealth = defineRoute({
  id: 'getHealth',
  method: 'GET',
  path: '/api/health',
  auth: 'public',
  handler: 'health/handlers/get-health',
  summary: 'Liveness check',
  tag: 'system',
  request: {},
  response: healthResponseSchema,
  successStatus: 200,
  grants: [],
});

export const getOpenApiDocument = defineRoute({
  id: 'getOpenApiDocument',
  method: 'GET',
  path: '/api/openapi.json',
  auth: 'public',
  handler: 'docs/handlers/get-openapi-document',
  summary: 'The OpenAPI 3.1 document of this API, generated from the route table',
  tag: 'system',
  request: {},
  response: z.record(z.string(), z.unknown()).meta({ id: 'OpenApiDocument' }),
  successStatus: 200,
  grants: [],
});
