import { compileErrors, validate } from '@readme/openapi-parser';
import { buildOpenApiDocument } from './openapi';
import { componentRefs } from './openapi-refs';
import { routes } from './routes';

type Operation = {
  operationId: string;
  security: unknown[];
  requestBody?: { content: { 'application/json': { schema: { $ref: string } } } };
  responses: Record<string, { content?: { 'application/json': { schema: { $ref: string } } } }>;
};

describe('buildOpenApiDocument', () => {
  const document = buildOpenApiDocument(routes) as {
    openapi: string;
    info: { license: { name: string; identifier?: string; url?: string } };
    servers: { url: string }[];
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, unknown> };
  };

  it('is an OpenAPI 3.1 document', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it('is valid for a standard OpenAPI validator: every reference resolves, no error nor warning', async () => {
    // Act
    const result = await validate(structuredClone(document) as unknown as Parameters<typeof validate>[0]);

    // Assess
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(result.warnings).toEqual([]);
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
      'UpdateLanguageBody',
    );
    expect(JSON.stringify(document.components.schemas.UpdateLanguageBody)).toContain('languagePreference');
  });

  it('writes each shared schema once, in components, and refers to it from everywhere else', () => {
    const text = JSON.stringify(document);
    expect(text).not.toContain('$defs');
    expect(componentRefs(document.paths).filter((name) => name === 'ApiError').length).toBeGreaterThan(100);
    expect(componentRefs(document.components.schemas)).toContain('GeoPoint');
    expect(Object.keys(document.components.schemas)).toEqual(
      [...new Set(componentRefs(document))].sort(), // every component is used, sorted by name
    );
  });

  it('names a schema without an id after its route', () => {
    const saveWebhookSettings = document.paths['/api/users/me/webhook']?.put;
    expect(saveWebhookSettings?.requestBody?.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/SaveWebhookSettingsRequest',
    );
  });

  it('describes requests as clients send them and responses as the server sends them', () => {
    // The server upper-cases the state it is sent, then answers one of the state codes.
    const updateBuyerPreferences = document.paths['/api/users/me/buyer-preferences']?.put;
    const schemas = document.components.schemas as Record<string, { properties: Record<string, unknown> }>;
    expect(updateBuyerPreferences?.requestBody?.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/BuyerPreferencesInput',
    );
    expect(schemas.BuyerPreferencesInput?.properties.state).toEqual({ type: 'string', minLength: 1 });
    expect(schemas.BuyerPreferences?.properties.state).toMatchObject({
      enum: expect.arrayContaining(['TX']),
    });
    expect(JSON.stringify(schemas.User)).toContain('#/components/schemas/BuyerPreferences"');
  });

  it('states its licence and a server relative to the origin that serves it', () => {
    expect(document.info.license.name).toMatch(/proprietary/i);
    expect(document.info.license.identifier ?? document.info.license.url).toBeTruthy();
    expect(document.servers.map((server) => server.url)).toEqual(['/']);
  });
});
