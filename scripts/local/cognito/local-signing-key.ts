/**
 * cognito-local signs every token with a key pair that ships inside the npm package, so anyone can
 * mint a token it would accept. Trust it in local mode only: the local gateway is the only verifier
 * that loads this key, and nothing deployed ever does.
 */
import { createRequire } from 'node:module';
import { importJWK, SignJWT, type JWK } from 'jose';

const requireFromHere = createRequire(__filename);

interface BundledKey {
  jwk: JWK & { kid: string };
  pem: string;
}

/** The public JWK of the bundled key (what cognito-local serves at `/<pool>/.well-known/jwks.json`). */
export function localPublicJwk(): JWK & { kid: string } {
  return (requireFromHere('cognito-local/lib/keys/cognitoLocal.public.json') as BundledKey).jwk;
}

/** The local JWKS document. */
export function localJwks(): { keys: JWK[] } {
  return { keys: [localPublicJwk()] };
}

/**
 * Signs arbitrary claims with the bundled private key, as cognito-local would. For tests that need
 * an expired, not-yet-valid or otherwise unusual token; real tokens come from signing in.
 */
export async function signWithLocalKey(claims: Record<string, unknown>): Promise<string> {
  const { jwk } = requireFromHere('cognito-local/lib/keys/cognitoLocal.private.json') as BundledKey;
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: localPublicJwk().kid }).sign(key);
}
