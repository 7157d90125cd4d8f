/** Builds API Gateway v2 events and Lambda contexts for handler unit tests. */
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { ORIGIN_SECRET_HEADER } from '#shared/api/edge';
import { TEST_ORIGIN_SECRET } from './origin-secret.fixtures';

export interface TestEventOptions {
  method?: string;
  path?: string;
  routeKey?: string;
  /** Claims as the JWT authorizer passes them (strings); omit for an anonymous call. */
  claims?: Record<string, string>;
  headers?: Record<string, string>;
  body?: string;
  pathParameters?: Record<string, string>;
  queryStringParameters?: Record<string, string>;
  /** Whether the request came through the edge, carrying the origin secret (default true). */
  viaEdge?: boolean;
}

/** Claims of a signed-in test user, in the authorizer's string form. */
export const testClaims = (overrides: Record<string, string> = {}): Record<string, string> => ({
  sub: 'user-1',
  email: 'bea@example.com',
  email_verified: 'true',
  given_name: 'Bea',
  family_name: 'Buyer',
  phone_number: '+15555550100',
  'cognito:groups': '[buyers]',
  token_use: 'id',
  ...overrides,
});

export function apiEvent(options: TestEventOptions = {}): APIGatewayProxyEventV2WithJWTAuthorizer {
  const method = options.method ?? 'GET';
  const path = options.path ?? '/api/test';
  return {
    version: '2.0',
    routeKey: options.routeKey ?? `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: {
      ...(options.viaEdge === false ? {} : { [ORIGIN_SECRET_HEADER]: TEST_ORIGIN_SECRET }),
      ...options.headers,
    },
    body: options.body,
    isBase64Encoded: false,
    pathParameters: options.pathParameters,
    queryStringParameters: options.queryStringParameters,
    requestContext: {
      accountId: '123456789012',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'jest' },
      requestId: 'request-1',
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: '20/Nov/2026:00:00:00 +0000',
      timeEpoch: 0,
      authorizer: options.claims
        ? { principalId: '', integrationLatency: 0, jwt: { claims: options.claims, scopes: [] } }
        : (undefined as never),
    },
  };
}

export const lambdaContext = (): Context => ({
  callbackWaitsForEmptyEventLoop: false,
  functionName: 'test',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:us-east-2:123456789012:function:test',
  memoryLimitInMB: '256',
  awsRequestId: 'request-1',
  logGroupName: 'test',
  logStreamName: 'test',
  getRemainingTimeInMillis: () => 10_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
});

/** The parsed JSON body of a handler's answer. */
export const bodyOf = (result: { body?: string } | string | void): unknown =>
  typeof result === 'object' && result.body ? (JSON.parse(result.body) as unknown) : undefined;

interface RecordedCall {
  args: [{ input?: { Key?: { sk?: unknown }; ProjectionExpression?: unknown } }];
}

/** True for the pipeline's read of the caller's stored account (a projected GetItem of a profile). */
const isAccountRead = (call: RecordedCall) => {
  const input = call.args[0].input;
  return input?.Key?.sk === 'PROFILE' && input.ProjectionExpression !== undefined;
};

/** The calls a handler made besides the pipeline's reads of the caller's stored account. */
export const callsAfterAccountRead = (client: { calls: () => unknown[] }) =>
  (client.calls() as RecordedCall[]).filter((call) => !isAccountRead(call));
