/**
 * Confirmation codes for a texting number: six random digits from the platform's CSPRNG, stored only
 * as an HMAC-SHA-256 bound to the account and the number, so a code read from the table (or sent to
 * one number) proves nothing for another account or number.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { TEXT_CODE_LENGTH } from '#shared/texting/text-alerts';

/** A new code: TEXT_CODE_LENGTH decimal digits, leading zeros kept. */
export function newTextCode(): string {
  return String(randomInt(0, 10 ** TEXT_CODE_LENGTH)).padStart(TEXT_CODE_LENGTH, '0');
}

/** A new random key for one code's hash (stored with it; a new code gets a new key). */
export function newTextCodeKey(): string {
  return randomBytes(32).toString('base64url');
}

/** What a code is stored as: HMAC-SHA-256 under the code's key of the user, the number and the code. */
export function hashTextCode(key: string, userId: string, phoneNumber: string, code: string): string {
  return createHmac('sha256', key).update(`${userId}\n${phoneNumber}\n${code}`, 'utf8').digest('hex');
}

/** Whether `code` is the one stored as `hash` for this user and number (constant-time comparison). */
export function textCodeMatches(
  stored: { codeKey: string; codeHash: string },
  userId: string,
  phoneNumber: string,
  code: string,
): boolean {
  const expected = Buffer.from(stored.codeHash, 'hex');
  const given = Buffer.from(hashTextCode(stored.codeKey, userId, phoneNumber, code), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
