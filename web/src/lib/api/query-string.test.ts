import { buildQueryString } from './query-string';

describe('buildQueryString', () => {
  it('repeats the key for each array item', () => {
    expect(buildQueryString({ tag: ['a', 'b'] })).toBe('?tag=a&tag=b');
  });

  it('skips null and undefined values', () => {
    expect(buildQueryString({ a: null, b: undefined, c: 0, d: false })).toBe('?c=0&d=false');
  });

  it('encodes values', () => {
    expect(buildQueryString({ q: 'a b&c' })).toBe('?q=a+b%26c');
  });

  it('answers an empty string when nothing is left', () => {
    expect(buildQueryString({ a: null })).toBe('');
    expect(buildQueryString(undefined)).toBe('');
  });
});
