import * as z from 'zod';
import { defineRoute } from '#shared/api/route';
import { apiEvent, bodyOf, lambdaContext, testClaims } from '../../testing/api-event.fixtures';
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

describe('the handler a route builds', () => {
  it('names its route without showing it to enumeration', () => {
    expect(handler.routeId).toBe('testSellerOnly');
    expect(Object.keys(handler)).not.toContain('routeId');
  });
});
