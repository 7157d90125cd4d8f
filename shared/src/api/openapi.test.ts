import { buildOpenApiDocument } from './openapi';
import { routes } from './routes';

describe('buildOpenApiDocument', () => {
  const document = buildOpenApiDocument(routes) as {
    openapi: string;
    paths: Record<
      string,
      Record<string, { operationId: string; security: unknown[]; requestBody?: unknown }>
    >;
  };

  it('is an OpenAPI 3.1 document', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it('lists every route of the table once, by operation id', () => {
    const operationIds = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(operationIds.sort()).toEqual(routes.map((route) => route.id).sort());
  });

  it('marks private routes with the bearer scheme and public ones with none', () => {
    expect(document.paths['/api/health']?.get?.security).toEqual([]);
    expect(document.paths['/api/auth/me']?.get?.security).toEqual([{ cognitoIdToken: [] }]);
  });

  it('describes request bodies from their zod schemas', () => {
    expect(JSON.stringify(document.paths['/api/auth/update-language']?.post?.requestBody)).toContain(
      'languagePreference',
    );
  });
});
