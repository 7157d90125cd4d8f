/** The secret in a sign-in link: random, long, and stored only as its hash. */
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: the `code` of the link. */
export function newSignInToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 (hex) of a token: what the table keeps, so a leaked table grants no sign-in. */
export function hashSignInToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
