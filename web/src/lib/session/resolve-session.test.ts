import { makeIdToken } from '../../test/tokens';
import { makeUser } from '../../test/users';
import { ApiRequestError, NetworkError, SessionRefreshError } from '../api/api-errors';
import { resolveSession } from './resolve-session';

const token = makeIdToken({
  sub: 'sub-1',
  given_name: 'Bea',
  family_name: 'Buyer',
  'cognito:groups': ['buyers'],
});

describe('resolveSession', () => {
  it('is authenticated with the server user when the token and me succeed', async () => {
    const user = makeUser();

    const result = await resolveSession({ getIdToken: async () => token, fetchMe: async () => user });

    expect(result).toEqual({ status: 'authenticated', user });
  });

  it('is unauthenticated without a token and never calls me', async () => {
    const fetchMe = jest.fn();

    const result = await resolveSession({ getIdToken: async () => null, fetchMe });

    expect(result).toEqual({ status: 'unauthenticated', reason: 'no-session' });
    expect(fetchMe).not.toHaveBeenCalled();
  });

  it('treats 403 on me as a deactivated account', async () => {
    const result = await resolveSession({
      getIdToken: async () => token,
      fetchMe: async () => {
        throw new ApiRequestError(403, 'Forbidden', '{}', { code: 'ACCOUNT_DEACTIVATED' });
      },
    });

    expect(result).toEqual({ status: 'unauthenticated', reason: 'deactivated' });
  });

  it('treats 401 on me, or a failed refresh, as a refused token', async () => {
    const unauthorized = await resolveSession({
      getIdToken: async () => token,
      fetchMe: async () => {
        throw new ApiRequestError(401, 'Unauthorized', '', undefined);
      },
    });
    const refreshFailed = await resolveSession({
      getIdToken: async () => token,
      fetchMe: async () => {
        throw new SessionRefreshError();
      },
    });

    expect(unauthorized).toEqual({ status: 'unauthenticated', reason: 'rejected' });
    expect(refreshFailed).toEqual({ status: 'unauthenticated', reason: 'rejected' });
  });

  it.each([
    ['a server error', new ApiRequestError(500, 'Internal Server Error', '', undefined)],
    ['a network failure', new NetworkError()],
  ])('falls back to the user from the token after %s', async (_, error) => {
    const result = await resolveSession({
      getIdToken: async () => token,
      fetchMe: async () => {
        throw error;
      },
    });

    expect(result).toMatchObject({
      status: 'authenticated',
      user: { userId: 'sub-1', firstName: 'Bea', role: 'buyer', validationFailed: true },
    });
  });

  it('is unauthenticated (keeping its data) when the identity provider is unreachable', async () => {
    const result = await resolveSession({
      getIdToken: async () => {
        throw new NetworkError();
      },
      fetchMe: jest.fn(),
    });

    expect(result).toEqual({ status: 'unauthenticated', reason: 'unreachable' });
  });
});
