import type * as z from 'zod';
import { apiErrorSchema, ERROR_STATUS } from '../core/errors';
import { convertRouteSchemas, type JsonObject, type OpenApiSchemas } from './openapi-schemas';
import { isPublicRoute, type RouteDefinition } from './route';

/** Who may use the API: the repository is not open source. */
const LICENSE = {
  name: 'Proprietary (UNLICENSED): all rights reserved',
  identifier: 'LicenseRef-Proprietary',
};

/**
 * API paths start with `/api` on the origin that serves the web app: CloudFront routes `/api/*` to
 * the HTTP API in AWS, and under `npm start` the web origin proxies `/api` to the local gateway.
 */
const SERVERS = [
  { url: '/', description: 'The origin of the web app (CloudFront, or the web origin of npm start)' },
];

function parameters(route: RouteDefinition, schemas: OpenApiSchemas): JsonObject[] {
  const list: JsonObject[] = [];
  const add = (location: 'path' | 'query', schema: z.ZodObject | undefined) => {
    if (!schema) return;
    const fieldSchemas = schemas.fields(schema);
    for (const [name, field] of Object.entries(schema.shape)) {
      list.push({
        name,
        in: location,
        required: location === 'path' || !(field as z.ZodType).safeParse(undefined).success,
        schema: fieldSchemas[name],
      });
    }
  };
  add('path', route.request.params);
  add('query', route.request.query);
  return list;
}

function responses(route: RouteDefinition, schemas: OpenApiSchemas): JsonObject {
  const errorBody = { content: { 'application/json': { schema: schemas.ref(apiErrorSchema, 'output') } } };
  const result: JsonObject = {
    [String(route.successStatus)]:
      route.successStatus === 204
        ? { description: 'Done' }
        : {
            description: 'Success',
            content: { 'application/json': { schema: schemas.ref(route.response, 'output') } },
          },
    '400': { description: 'The request is not valid', ...errorBody },
    '500': { description: 'Unknown error', ...errorBody },
  };
  if (!isPublicRoute(route)) {
    result['401'] = { description: 'Authentication required', ...errorBody };
    result['403'] = { description: 'Forbidden or account deactivated', ...errorBody };
  }
  return result;
}

function operation(route: RouteDefinition, schemas: OpenApiSchemas): JsonObject {
  const result: JsonObject = {
    operationId: route.id,
    summary: route.summary,
    tags: [route.tag],
    parameters: parameters(route, schemas),
    responses: responses(route, schemas),
    security: isPublicRoute(route) ? [] : [{ cognitoIdToken: [] }],
  };
  if (Array.isArray(route.auth)) result['x-dealflow-roles'] = route.auth;
  if (route.request.body) {
    result.requestBody = {
      required: true,
      content: { 'application/json': { schema: schemas.ref(route.request.body, 'input') } },
    };
  }
  return result;
}

/** Builds the OpenAPI 3.1 document of the given routes; shared schemas live in `components/schemas`. */
export function buildOpenApiDocument(routes: readonly RouteDefinition[], version = '0.1.0'): JsonObject {
  const schemas = convertRouteSchemas(routes);
  const operations: Record<string, JsonObject> = {};
  for (const route of routes) {
    operations[route.path] = {
      ...operations[route.path],
      [route.method.toLowerCase()]: operation(route, schemas),
    };
  }
  const { paths, components } = schemas.complete(operations);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Dealflow API',
      version,
      description: `Generated from the route table. Error statuses: ${[...new Set(Object.values(ERROR_STATUS))].join(', ')}.`,
      license: LICENSE,
    },
    servers: SERVERS,
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        cognitoIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT (Cognito identity token)' },
      },
    },
  };
}
