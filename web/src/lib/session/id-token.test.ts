import { tokenExpiringIn } from '../../test/tokens';
import { NetworkError } from '../api/api-errors';
import { loadAmplifyAuth, type AmplifyAuth } from '../amplify/load-amplify-auth';
import { AMPLIFY_TOKEN_KEY_PREFIX, LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from '../storage/storage-keys';
import { getIdToken } from './id-token';

jest.mock('../amplify/load-amplify-auth', () => ({
  ...jest.requireActual('../amplify/load-amplify-auth'),
  loadAmplifyAuth: jest.fn(),
}));

const fetchAuthSession = jest.fn();
const signOut = jest.fn();

function amplifyAnswers(idToken: string | undefined) {
  fetchAuthSession.mockResolvedValue({
    tokens: idToken ? { idToken: { toString: () => idToken }, accessToken: {} } : undefined,
  });
}

function signedInWith(token: string) {
  localStorage.setItem(LOCAL_STORAGE_KEYS.idToken, token);
  localStorage.setItem(LOCAL_STORAGE_KEYS.isAuthenticated, 'true');
}

beforeEach(() => {
  signOut.mockResolvedValue(undefined);
  jest.mocked(loadAmplifyAuth).mockResolvedValue({ fetchAuthSession, signOut } as unknown as AmplifyAuth);
});

describe('getIdToken', () => {
  it('reuses a stored token with more than five minutes left, without asking Amplify', async () => {
    const token = tokenExpiringIn(3600);
    signedInWith(token);

    await expect(getIdToken()).resolves.toBe(token);
    expect(loadAmplifyAuth).not.toHaveBeenCalled();
  });

  it('force-refreshes a token with less than 300 seconds left and stores the new one', async () => {
    signedInWith(tokenExpiringIn(120));
    const fresh = tokenExpiringIn(3600);
    amplifyAnswers(fresh);

    await expect(getIdToken()).resolves.toBe(fresh);
    expect(fetchAuthSession).toHaveBeenCalledWith({ forceRefresh: true });
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.idToken)).toBe(fresh);
  });

  it('clears an expired token and renews it through the refresh token', async () => {
    signedInWith(tokenExpiringIn(-60));
    const fresh = tokenExpiringIn(3600);
    amplifyAnswers(fresh);

    await expect(getIdToken()).resolves.toBe(fresh);
    expect(fetchAuthSession).toHaveBeenCalledWith({ forceRefresh: true });
  });

  it('discards a corrupted stored token', async () => {
    signedInWith('not-a-jwt');
    amplifyAnswers(undefined);

    await expect(getIdToken()).resolves.toBeNull();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.idToken)).toBeNull();
  });

  it('answers null for a visitor without loading Amplify', async () => {
    await expect(getIdToken()).resolves.toBeNull();
    expect(loadAmplifyAuth).not.toHaveBeenCalled();
  });

  it('asks Amplify right after sign-in, before any marker exists', async () => {
    const token = tokenExpiringIn(3600);
    amplifyAnswers(token);

    await expect(getIdToken({ afterSignIn: true })).resolves.toBe(token);
    expect(fetchAuthSession).toHaveBeenCalledWith({ forceRefresh: false });
  });

  it('force-refreshes when Amplify hands back a token about to expire', async () => {
    const expiring = tokenExpiringIn(100);
    const fresh = tokenExpiringIn(3600);
    fetchAuthSession
      .mockResolvedValueOnce({ tokens: { idToken: { toString: () => expiring } } })
      .mockResolvedValueOnce({ tokens: { idToken: { toString: () => fresh } } });

    await expect(getIdToken({ afterSignIn: true })).resolves.toBe(fresh);
    expect(fetchAuthSession).toHaveBeenLastCalledWith({ forceRefresh: true });
  });

  it('clears all auth data when the refresh fails', async () => {
    signedInWith(tokenExpiringIn(60));
    localStorage.setItem(LOCAL_STORAGE_KEYS.cachedUser, '{}');
    sessionStorage.setItem(SESSION_STORAGE_KEYS.dashboardFetchAttempted, '1');
    fetchAuthSession.mockRejectedValue(
      Object.assign(new Error('Refresh Token has expired'), { name: 'NotAuthorizedException' }),
    );

    await expect(getIdToken()).resolves.toBeNull();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.idToken)).toBeNull();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.isAuthenticated)).toBeNull();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.cachedUser)).toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.dashboardFetchAttempted)).toBeNull();
    expect(signOut).toHaveBeenCalled();
  });

  it('clears all auth data when Amplify holds no session', async () => {
    signedInWith(tokenExpiringIn(-1));
    amplifyAnswers(undefined);

    await expect(getIdToken()).resolves.toBeNull();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.isAuthenticated)).toBeNull();
  });

  it('reports an unreachable identity provider as a network error and keeps the session', async () => {
    signedInWith(tokenExpiringIn(60));
    fetchAuthSession.mockRejectedValue(
      Object.assign(new Error('A network error has occurred.'), { name: 'NetworkError' }),
    );

    await expect(getIdToken()).rejects.toBeInstanceOf(NetworkError);
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.isAuthenticated)).toBe('true');
  });

  it("removes Amplify's own keys when Amplify cannot be loaded to sign out", async () => {
    signedInWith(tokenExpiringIn(60));
    localStorage.setItem(`${AMPLIFY_TOKEN_KEY_PREFIX}client.user.refreshToken`, 'refresh');
    fetchAuthSession.mockRejectedValue(
      Object.assign(new Error('expired'), { name: 'NotAuthorizedException' }),
    );
    signOut.mockRejectedValue(new Error('chunk failed'));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);

    await getIdToken();

    expect(localStorage.getItem(`${AMPLIFY_TOKEN_KEY_PREFIX}client.user.refreshToken`)).toBeNull();
  });
});
