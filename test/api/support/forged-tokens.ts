/**
 * Tokens the authorizer must refuse: expired, tampered, or signed by a key the pool does not
 * publish. The expired one is signed with the local Cognito's own key (local tests only), so it
 * is perfect but for its expiry.
 */
import { generateKeyPairSync } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { signWithLocalKey } from '../../../scripts/local/cognito/local-signing-key';

/** The same claims as a real token, but expired an hour ago, signed with the pool's real key. */
export async function expiredCopyOf(realToken: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signWithLocalKey({
    ...decodeJwt(realToken),
    iat: now - 7200,
    auth_time: now - 7200,
    exp: now - 3600,
  });
}

/** A real token whose payload was changed (groups raised to admins) without re-signing. */
export function tamperedCopyOf(realToken: string): string {
  const [header, payload, signature] = realToken.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  const forged = Buffer.from(JSON.stringify({ ...claims, 'cognito:groups': ['admins'] })).toString(
    'base64url',
  );
  return `${header}.${forged}.${signature}`;
}

/** The same claims signed by a key nobody published, under the pool's key id. */
export async function foreignSignedCopyOf(realToken: string): Promise<string> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const { kid } = decodeProtectedHeader(realToken);
  return new SignJWT(decodeJwt(realToken))
    .setProtectedHeader({ alg: 'RS256', kid: kid ?? '' })
    .sign(privateKey);
}
