import { base32Decode, hotp, totpCode } from './totp-code';

// RFC 6238 appendix B (SHA-1 key "12345678901234567890"), last 6 of its 8 digits.
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');
const RFC_BASE32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP codes (RFC 6238)', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('at %i s gives %s', (seconds, code) => {
    expect(totpCode(RFC_BASE32, seconds * 1000)).toBe(code);
  });

  it('decodes base32 secrets whatever their case and padding', () => {
    expect(base32Decode(RFC_BASE32.toLowerCase())).toEqual(RFC_KEY);
    expect(base32Decode('MZXW6===')).toEqual(Buffer.from('foo'));
    expect(() => base32Decode('not base32!')).toThrow();
  });

  it('gives 8 digits from RFC 4226 when asked', () => {
    expect(hotp(RFC_KEY, 1, 8)).toBe('94287082');
  });
});
