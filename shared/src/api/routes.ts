/**
 * The route table: every API route, once. Routes are declared per feature in `routes/` (so that a
 * handler bundles only its own feature's schemas) and listed here; infra, the local gateway, the
 * web client, the OpenAPI document and the authorization tests all read this list.
 */
import type { RouteDefinition } from './route';
import { getMe, updateLanguage } from './routes/auth.routes';
import { getHealth, getOpenApiDocument } from './routes/system.routes';

export * from './routes/auth.routes';
export * from './routes/system.routes';

/** Every route, in the order the OpenAPI document lists them. */
export const routes: readonly RouteDefinition[] = [getHealth, getOpenApiDocument, getMe, updateLanguage];

/**
 * Public routes beyond SPEC §7's markers, each with the issue that made it public.
 * The route-table test fails on a public route that is in neither.
 */
export const EXTRA_PUBLIC_PATHS: Readonly<Record<string, string>> = {
  '/api/openapi.json': 'Foundation issue: the API document is served publicly',
};
