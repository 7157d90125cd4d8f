/**
 * How long the user pool's tokens live, read by the CDK app client and the local Cognito stand-in
 * alike (docs/requirements.md#r9-1). The API re-reads the account on every call, so an ID token's
 * life bounds only how long a token says what it said at sign-in (names, e-mail), not what the
 * account may do.
 */

/** Minutes an ID token (the API's bearer token) is valid; the SPA refreshes it before then. */
export const ID_TOKEN_VALIDITY_MINUTES = 15;
/** Minutes an access token (used for the user's own Cognito calls only) is valid. */
export const ACCESS_TOKEN_VALIDITY_MINUTES = 60;
/** Days a refresh token is valid. */
export const REFRESH_TOKEN_VALIDITY_DAYS = 30;
