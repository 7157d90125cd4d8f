import { ROLES, type Role } from '#shared/users/roles';
import { pathAfterSignUp, signUpKindFor, signUpPathFor } from './sign-up-routing';

const TOKEN = 'Abc_-123'.padEnd(43, 'x');

describe('signUpPathFor', () => {
  it.each<[Role, string]>([
    ['originator', '/signup/seller'],
    ['buyer', '/signup/buyer'],
    ['owner', '/signup/buyer'],
    ['admin', '/signup/buyer'],
  ])('sends a %s invitation to %s with its token', (role, page) => {
    expect(signUpPathFor(role, TOKEN)).toBe(`${page}?invitation=${TOKEN}`);
  });

  it('covers every role', () => {
    expect(ROLES.map(signUpKindFor)).toEqual(['buyer', 'seller', 'buyer', 'buyer']);
  });
});

describe('pathAfterSignUp', () => {
  it('sends buyers to /verify and sellers to the thank-you page first', () => {
    expect(pathAfterSignUp('buyer')).toBe('/verify');
    expect(pathAfterSignUp('seller')).toBe('/signup/seller/thank-you');
  });
});
