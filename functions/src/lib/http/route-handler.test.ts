import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import * as z from 'zod';
import { defineRoute } from '#shared/api/route';
import { apiEvent, bodyOf, lambdaContext, testClaims } from '../../testing/api-event.fixtures';
import { userItem } from '../../testing/user.fixtures';
import { NotFoundError } from '../errors';
import { logger } from '../logger';
import { createRouteHandler } from './route-handler';

const sellerOnly = defineRoute({
  id: 'testSellerOnly',
  method: 'GET',
  path: '/api/test/{id}',
  auth: ['originator', 'admin'],
  handler: 'test/handlers/test',
  summary: 'test',
  tag: 'test',
  request: {
    params: z.object({ id: z.string().min(3) }),
    query: z.object({ page: z.coerce.number().optional() }),
  },
  response: z.object({ id: z.string(), page: z.number().optional() }),
  successStatus: 200,
  grants: [],
});

const handler = createRouteHandler(sellerOnly, ({ params, query }) => {
  if (params.id === 'gone') throw new NotFoundError('Listing not found.');
  if (params.id === 'broken') throw new Error('table missing');
  return { id: params.id, page: query.page, secret: 'never sent' } as { id: string; page?: number };
});

const call = (claims: Record<string, string> | undefined, id = 'abc', query?: Record<string, string>) =>
  handler(
    apiEvent({ path: `/api/test/${id}`, claims, pathParameters: { id }, queryStringParameters: query }),
    lambdaContext(),
  );

const dynamo = mockClient(DynamoDBDocumentClient);
beforeEach(() => {
  dynamo.reset();
  // Before the caller's first `me` there is no User item: the token alone speaks.
  dynamo.on(GetCommand).resolves({});
});

describe('createRouteHandler', () => {
  it('runs the implementation for a caller holding one of the roles', async () => {
    const result = await call(testClaims({ 'cognito:groups': '[originators]' }), 'abc', { page: '2' });
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ id: 'abc', page: 2 });
  });

  it('strips fields the response schema does not declare', async () => {
    const result = await call(testClaims({ 'cognito:groups': '[admins]' }));
    expect(result.body).not.toContain('never sent');
  });

  it('answers 403 to a caller without the role', async () => {
    const result = await call(testClaims({ 'cognito:groups': '[buyers]' }));
    expect(result.statusCode).toBe(403);
    expect(bodyOf(result)).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('answers 401 to an anonymous caller before validating anything', async () => {
    const result = await call(undefined, 'x');
    expect(result.statusCode).toBe(401);
  });

  it('answers 400 with details for invalid params', async () => {
    const result = await call(testClaims({ 'cognito:groups': '[originators]' }), 'x');
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'params.id' }] });
  });

  it('maps a typed error to its status, code and message', async () => {
    const result = await call(testClaims({ 'cognito:groups': '[originators]' }), 'gone');
    expect(result.statusCode).toBe(404);
    expect(bodyOf(result)).toEqual({ code: 'NOT_FOUND', message: 'Listing not found.' });
  });

  it('logs an unknown error as one JSON line naming the route and both request ids', async () => {
    // Prepare
    logger.setLogLevel('ERROR');
    const written: string[] = [];
    const capture = (chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    };
    jest.spyOn(process.stdout, 'write').mockImplementation(capture);
    jest.spyOn(process.stderr, 'write').mockImplementation(capture);

    // Act
    const result = await handler(
      apiEvent({
        path: '/api/test/broken',
        claims: testClaims({ 'cognito:groups': '[originators]' }),
        pathParameters: { id: 'broken' },
      }),
      { ...lambdaContext(), awsRequestId: 'lambda-request-7' },
    );
    jest.restoreAllMocks();
    logger.setLogLevel('SILENT');

    // Assess
    expect(result.statusCode).toBe(500);
    expect(written).toHaveLength(1);
    expect(JSON.parse(written[0]!)).toMatchObject({
      level: 'ERROR',
      message: 'Unhandled error',
      routeId: 'testSellerOnly',
      requestId: 'request-1',
      function_request_id: 'lambda-request-7',
      error: { message: 'table missing' },
    });
  });
});

/** The caller's stored account: user-1 as Bea Buyer's first sign-in stored it, with `overrides`. */
const storedAccount = (overrides: Parameters<typeof userItem>[1]) =>
  dynamo.on(GetCommand).resolves({ Item: userItem('user-1', overrides) });

