import { buildOpenApiDocument } from '#shared/api/openapi';
import { getOpenApiDocument, routes } from '#shared/api/routes';
import { createRouteHandler } from '../../lib/http/route-handler';

// Built once per container: the table cannot change while the function runs.
const document = buildOpenApiDocument(routes);

/** GET /api/openapi.json: the OpenAPI 3.1 document generated from the route table. */
export const handler = createRouteHandler(getOpenApiDocument, () => document);
