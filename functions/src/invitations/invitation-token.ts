/** Invitation tokens: long and random when made, and only ever stored as their hash. */
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits) in base64url: 43 characters, as `invitationTokenSchema` expects. */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The SHA-256 of a token, in hex: what the table keys invitations by. A plain (unsalted) hash is
 * enough here because the token has 256 bits of entropy: there is nothing to guess by brute force,
 * and an unsalted hash keeps the lookup a single GetItem.
 */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
