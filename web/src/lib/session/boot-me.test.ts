import { ApiRequestError } from '../api/api-errors';
import { createQueryClient } from '../query/query-client';
import { fakeApi } from '../../test/fake-api';
import { tokenExpiringIn } from '../../test/tokens';
import { makeUser } from '../../test/users';
import { removeStoredIdToken, storeIdToken } from './auth-storage';
import { startMeAtBoot, takeBootMe } from './boot-me';

jest.mock('../api/app-api-client', () => ({ callRoute: jest.fn() }));

describe('startMeAtBoot', () => {
  afterEach(() => {
    removeStoredIdToken();
    takeBootMe();
  });

  it('asks `me` once with a reusable token, and hands that answer to the first reader only', async () => {
    // Prepare
    storeIdToken(tokenExpiringIn(3600));
    const user = makeUser({ roles: ['buyer'] });
    const api = fakeApi({ getMe: () => user });

    // Act
    startMeAtBoot(createQueryClient());
    const first = takeBootMe();
    const second = takeBootMe();

    // Assess
    await expect(first).resolves.toEqual(user);
    expect(second).toBeNull();
    expect(api.calls('getMe')).toHaveLength(1);
  });

  it.each([
    ['no token is stored', () => undefined],
    ['the stored token needs renewing', () => storeIdToken(tokenExpiringIn(60))],
  ])('leaves `me` to the session when %s', (_case, storeToken) => {
    // Prepare
    storeToken();
    const api = fakeApi({ getMe: () => makeUser() });

    // Act
    startMeAtBoot(createQueryClient());

    // Assess
    expect(takeBootMe()).toBeNull();
    expect(api.calls('getMe')).toHaveLength(0);
  });

  it('keeps a refused answer for the session to read, without an unhandled rejection', async () => {
    // Prepare
    storeIdToken(tokenExpiringIn(3600));
    fakeApi({ getMe: () => Promise.reject(new ApiRequestError(401, 'Unauthorized', '', null)) });

    // Act
    startMeAtBoot(createQueryClient());

    // Assess
    await expect(takeBootMe()).rejects.toBeInstanceOf(ApiRequestError);
  });
});
