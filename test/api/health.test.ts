import { PUBLIC_ROUTE_THROTTLES } from '#shared/api/route-throttles';
import { callApi } from './support/local-stack';

describe('GET /api/health', () => {
  it('answers ok without a token', async () => {
    const { status, body } = await callApi('/api/health');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok', time: expect.any(String) });
  });
});

describe('GET /api/openapi.json', () => {
  it('answers the OpenAPI 3.1 document without a token', async () => {
    const { status, body } = await callApi('/api/openapi.json');
    expect(status).toBe(200);
    expect(body).toMatchObject({ openapi: '3.1.0', paths: { '/api/auth/me': expect.any(Object) } });
  });
});

describe('an unknown API path', () => {
  it('answers 404 ROUTE_NOT_FOUND', async () => {
    const { status, body } = await callApi('/api/no-such-route');
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });
});

// Last in this file: it empties the document route's token bucket (docs/requirements.md#e7-11).
describe('a public route throttle', () => {
  it('answers 429 Too Many Requests to a burst past the route burst limit', async () => {
    // Prepare: four times the burst at once, far more than the rate can refill meanwhile.
    const { burstLimit } = PUBLIC_ROUTE_THROTTLES.getOpenApiDocument;

    // Act
    const answers = await Promise.all(
      Array.from({ length: burstLimit * 4 }, () => callApi('/api/openapi.json')),
    );

    // Assess
    const throttled = answers.filter((answer) => answer.status === 429);
    expect(throttled.length).toBeGreaterThan(0);
    expect(throttled[0]?.body).toEqual({ message: 'Too Many Requests' });
    expect(answers.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);
  });
});
