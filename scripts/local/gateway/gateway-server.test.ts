import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet } from 'jose';
import type { RouteDefinition } from '#shared/api/route';
import { localJwks, signWithLocalKey } from '../cognito/local-signing-key';
import { closeServer } from '../http/server-utils';
import type { HttpApiEvent } from './event-builder';
import { createGateway, findRoute, MAX_PAYLOAD_BYTES } from './gateway-server';
import type { LambdaHandler } from './handler-loader';
import { createJwtVerifier } from './jwt-verifier';

const ISSUER = 'https://cognito-idp.us-east-2.amazonaws.com/us-east-2_Test';
const CLIENT = 'client123';

const route = (
  id: string,
  method: RouteDefinition['method'],
  path: `/api/${string}`,
  auth: RouteDefinition['auth'],
) => ({ id, method, path, auth, handler: `test/handlers/${id}` }) as unknown as RouteDefinition;

const routes = [
  route('getPing', 'GET', '/api/ping', 'public'),
  route('getThing', 'GET', '/api/things/{thingId}', ['buyer']),
  route('getSpecialThing', 'GET', '/api/things/special', 'signed-in'),
  route('postUpload', 'POST', '/api/uploads', 'signed-in'),
  route('getBroken', 'GET', '/api/broken', 'public'),
  route('getBare', 'GET', '/api/bare', 'public'),
];

describe('the local API gateway', () => {
  let server: Server;
  let base: string;
  const events: HttpApiEvent[] = [];
  const contexts: { functionName: string; getRemainingTimeInMillis(): number }[] = [];
  const echo: LambdaHandler = async (event, context) => {
    events.push(event as HttpApiEvent);
    contexts.push(context as (typeof contexts)[number]);
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      cookies: ['session=1; HttpOnly', 'theme=dark'],
      body: JSON.stringify({ ok: true }),
    };
  };
  const handlers: Record<string, LambdaHandler> = {
    getPing: echo,
    getThing: echo,
    getSpecialThing: echo,
    postUpload: echo,
    getBroken: async () => {
      throw new Error('boom');
    },
    getBare: async () => ({ bare: true }),
  };

  const token = (overrides: Record<string, unknown> = {}) =>
    signWithLocalKey({
      iss: ISSUER,
      aud: CLIENT,
      sub: 'user-1',
      token_use: 'id',
      'cognito:groups': ['buyers', 'originators'],
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 600,
      ...overrides,
    });

  beforeAll(async () => {
    server = createGateway({
      routes,
      region: 'us-east-2',
      verify: createJwtVerifier({ issuer: ISSUER, audience: [CLIENT], keys: createLocalJWKSet(localJwks()) }),
      loadHandler: async (r) => handlers[r.id]!,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => closeServer(server));

  beforeEach(() => {
    events.length = 0;
    contexts.length = 0;
  });

  it('answers 404 ROUTE_NOT_FOUND for a path or method not in the table', async () => {
    // Act
    const missing = await fetch(`${base}/api/nope`);
    const wrongMethod = await fetch(`${base}/api/ping`, { method: 'DELETE' });

    // Assess
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 'ROUTE_NOT_FOUND', message: 'No such route.' });
    expect(wrongMethod.status).toBe(404);
  });

  it('invokes a public route without a token and without an authorizer context', async () => {
    // Act
    const answer = await fetch(`${base}/api/ping?x=1&x=2`);

    // Assess
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true });
    expect(answer.headers.getSetCookie()).toEqual(['session=1; HttpOnly', 'theme=dark']);
    expect(answer.headers.get('apigw-requestid')).toBeTruthy();
    expect(events[0]).toMatchObject({ routeKey: 'GET /api/ping', queryStringParameters: { x: '1,2' } });
    expect(events[0]?.requestContext.authorizer).toBeUndefined();
    expect(contexts[0]?.functionName).toBe('getPing');
    expect(contexts[0]?.getRemainingTimeInMillis()).toBeGreaterThan(0);
  });

  it('answers 401 Unauthorized with www-authenticate when a private route has no valid token', async () => {
    // Prepare
    const expired = await token({ exp: Math.floor(Date.now() / 1000) - 60 });

    // Act
    const answers = await Promise.all([
      fetch(`${base}/api/things/t1`),
      fetch(`${base}/api/things/t1`, { headers: { authorization: `Bearer ${expired}` } }),
      fetch(`${base}/api/things/t1`, { headers: { authorization: 'Bearer not.a.token' } }),
    ]);

    // Assess
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer');
      expect(await answer.json()).toEqual({ message: 'Unauthorized' });
    }
    expect(events).toHaveLength(0);
  });

  it('passes path parameters and the stringified claims of a valid token', async () => {
    // Prepare
    const bearer = await token();

    // Act
    const answer = await fetch(`${base}/api/things/a%20b`, {
      headers: { authorization: `Bearer ${bearer}` },
    });

    // Assess
    expect(answer.status).toBe(200);
    expect(events[0]?.pathParameters).toEqual({ thingId: 'a b' });
    expect(events[0]?.requestContext.authorizer?.jwt).toEqual({
      claims: expect.objectContaining({
        sub: 'user-1',
        'cognito:groups': '[buyers originators]',
        token_use: 'id',
      }),
      scopes: null,
    });
  });

  it('prefers a literal route over a parameterised one', async () => {
    // Prepare
    const bearer = await token();

    // Act
    await fetch(`${base}/api/things/special`, { headers: { authorization: bearer } });

    // Assess
    expect(events[0]?.routeKey).toBe('GET /api/things/special');
    expect(findRoute(routes, 'GET', '/api/things/other')?.route.id).toBe('getThing');
  });

  it('base64-encodes a binary body', async () => {
    // Prepare
    const bearer = await token();

    // Act
    await fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/octet-stream' },
      body: Buffer.from([0, 1, 2]),
    });

    // Assess
    expect(events[0]?.isBase64Encoded).toBe(true);
    expect(events[0]?.body).toBe(Buffer.from([0, 1, 2]).toString('base64'));
  });

  it("answers 413 past API Gateway's 10 MB payload limit", async () => {
    // Prepare
    const bearer = await token();

    // Act
    const answer = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: Buffer.alloc(MAX_PAYLOAD_BYTES + 1, 32),
    });

    // Assess
    expect(answer.status).toBe(413);
    expect(events).toHaveLength(0);
  });

  it('answers 500 Internal Server Error when the handler throws', async () => {
    // Act
    const answer = await fetch(`${base}/api/broken`);

    // Assess
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ message: 'Internal Server Error' });
  });

  it('infers a JSON 200 from a bare object result', async () => {
    // Act
    const answer = await fetch(`${base}/api/bare`);

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(await answer.json()).toEqual({ bare: true });
  });
});
