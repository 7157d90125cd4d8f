import { Outlet } from 'react-router';
import { PasswordSignInContext, type PasswordSignIn } from '../lib/session/password-sign-in-context';

// Loaded on first use, so routes under this provider do not pull the auth feature into their chunk.
const signInWithPassword: PasswordSignIn = async (credentials) => {
  const { signInWithPassword: signIn } = await import('../features/auth/api/sign-in');
  await signIn(credentials);
};

/** Gives its child routes the auth feature's password sign-in (sign-up signs the new user in). */
export function PasswordSignInProvider() {
  return (
    <PasswordSignInContext.Provider value={signInWithPassword}>
      <Outlet />
    </PasswordSignInContext.Provider>
  );
}
