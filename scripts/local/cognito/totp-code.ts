/**
 * RFC 6238 TOTP codes (HMAC-SHA1, 30-second steps, 6 digits), as authenticator apps and Cognito
 * compute them: the seed and the tests answer the local stand-in's TOTP challenge with real codes.
 */
import { createHmac } from 'node:crypto';

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** Cognito's and every authenticator app's time step. */
export const TOTP_STEP_SECONDS = 30;

/** The bytes of an RFC 4648 base32 secret (case and padding ignored). */
export function base32Decode(secret: string): Buffer {
  const clean = secret.toUpperCase().replace(/=+$/, '').replace(/\s+/g, '');
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`Not a base32 secret: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The HOTP code (RFC 4226) of a raw key at a counter. */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', key).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The 6-digit TOTP code of a base32 secret at a time (milliseconds since the epoch). */
export function totpCode(secret: string, at: number = Date.now()): string {
  return hotp(base32Decode(secret), Math.floor(at / 1000 / TOTP_STEP_SECONDS));
}
