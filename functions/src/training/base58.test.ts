import { base58btcDecode, base58btcEncode } from './base58';

describe('base58btc', () => {
  it.each([
    ['Hello World!', '2NEpo7TZRRrLZSi2U'],
    [
      'The quick brown fox jumps over the lazy dog.',
      'USm3fpXnKG5EUBx2ndxBDMPVciP5hGey2Jh4NDv6gmeo1LkMeiKrLJUUBk6Z',
    ],
  ])('writes %j as %s', (text, encoded) => {
    expect(base58btcEncode(Buffer.from(text))).toBe(encoded);
    expect(Buffer.from(base58btcDecode(encoded)).toString()).toBe(text);
  });

  it('writes each leading zero byte as a 1', () => {
    const bytes = Uint8Array.from([0, 0, 0x28, 0x7f, 0xb4, 0xcd]);
    expect(base58btcEncode(bytes)).toBe('11233QC4');
    expect(base58btcDecode('11233QC4')).toEqual(bytes);
  });

  it('refuses characters outside the alphabet', () => {
    expect(() => base58btcDecode('0OIl')).toThrow();
  });
});