const anyone = defineRoute({ ...sellerOnly, id: 'testAnyone', auth: 'signed-in' });
const anyoneHandler = createRouteHandler(anyone, ({ principal }) => ({ id: principal.roles.join(',') }));
const callAnyone = (claims: Record<string, string>) =>
  anyoneHandler(apiEvent({ path: '/api/test/abc', claims, pathParameters: { id: 'abc' } }), lambdaContext());

describe('the account check of every private route (docs/requirements.md#r4-10)', () => {
  it("reads the caller's User item once, consistently", async () => {
    // Act
    await call(testClaims({ 'cognito:groups': '[originators]' }));

    // Assess
    expect(dynamo).toHaveReceivedCommandTimes(GetCommand, 1);
    expect(dynamo).toHaveReceivedCommandWith(GetCommand, {
      Key: { pk: 'USER#user-1', sk: 'PROFILE' },
      ConsistentRead: true,
    });
  });

  it('answers 403 ACCOUNT_DEACTIVATED to a deactivated account with a valid token, on any route', async () => {
    // Prepare
    storedAccount({ accountStatus: 'deactivated' });

    // Act
    const results = [
      await call(testClaims({ 'cognito:groups': '[originators]' })),
      await callAnyone(testClaims()),
    ];

    // Assess
    for (const result of results) {
      expect(result.statusCode).toBe(403);
      expect(bodyOf(result)).toMatchObject({ code: 'ACCOUNT_DEACTIVATED' });
    }
  });

  it("goes by the stored roles, not the token's groups, and hands them to the handler", async () => {
    // Prepare: an admin dropped originator after the token was issued.
    storedAccount({ roles: ['buyer'], cognitoGroups: ['buyers'] });

    // Act
    const refused = await call(testClaims({ 'cognito:groups': '[originators]' }));
    const seen = await callAnyone(testClaims({ 'cognito:groups': '[originators]' }));

    // Assess
    expect(refused.statusCode).toBe(403);
    expect(bodyOf(refused)).toMatchObject({ code: 'FORBIDDEN' });
    expect(bodyOf(seen)).toEqual({ id: 'buyer' });
  });

  it('lets a role the token does not carry yet through once it is stored', async () => {
    // Prepare
    storedAccount({ roles: ['originator'], cognitoGroups: ['originators'] });

    // Act
    const result = await call(testClaims({ 'cognito:groups': '[buyers]' }));

    // Assess
    expect(result.statusCode).toBe(200);
  });

  it('answers 401 to an access token without reading anything', async () => {
    // Act
    const result = await callAnyone(testClaims({ token_use: 'access' }));

    // Assess
    expect(result.statusCode).toBe(401);
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('answers 403 EMAIL_NOT_VERIFIED until the address is verified', async () => {
    // Prepare
    storedAccount({ emailVerified: false });

    // Act
    const result = await callAnyone(testClaims({ email_verified: 'false' }));

    // Assess
    expect(result.statusCode).toBe(403);
    expect(bodyOf(result)).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
  });

  it('takes the address as verified when the stored item says so (the invited address)', async () => {
    // Prepare
    storedAccount({ emailVerified: true });

    // Act
    const result = await callAnyone(testClaims({ email_verified: 'false' }));

    // Assess
    expect(result.statusCode).toBe(200);
  });

  it('lets an unverified account call a route marked allowUnverifiedEmail', async () => {
    // Prepare
    storedAccount({ emailVerified: false });
    const meLike = createRouteHandler({ ...anyone, id: 'testMe', allowUnverifiedEmail: true }, () => ({
      id: 'me',
    }));

    // Act
    const result = await meLike(
      apiEvent({
        path: '/api/test/abc',
        claims: testClaims({ email_verified: 'false' }),
        pathParameters: { id: 'abc' },
      }),
      lambdaContext(),
    );

    // Assess
    expect(result.statusCode).toBe(200);
  });

  it("goes by the token before the caller's User item exists", async () => {
    // Act
    const result = await callAnyone(testClaims({ 'cognito:groups': '[buyers originators]' }));

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ id: 'originator,buyer' });
  });
});

describe('the handler a route builds', () => {
  it('names its route without showing it to enumeration', () => {
    expect(handler.routeId).toBe('testSellerOnly');
    expect(Object.keys(handler)).not.toContain('routeId');
  });
});
