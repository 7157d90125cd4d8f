import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routes } from '#shared/api/routes';
import { apiEvent, bodyOf, lambdaContext } from '../../testing/api-event.fixtures';
import { handler } from './get-open-api-document';

/** The document as `npm run docs:api` committed it. */
const COMMITTED_DOCUMENT = join(__dirname, '..', '..', '..', '..', 'docs', 'openapi.json');

describe('getOpenApiDocument', () => {
  it('answers the OpenAPI 3.1 document with every route path', async () => {
    // Act
    const result = await handler(apiEvent({ path: '/api/openapi.json' }), lambdaContext());

    // Assess
    const document = bodyOf(result) as { openapi: string; paths: Record<string, unknown> };
    expect(result.statusCode).toBe(200);
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual(
      [...new Set(routes.map((route) => route.path))].sort(),
    );
  });

  it('answers the committed document, whatever else the function has loaded', async () => {
    // Act
    const result = await handler(apiEvent({ path: '/api/openapi.json' }), lambdaContext());

    // Assess
    expect(bodyOf(result)).toEqual(JSON.parse(readFileSync(COMMITTED_DOCUMENT, 'utf8')));
  });
});
