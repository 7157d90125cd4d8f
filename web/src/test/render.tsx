import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SessionContext, type SessionContextValue, type SessionState } from '../lib/session/session-context';
import type { SessionUser } from '../lib/session/session-user';
import { paths } from '../lib/paths/paths';

export interface RenderOptions {
  /** The signed-in user; null for a visitor. */
  user?: SessionUser | null;
  state?: SessionState;
  path?: string;
  session?: Partial<SessionContextValue>;
}

/** A session context whose actions are Jest mocks. */
export function makeSession(
  state: SessionState,
  overrides: Partial<SessionContextValue> = {},
): SessionContextValue {
  return {
    state,
    refresh: jest.fn().mockResolvedValue(state),
    updateUser: jest.fn(),
    signOut: jest.fn().mockResolvedValue(undefined),
    ...overrides,
  };
}

/** Shows the router's current path, so tests can see where navigation went. */
function CurrentPath() {
  const { pathname } = useLocation();
  return <output data-testid="current-path">{pathname}</output>;
}

/**
 * Renders UI inside the app's providers with a given session, at `path`; any other path renders
 * nothing but the current-path marker. (A declarative router: data routers need fetch's `Request`,
 * which jsdom lacks.)
 */
export function renderWithProviders(
  ui: ReactElement,
  { user = null, state, path = paths.home, session: sessionOverrides }: RenderOptions = {},
): RenderResult & { session: SessionContextValue; currentPath: () => string | null } {
  const sessionState: SessionState =
    state ??
    (user ? { status: 'authenticated', user, validatedAt: Date.now() } : { status: 'unauthenticated' });
  const session = makeSession(sessionState, sessionOverrides);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path.split('?')[0]} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <CurrentPath />
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  const currentPath = () => result.getByTestId('current-path').textContent;
  return { ...result, session, currentPath };
}
