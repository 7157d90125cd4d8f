import document from '#docs/openapi.json';
import { getOpenApiDocument } from '#shared/api/routes/system.routes';
import { createRouteHandler } from '../../lib/http/route-handler';

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of the route table, as `npm run docs:api`
 * committed it (a test fails when it is stale). Bundled as data rather than generated at load, so
 * the function neither loads every route's schemas nor spends its cold start building the document.
 */
export const handler = createRouteHandler(getOpenApiDocument, () => document);
