/**
 * Amplify Auth, configured from the runtime config. This module is heavy, so it is only ever
 * imported through `loadAmplifyAuth` (a separate chunk, fetched on sign-in, refresh or sign-out).
 */
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import type { WebConfig } from '#shared/core/config';

export { fetchAuthSession, signIn, signOut };

/**
 * Amplify v6 user-pool settings; `userPoolEndpoint` points Auth at the local Cognito
 * (docs/requirements.md#e5-4).
 */
export function configureAmplify(config: WebConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
}
