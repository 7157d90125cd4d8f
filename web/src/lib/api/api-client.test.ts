import * as z from 'zod';
import { defineRoute } from '#shared/api/route';
import { getHealth } from '#shared/api/routes/system.routes';
import { getMe, updateLanguage } from '#shared/api/routes/auth.routes';
import { fakeResponse, jsonResponse } from '../../test/responses';
import { makeUser } from '../../test/users';
import { createApiClient, type ApiClientDependencies } from './api-client';
import { ApiRequestError, ApiResponseShapeError, AuthenticationRequiredError } from './api-errors';

const getThing = defineRoute({
  id: 'getThing',
  method: 'GET',
  path: '/api/things/{thingId}',
  auth: 'signed-in',
  handler: 'things/handlers/get-thing',
  summary: 'A route with params and a query, for these tests only',
  tag: 'test',
  request: {
    params: z.object({ thingId: z.string() }),
    query: z.object({ tag: z.array(z.string()).optional(), page: z.number().optional() }),
  },
  response: z.object({ id: z.string() }),
  successStatus: 200,
  grants: [],
});

function setup(overrides: Partial<ApiClientDependencies> = {}) {
  const fetch = jest.fn<Promise<Response>, Parameters<typeof globalThis.fetch>>();
  const getIdToken = jest
    .fn<Promise<string | null>, [{ forceRefresh?: boolean }?]>()
    .mockResolvedValue('token-1');
  const onAuthFailure = jest.fn();
  const client = createApiClient({
    baseUrl: 'https://app.example',
    fetch,
    getIdToken,
    onAuthFailure,
    ...overrides,
  });
  const requestAt = (index: number) => {
    const [url, init] = fetch.mock.calls[index] ?? [];
    return { url, init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
  };
  return { client, fetch, getIdToken, onAuthFailure, requestAt };
}

describe('callRoute', () => {
  it('sends a JSON body, credentials, an empty api-key header and the bearer token', async () => {
    const { client, fetch, requestAt } = setup();
    const user = makeUser({ languagePreference: 'es' });
    fetch.mockResolvedValue(jsonResponse(200, user));

    const answer = await client.callRoute(updateLanguage, { body: { languagePreference: 'es' } });

    const { url, init, headers } = requestAt(0);
    expect(url).toBe('https://app.example/api/auth/update-language');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe(JSON.stringify({ languagePreference: 'es' }));
    expect(headers['content-type']).toBe('application/json');
    expect(headers['api-key']).toBe('');
    expect(headers.authorization).toBe('Bearer token-1');
    expect(answer).toEqual(user);
  });

  it('asks fetch to keep the request alive past the page only when told to', async () => {
    const { client, fetch, requestAt } = setup();
    fetch.mockResolvedValue(jsonResponse(200, makeUser()));

    await client.callRoute(updateLanguage, { body: { languagePreference: 'es' }, keepalive: true });
    await client.callRoute(updateLanguage, { body: { languagePreference: 'es' } });

    expect(requestAt(0).init.keepalive).toBe(true);
    expect(requestAt(1).init).not.toHaveProperty('keepalive');
  });

  it('answers null for a 204 No Content, as the route table declares', async () => {
    const { client, fetch } = setup();
    const deleteThing = defineRoute({
      ...getThing,
      id: 'deleteThing',
      method: 'DELETE',
      response: z.null(),
      successStatus: 204,
    });
    fetch.mockResolvedValue(fakeResponse(204, ''));

    await expect(client.callRoute(deleteThing, { params: { thingId: 't1' } })).resolves.toBeNull();
  });

  it('sends no body and no content type when there is no data', async () => {
    const { client, fetch, requestAt } = setup();
    fetch.mockResolvedValue(jsonResponse(200, makeUser()));

    await client.callRoute(getMe);

    expect(requestAt(0).init.body).toBeUndefined();
    expect(requestAt(0).headers['content-type']).toBeUndefined();
  });

  it('calls public routes without a token', async () => {
    const { client, fetch, getIdToken, requestAt } = setup();
    fetch.mockResolvedValue(jsonResponse(200, { status: 'ok', time: '2026-01-01T00:00:00Z' }));

    await client.callRoute(getHealth);

    expect(getIdToken).not.toHaveBeenCalled();
    expect(requestAt(0).headers.authorization).toBeUndefined();
  });

  it('fills path params and builds the query string', async () => {
    const { client, fetch, requestAt } = setup();
    fetch.mockResolvedValue(jsonResponse(200, { id: 'a b' }));

    await client.callRoute(getThing, { params: { thingId: 'a b' }, query: { tag: ['x', 'y'], page: 2 } });

    expect(requestAt(0).url).toBe('https://app.example/api/things/a%20b?tag=x&tag=y&page=2');
  });

  it('throws Authentication required without a token, without calling the server', async () => {
    const { client, fetch } = setup({ getIdToken: jest.fn().mockResolvedValue(null) });

    await expect(client.callRoute(getMe)).rejects.toThrow('Authentication required');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports a failure to get a token as an authentication error', async () => {
    const onAuthFailure = jest.fn();
    const { client } = setup({
      getIdToken: jest.fn().mockRejectedValue(new Error('storage')),
      onAuthFailure,
    });

    await expect(client.callRoute(getMe)).rejects.toBeInstanceOf(AuthenticationRequiredError);
    expect(onAuthFailure).toHaveBeenCalledWith('token-unavailable');
  });

  it('force-refreshes the token on 401 and retries once with the new token', async () => {
    const { client, fetch, getIdToken, requestAt } = setup();
    getIdToken.mockResolvedValueOnce('stale').mockResolvedValueOnce('fresh');
    fetch
      .mockResolvedValueOnce(jsonResponse(401, { code: 'UNAUTHENTICATED' }))
      .mockResolvedValueOnce(jsonResponse(200, makeUser()));

    await client.callRoute(getMe);

    expect(getIdToken).toHaveBeenLastCalledWith({ forceRefresh: true });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(requestAt(1).headers.authorization).toBe('Bearer fresh');
  });

  it('gives up after one retry when the server still answers 401', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(
      jsonResponse(401, { code: 'UNAUTHENTICATED', message: 'Authentication required' }, 'Unauthorized'),
    );

    await expect(client.callRoute(getMe)).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('fails with Failed to refresh authentication token when the refresh fails', async () => {
    const { client, fetch, getIdToken, onAuthFailure } = setup();
    getIdToken.mockResolvedValueOnce('stale').mockResolvedValueOnce(null);
    fetch.mockResolvedValue(jsonResponse(401, {}));

    await expect(client.callRoute(getMe)).rejects.toThrow('Failed to refresh authentication token');
    expect(onAuthFailure).toHaveBeenCalledWith('session-expired');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not refresh on 401 from a public route', async () => {
    const { client, fetch, getIdToken } = setup();
    fetch.mockResolvedValue(jsonResponse(401, {}));

    await expect(client.callRoute(getHealth)).rejects.toBeInstanceOf(ApiRequestError);
    expect(getIdToken).not.toHaveBeenCalled();
  });

  it('raises status, status text and body on a non-OK answer, carrying status and data', async () => {
    const { client, fetch } = setup();
    const body = {
      code: 'ACCOUNT_DEACTIVATED',
      message: 'Your account has been deactivated. Please contact support.',
    };
    fetch.mockResolvedValue(jsonResponse(403, body, 'Forbidden'));

    const error = await client.callRoute(getMe).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 403,
      statusText: 'Forbidden',
      data: body,
      code: 'ACCOUNT_DEACTIVATED',
      message: `403 Forbidden: ${JSON.stringify(body)}`,
    });
  });

  it('keeps a body that is not JSON as text', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(fakeResponse(504, 'upstream timeout', 'Gateway Timeout'));

    await expect(client.callRoute(getMe)).rejects.toMatchObject({
      data: 'upstream timeout',
      message: '504 Gateway Timeout: upstream timeout',
    });
  });

  it('labels a request that never got an answer as Network error', async () => {
    const { client, fetch } = setup();
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(client.callRoute(getMe)).rejects.toThrow('Network error');
  });

  it('tells of each failed call its method, URL and status (0 without an answer), and of no successful one', async () => {
    const onRequestFailed = jest.fn();
    const { client, fetch } = setup({ onRequestFailed });
    fetch
      .mockResolvedValueOnce(jsonResponse(200, { id: 't1' }))
      .mockResolvedValueOnce(jsonResponse(404, { code: 'NOT_FOUND' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await client.callRoute(getThing, { params: { thingId: 't1' } });
    await client
      .callRoute(getThing, { params: { thingId: 't2' }, query: { page: 2 } })
      .catch(() => undefined);
    await client.callRoute(getThing, { params: { thingId: 't3' } }).catch(() => undefined);

    expect(onRequestFailed.mock.calls).toEqual([
      ['GET', 'https://app.example/api/things/t2?page=2', 404],
      ['GET', 'https://app.example/api/things/t3', 0],
    ]);
  });

  it('refuses an OK answer that does not match the route table', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(jsonResponse(200, { unexpected: true }));

    await expect(client.callRoute(getMe)).rejects.toBeInstanceOf(ApiResponseShapeError);
  });
});
