import { routes } from '#shared/api/routes';
import { apiEvent, bodyOf, lambdaContext } from '../../testing/api-event.fixtures';
import { handler } from './get-openapi-document';

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
});
