import { createContext, useContext } from 'react';

/** E-mail and password, as the sign-in form sends them. */
export interface PasswordCredentials {
  email: string;
  password: string;
}

/** Signs in with Cognito (no server check); throws when Cognito does not sign the user in. */
export type PasswordSignIn = (credentials: PasswordCredentials) => Promise<void>;

/**
 * The app's password sign-in, provided by the app shell: it belongs to the auth feature, and other
 * features (sign-up signs the new user in) may not import a feature (docs/requirements.md#e4-6).
 */
export const PasswordSignInContext = createContext<PasswordSignIn | null>(null);

/** The app's password sign-in; only under a route that provides it. */
export function usePasswordSignIn(): PasswordSignIn {
  const signIn = useContext(PasswordSignInContext);
  if (!signIn) throw new Error('usePasswordSignIn must be used under PasswordSignInContext');
  return signIn;
}
