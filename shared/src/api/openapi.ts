import { z } from 'zod';
import { apiErrorSchema, ERROR_STATUS } from '../core/errors';
import { isPublicRoute, type RouteDefinition } from './route';

type JsonObject = Record<string, unknown>;

const toSchema = (schema: z.ZodType): JsonObject =>
  z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as JsonObject;

function parameters(route: RouteDefinition): JsonObject[] {
  const list: JsonObject[] = [];
  const add = (location: 'path' | 'query', schema: z.ZodObject | undefined) => {
    if (!schema) return;
    for (const [name, field] of Object.entries(schema.shape)) {
      list.push({
        name,
        in: location,
        required: location === 'path' || !(field as z.ZodType).safeParse(undefined).success,
        schema: toSchema(field as z.ZodType),
      });
    }
  };
  add('path', route.request.params);
  add('query', route.request.query);
  return list;
}

function responses(route: RouteDefinition): JsonObject {
  const errorBody = { content: { 'application/json': { schema: toSchema(apiErrorSchema) } } };
  const result: JsonObject = {
    [String(route.successStatus)]:
      route.successStatus === 204
        ? { description: 'Done' }
        : { description: 'Success', content: { 'application/json': { schema: toSchema(route.response) } } },
    '400': { description: 'The request is not valid', ...errorBody },
    '500': { description: 'Unknown error', ...errorBody },
  };
  if (!isPublicRoute(route)) {
    result['401'] = { description: 'Authentication required', ...errorBody };
    result['403'] = { description: 'Forbidden or account deactivated', ...errorBody };
  }
  return result;
}

/** Builds the OpenAPI 3.1 document of the given routes. */
export function buildOpenApiDocument(routes: readonly RouteDefinition[], version = '0.1.0'): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const route of routes) {
    const operation: JsonObject = {
      operationId: route.id,
      summary: route.summary,
      tags: [route.tag],
      parameters: parameters(route),
      responses: responses(route),
      security: isPublicRoute(route) ? [] : [{ cognitoIdToken: [] }],
    };
    if (Array.isArray(route.auth)) operation['x-dealflow-roles'] = route.auth;
    if (route.request.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(route.request.body) } },
      };
    }
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Dealflow API',
      version,
      description: `Generated from the route table. Error statuses: ${[...new Set(Object.values(ERROR_STATUS))].join(', ')}.`,
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        cognitoIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT (Cognito identity token)' },
      },
    },
    paths,
  };
}
