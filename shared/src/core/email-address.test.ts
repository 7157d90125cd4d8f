import { canonicalEmail } from './email-address';

describe('canonicalEmail', () => {
  it.each([
    ['a+x@b.c', 'a@b.c'],
    ['A+Promo+2@Example.COM', 'a@example.com'],
    ['  wes@example.com ', 'wes@example.com'],
    ['wes@example.com', 'wes@example.com'],
    ['+only@example.com', '+only@example.com'],
    ['not-an-address', 'not-an-address'],
  ])('reads %s as %s', (email, canonical) => {
    expect(canonicalEmail(email)).toBe(canonical);
  });
});
