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
