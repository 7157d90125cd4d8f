import { buildHttpApiEvent, isTextContentType, queryParameters, requestTime } from './event-builder';

const route = { method: 'POST' as const, path: '/api/listings/{listingId}/photos' as const };

const request = (overrides: Partial<Parameters<typeof buildHttpApiEvent>[0]['request']> = {}) => ({
  method: 'POST',
  url: '/api/listings/L%201/photos?tag=a&tag=b&empty=&q=x%20y',
  rawHeaders: [
    'Host',
    'localhost:5173',
    'Content-Type',
    'application/json',
    'User-Agent',
    'jest',
    'Cookie',
    'a=1; b=2',
    'X-Custom',
    'one',
    'x-custom',
    'two',
  ],
  body: Buffer.from('{"n":1}'),
  sourceIp: '127.0.0.1',
  ...overrides,
});

describe('buildHttpApiEvent', () => {
  it('builds a payload 2.0 event with the route key, raw path and query, headers and cookies', () => {
    // Prepare
    const now = new Date('2024-03-05T06:07:08.009Z');

    // Act
    const event = buildHttpApiEvent({
      request: request(),
      route,
      pathParameters: { listingId: 'L 1' },
      requestId: 'req-1',
      now,
    });

    // Assess
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /api/listings/{listingId}/photos',
      rawPath: '/api/listings/L%201/photos',
      rawQueryString: 'tag=a&tag=b&empty=&q=x%20y',
      cookies: ['a=1', 'b=2'],
      queryStringParameters: { tag: 'a,b', empty: '', q: 'x y' },
      pathParameters: { listingId: 'L 1' },
      body: '{"n":1}',
      isBase64Encoded: false,
      requestContext: {
        http: {
          method: 'POST',
          path: '/api/listings/L%201/photos',
          protocol: 'HTTP/1.1',
          sourceIp: '127.0.0.1',
          userAgent: 'jest',
        },
        requestId: 'req-1',
        routeKey: 'POST /api/listings/{listingId}/photos',
        stage: '$default',
        time: '05/Mar/2024:06:07:08 +0000',
        timeEpoch: now.getTime(),
        domainName: 'localhost:5173',
      },
    });
    expect(event.headers).toMatchObject({
      host: 'localhost:5173',
      'content-type': 'application/json',
      'x-custom': 'one,two',
    });
    expect(event.headers.cookie).toBeUndefined();
    expect(event.requestContext.authorizer).toBeUndefined();
  });

  it('passes the verified claims stringified, with scopes null', () => {
    // Act
    const event = buildHttpApiEvent({
      request: request(),
      route,
      pathParameters: {},
      claims: { sub: 'u1', 'cognito:groups': ['buyers', 'originators'], exp: 123, email_verified: true },
    });

    // Assess
    expect(event.requestContext.authorizer).toEqual({
      jwt: {
        claims: { sub: 'u1', 'cognito:groups': '[buyers originators]', exp: '123', email_verified: 'true' },
        scopes: null,
      },
    });
    expect(event.pathParameters).toBeUndefined();
  });

  it('base64-encodes a body that is not text', () => {
    // Prepare
    const bytes = Buffer.from([0, 1, 2, 255]);

    // Act
    const event = buildHttpApiEvent({
      request: request({ rawHeaders: ['Content-Type', 'multipart/form-data; boundary=x'], body: bytes }),
      route,
      pathParameters: {},
    });

    // Assess
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body ?? '', 'base64')).toEqual(bytes);
  });

  it('omits the body, cookies and query when there are none', () => {
    // Act
    const event = buildHttpApiEvent({
      request: request({ url: '/api/health', rawHeaders: [], body: Buffer.alloc(0) }),
      route: { method: 'GET', path: '/api/health' },
      pathParameters: {},
    });

    // Assess
    expect(event.body).toBeUndefined();
    expect(event.isBase64Encoded).toBe(false);
    expect(event.cookies).toBeUndefined();
    expect(event.queryStringParameters).toBeUndefined();
    expect(event.rawQueryString).toBe('');
  });
});

describe('isTextContentType', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['application/problem+json', true],
    ['text/plain', true],
    ['application/xml', true],
    ['multipart/form-data; boundary=x', false],
    ['application/x-www-form-urlencoded', false],
    ['image/png', false],
    [undefined, false],
  ])('%s is text: %s', (contentType, expected) => {
    // Assess
    expect(isTextContentType(contentType)).toBe(expected);
  });
});

describe('queryParameters', () => {
  it('decodes values and joins repeats with commas', () => {
    // Assess
    expect(queryParameters('a=1&a=2&b=%2Fx&c')).toEqual({ a: '1,2', b: '/x', c: '' });
    expect(queryParameters('')).toBeUndefined();
  });
});

describe('requestTime', () => {
  it('formats like API Gateway', () => {
    // Assess
    expect(requestTime(new Date('2021-12-31T23:59:01Z'))).toBe('31/Dec/2021:23:59:01 +0000');
  });
});
