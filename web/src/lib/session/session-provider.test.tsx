import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getMe } from '#shared/api/routes/auth.routes';
import { Toaster } from '../../components/toaster';
import { makeIdToken, tokenExpiringIn } from '../../test/tokens';
import { makeUser } from '../../test/users';
import { ApiRequestError, NetworkError } from '../api/api-errors';
import { callRoute } from '../api/app-api-client';
import { loadAmplifyAuth, type AmplifyAuth } from '../amplify/load-amplify-auth';
import { recentProblems, recordClientError } from '../diagnostics/recent-problems';
import { createQueryClient } from '../query/query-client';
import { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from '../storage/storage-keys';
import { currentToast, dismissToast } from '../toast/toast-store';
import { startMeAtBoot } from './boot-me';
import { ME_QUERY_KEY } from './me-query';
import { useSession } from './session-context';
import { SessionProvider } from './session-provider';

jest.mock('../api/app-api-client', () => ({ callRoute: jest.fn() }));
jest.mock('../amplify/load-amplify-auth', () => ({
  ...jest.requireActual('../amplify/load-amplify-auth'),
  loadAmplifyAuth: jest.fn(),
}));

const signOut = jest.fn();

function SessionProbe() {
  const { state, refresh, signOut: endSession } = useSession();
  return (
    <div>
      <output data-testid="status">{state.status}</output>
      {state.status === 'unauthenticated' && <output data-testid="reason">{state.reason ?? ''}</output>}
      {state.status === 'authenticated' && (
        <>
          <output data-testid="name">{`${state.user.firstName} ${state.user.lastName}`}</output>
          <output data-testid="fallback">{String(state.user.validationFailed === true)}</output>
        </>
      )}
      <button type="button" onClick={() => void endSession()}>
        sign out
      </button>
      <button type="button" onClick={() => void refresh({ afterSignIn: true, formShowsDeactivation: true })}>
        sign in with a form
      </button>
    </div>
  );
}

function renderSession() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionProvider>
        <SessionProbe />
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

function signedInWith(token: string) {
  localStorage.setItem(LOCAL_STORAGE_KEYS.idToken, token);
  localStorage.setItem(LOCAL_STORAGE_KEYS.isAuthenticated, 'true');
}

const status = () => screen.getByTestId('status');

beforeEach(() => {
  signOut.mockResolvedValue(undefined);
  jest
    .mocked(loadAmplifyAuth)
    .mockResolvedValue({ signOut, fetchAuthSession: jest.fn() } as unknown as AmplifyAuth);
});

afterEach(() => {
  const toast = currentToast();
  if (toast) act(() => dismissToast(toast.id));
});

describe('SessionProvider', () => {
  it('is unauthenticated for a visitor, without calling the server', async () => {
    renderSession();

    await waitFor(() => expect(status()).toHaveTextContent('unauthenticated'));
    expect(callRoute).not.toHaveBeenCalled();
  });

  it('signs in with the server user and caches it with a timestamp', async () => {
    signedInWith(tokenExpiringIn(3600));
    jest.mocked(callRoute).mockResolvedValue(makeUser({ firstName: 'Bea', lastName: 'Buyer' }));

    renderSession();

    await waitFor(() => expect(status()).toHaveTextContent('authenticated'));
    expect(screen.getByTestId('name')).toHaveTextContent('Bea Buyer');
    expect(callRoute).toHaveBeenCalledWith(getMe, expect.anything());
    const cached = JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.cachedUser) ?? 'null') as {
      user: { firstName: string };
      cachedAt: number;
    };
    expect(cached.user.firstName).toBe('Bea');
    expect(typeof cached.cachedAt).toBe('number');
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.isAuthenticated)).toBe('true');
  });

  it('reads the `me` answer started at boot instead of asking again', async () => {
    signedInWith(tokenExpiringIn(3600));
    jest.mocked(callRoute).mockResolvedValue(makeUser({ firstName: 'Bea', lastName: 'Buyer' }));
    const queryClient = createQueryClient();
    startMeAtBoot(queryClient);
    // Answered before the app renders, as on a fast network: a stale answer the session must still read.
    await waitFor(() => expect(queryClient.getQueryState(ME_QUERY_KEY)?.status).toBe('success'));

    render(
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <SessionProbe />
        </SessionProvider>
      </QueryClientProvider>,
    );

    await waitFor(() => expect(status()).toHaveTextContent('authenticated'));
    expect(screen.getByTestId('name')).toHaveTextContent('Bea Buyer');
    expect(jest.mocked(callRoute).mock.calls.filter(([route]) => route === getMe)).toHaveLength(1);
  });

  it('uses the fallback user from the token when the server cannot validate', async () => {
    signedInWith(
      makeIdToken({
        sub: 'u1',
        given_name: 'Sam',
        family_name: 'Seller',
        exp: Math.floor(Date.now() / 1000) + 3600,
      }),
    );
    jest.mocked(callRoute).mockRejectedValue(new NetworkError());

    renderSession();

    await waitFor(() => expect(status()).toHaveTextContent('authenticated'), { timeout: 4000 });
    expect(screen.getByTestId('name')).toHaveTextContent('Sam Seller');
    expect(screen.getByTestId('fallback')).toHaveTextContent('true');
  });

  it('logs a deactivated account out and says so', async () => {
    signedInWith(tokenExpiringIn(3600));
    jest
      .mocked(callRoute)
      .mockRejectedValue(new ApiRequestError(403, 'Forbidden', '', { code: 'ACCOUNT_DEACTIVATED' }));

    renderSession();

    await waitFor(() => expect(status()).toHaveTextContent('unauthenticated'));
    // The reason reaches the sign-in form, which says the same instead of a failed load.
    expect(screen.getByTestId('reason')).toHaveTextContent('deactivated');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account has been deactivated. Contact your Dealflow administrator to have it reactivated.',
    );
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.idToken)).toBeNull();
    expect(signOut).toHaveBeenCalled();
  });

  it('leaves a deactivated account to the sign-in form that says so, without a second message', async () => {
    jest
      .mocked(callRoute)
      .mockRejectedValue(new ApiRequestError(403, 'Forbidden', '', { code: 'ACCOUNT_DEACTIVATED' }));
    renderSession();
    await waitFor(() => expect(status()).toHaveTextContent('unauthenticated'));

    signedInWith(tokenExpiringIn(3600));
    await userEvent.click(screen.getByRole('button', { name: 'sign in with a form' }));

    await waitFor(() => expect(screen.getByTestId('reason')).toHaveTextContent('deactivated'));
    expect(callRoute).toHaveBeenCalledWith(getMe, expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(currentToast()).toBeNull();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.idToken)).toBeNull();
  });

  it('clears the local auth markers on 401', async () => {
    signedInWith(tokenExpiringIn(3600));
    localStorage.setItem(LOCAL_STORAGE_KEYS.cachedUser, '{}');
    jest.mocked(callRoute).mockRejectedValue(new ApiRequestError(401, 'Unauthorized', '', undefined));

    renderSession();

    await waitFor(() => expect(status()).toHaveTextContent('unauthenticated'));
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.isAuthenticated)).toBeNull();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.cachedUser)).toBeNull();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.idToken)).toBeNull();
  });

  it('signs out: clears tokens, cached user, the flag and the dashboard marker, and signs Amplify out', async () => {
    signedInWith(tokenExpiringIn(3600));
    sessionStorage.setItem(SESSION_STORAGE_KEYS.dashboardFetchAttempted, String(Date.now()));
    localStorage.setItem(LOCAL_STORAGE_KEYS.language, 'es');
    jest.mocked(callRoute).mockResolvedValue(makeUser());
    renderSession();
    await waitFor(() => expect(status()).toHaveTextContent('authenticated'));

    recordClientError('TypeError: seen by the first user');

    await act(async () => screen.getByRole('button', { name: 'sign out' }).click());

    await waitFor(() => expect(status()).toHaveTextContent('unauthenticated'));
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.idToken)).toBeNull();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.isAuthenticated)).toBeNull();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.cachedUser)).toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.dashboardFetchAttempted)).toBeNull();
    expect(signOut).toHaveBeenCalled();
    // The next user's bug report must not carry this user's problems.
    expect(recentProblems()).toEqual([]);
    // The language is a preference, not auth data: it survives sign-out.
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.language)).toBe('es');
  });

  it("forgets this tab's recent problems when another tab signs out", async () => {
    signedInWith(tokenExpiringIn(3600));
    jest.mocked(callRoute).mockResolvedValue(makeUser());
    renderSession();
    await waitFor(() => expect(status()).toHaveTextContent('authenticated'));
    recordClientError('TypeError: seen by the first user');

    localStorage.removeItem(LOCAL_STORAGE_KEYS.isAuthenticated);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: LOCAL_STORAGE_KEYS.isAuthenticated }));
    });

    await waitFor(() => expect(status()).toHaveTextContent('unauthenticated'));
    expect(recentProblems()).toEqual([]);
  });
});
