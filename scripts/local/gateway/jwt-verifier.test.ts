import { createLocalJWKSet } from 'jose';
import { localJwks, signWithLocalKey } from '../cognito/local-signing-key';
import { createJwtVerifier, tokenFromAuthorization } from './jwt-verifier';

const ISSUER = 'https://cognito-idp.us-east-2.amazonaws.com/us-east-2_Test';
const CLIENT = 'client123';
const now = () => Math.floor(Date.now() / 1000);

const verify = createJwtVerifier({
  issuer: ISSUER,
  audience: [CLIENT],
  keys: createLocalJWKSet(localJwks()),
});

const idToken = (overrides: Record<string, unknown> = {}) =>
  signWithLocalKey({
    iss: ISSUER,
    aud: CLIENT,
    sub: 'u1',
    token_use: 'id',
    iat: now(),
    exp: now() + 600,
    ...overrides,
  });

describe('the JWT verifier', () => {
  it('accepts an ID token of the pool and client, with or without "Bearer"', async () => {
    // Prepare
    const token = await idToken();

    // Act
    const claims = await verify(`Bearer ${token}`);

    // Assess
    expect(claims.sub).toBe('u1');
    await expect(verify(token)).resolves.toMatchObject({ sub: 'u1' });
  });

  it('accepts an access token by its client_id', async () => {
    // Prepare
    const token = await signWithLocalKey({
      iss: ISSUER,
      client_id: CLIENT,
      token_use: 'access',
      iat: now(),
      exp: now() + 600,
    });

    // Assess
    await expect(verify(`Bearer ${token}`)).resolves.toMatchObject({ client_id: CLIENT });
  });

  it.each([
    ['expired', { exp: now() - 60 }],
    ['not yet valid', { nbf: now() + 60 }],
    ['issued in the future', { iat: now() + 60 }],
    ['from another pool', { iss: 'https://cognito-idp.us-east-2.amazonaws.com/us-east-2_Other' }],
    ['for another client', { aud: 'other-client' }],
    ['without token_use', { token_use: undefined }],
    ['without exp', { exp: undefined }],
  ])('refuses a token %s', async (_label, overrides) => {
    // Prepare
    const token = await idToken(overrides);

    // Assess
    await expect(verify(`Bearer ${token}`)).rejects.toThrow();
  });

  it('refuses a tampered token', async () => {
    // Prepare
    const [header, payload, signature] = (await idToken()).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, 'cognito:groups': ['admins'] })).toString(
      'base64url',
    );

    // Assess
    await expect(verify(`Bearer ${header}.${forged}.${signature}`)).rejects.toThrow();
  });

  it('refuses a missing or empty header', async () => {
    // Assess
    await expect(verify(undefined)).rejects.toThrow();
    await expect(verify('Bearer ')).rejects.toThrow();
  });
});

describe('tokenFromAuthorization', () => {
  it('strips a case-insensitive Bearer prefix', () => {
    // Assess
    expect(tokenFromAuthorization('bearer abc')).toBe('abc');
    expect(tokenFromAuthorization('abc')).toBe('abc');
    expect(tokenFromAuthorization('  ')).toBeUndefined();
  });
});
