/**
 * Base58 in the Bitcoin alphabet ("base58btc"), which multibase writes after a `z`: how did:key
 * names a public key and how a Data Integrity proof writes its signature.
 */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** The base58btc text of some bytes (each leading zero byte becomes a leading '1'). */
export function base58btcEncode(bytes: Uint8Array): string {
  let leadingZeros = 0;
  while (leadingZeros < bytes.length && bytes[leadingZeros] === 0) leadingZeros += 1;
  let number = 0n;
  for (const byte of bytes) number = number * 256n + BigInt(byte);
  let digits = '';
  while (number > 0n) {
    digits = ALPHABET[Number(number % 58n)] + digits;
    number /= 58n;
  }
  return '1'.repeat(leadingZeros) + digits;
}

/** The bytes of a base58btc text; throws on a character outside the alphabet. */
export function base58btcDecode(text: string): Uint8Array {
  let leadingOnes = 0;
  while (leadingOnes < text.length && text[leadingOnes] === '1') leadingOnes += 1;
  let number = 0n;
  for (const character of text) {
    const digit = ALPHABET.indexOf(character);
    if (digit < 0) throw new Error(`Not a base58btc character: ${character}`);
    number = number * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (number > 0n) {
    bytes.unshift(Number(number % 256n));
    number /= 256n;
  }
  return Uint8Array.from([...new Array<number>(leadingOnes).fill(0), ...bytes]);
}
