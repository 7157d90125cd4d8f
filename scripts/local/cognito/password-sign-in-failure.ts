/**
 * Password sign-in failures as Cognito answers them. cognito-local tells a wrong password
 * (InvalidPasswordException) from an unknown user (NotAuthorizedException "User not authorized"),
 * while Cognito, with PreventUserExistenceErrors on (as the deployed app client has it), answers
 * both with one NotAuthorizedException, so nobody can tell which accounts exist. The front
 * rewrites cognito-local's answer into Cognito's, so the SPA meets the same error here as in AWS.
 */

/** The flows that check a password; others (refresh, custom auth) keep their own errors. */
const PASSWORD_FLOWS = new Set(['USER_PASSWORD_AUTH', 'USER_SRP_AUTH']);

/** What cognito-local answers for a wrong password or an unknown user. */
const WRONG_CREDENTIALS = new Set([
  'InvalidPasswordException',
  'UserNotFoundException',
  'NotAuthorizedException',
]);

/** Cognito's answer to a wrong password or an unknown user. */
export const INCORRECT_CREDENTIALS = {
  __type: 'NotAuthorizedException',
  message: 'Incorrect username or password.',
} as const;

/**
 * Cognito's error body for cognito-local's failed `InitiateAuth` of a password flow, or null when
 * the answer stands as it is (success, another flow, or an error Cognito also gives, such as
 * UserNotConfirmedException or PasswordResetRequiredException).
 */
export function cognitoPasswordSignInFailure(
  authFlow: unknown,
  statusCode: number,
  body: Buffer,
): typeof INCORRECT_CREDENTIALS | null {
  if (statusCode < 400 || typeof authFlow !== 'string' || !PASSWORD_FLOWS.has(authFlow)) return null;
  let type: unknown;
  try {
    type = (JSON.parse(body.toString('utf8')) as { __type?: unknown }).__type;
  } catch {
    return null;
  }
  return typeof type === 'string' && WRONG_CREDENTIALS.has(type) ? INCORRECT_CREDENTIALS : null;
}
