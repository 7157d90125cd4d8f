import {
  ApiRequestError,
  AuthenticationRequiredError,
  NetworkError,
  SessionRefreshError,
} from '../api/api-errors';
import { shouldRetryMe } from '../session/me-query';
import { createQueryClient, QUERY_STALE_TIME_MS, shouldRetryQuery } from './query-client';

describe('createQueryClient', () => {
  it('keeps data fresh for five minutes, never refetches on focus and never polls', () => {
    const { queries } = createQueryClient().getDefaultOptions();

    expect(queries?.staleTime).toBe(QUERY_STALE_TIME_MS);
    expect(QUERY_STALE_TIME_MS).toBe(5 * 60 * 1000);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
  });

  it('never retries mutations', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});

describe('shouldRetryQuery', () => {
  it('retries other errors up to three times', () => {
    const error = new NetworkError();

    expect([0, 1, 2, 3].map((failures) => shouldRetryQuery(failures, error))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it.each([
    ['Authentication required', new AuthenticationRequiredError()],
    ['a failed refresh', new SessionRefreshError()],
    ['401', new ApiRequestError(401, 'Unauthorized', '', undefined)],
    ['403', new ApiRequestError(403, 'Forbidden', '', undefined)],
    ['400 (a refused request)', new ApiRequestError(400, 'Bad Request', '', undefined)],
  ])('never retries %s', (_, error) => {
    expect(shouldRetryQuery(0, error)).toBe(false);
  });
});

describe('shouldRetryMe', () => {
  it('retries me once, never on 401 or 403', () => {
    const serverError = new ApiRequestError(500, 'Internal Server Error', '', undefined);

    expect(shouldRetryMe(0, serverError)).toBe(true);
    expect(shouldRetryMe(1, serverError)).toBe(false);
    expect(shouldRetryMe(0, new ApiRequestError(401, 'Unauthorized', '', undefined))).toBe(false);
    expect(shouldRetryMe(0, new ApiRequestError(403, 'Forbidden', '', undefined))).toBe(false);
  });
});
