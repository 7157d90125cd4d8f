/**
 * Text and numbers as the running API takes them (docs/requirements.md#r5-12, docs/requirements.md#r5-13):
 * a number DynamoDB cannot store and a name with a control or bidi override character are refused with a
 * 400 before anything is written, and a name typed decomposed is stored composed (NFC).
 */
import type { User } from '#shared/users/user';
import { callApi } from './support/local-stack';
import { demoToken, validDealBody } from './support/deals';
import { createTestUser } from './support/test-users';

const json = (body: unknown) => JSON.stringify(body);
const SELLER = 'seller@example.com';

interface ValidationAnswer {
  code: string;
  details?: { path: string; message: string }[];
}

describe('numbers DynamoDB cannot store', () => {
  it.each([
    ['1e-320', 1e-320, 'numberTooPrecise'],
    ['a fraction of a cent', 350_000.001, 'numberTooPrecise'],
    ['1e300', 1e300, 'numberTooLarge'],
  ])('refuses a listing priced %s with 400 and lists nothing', async (_name, purchasePrice, message) => {
    // Prepare
    const token = await demoToken(SELLER);
    const body = validDealBody({ purchasePrice });

    // Act
    const { status, body: answer } = await callApi('/api/deals', { method: 'POST', token, body: json(body) });

    // Assess
    expect(status).toBe(400);
    expect(answer as ValidationAnswer).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: expect.arrayContaining([{ path: 'body.purchasePrice', message }]) as unknown,
    });
    const { body: mine } = await callApi('/api/users/me/deals?limit=100', { token });
    const addresses = (mine as { items: { streetAddress: string }[] }).items.map(
      (item) => item.streetAddress,
    );
    expect(addresses).not.toContain(body.streetAddress);
  });
});

describe('names with invisible characters', () => {
  const valid = {
    firstName: 'Tess',
    lastName: 'Tester',
    phoneNumber: '(202) 555-0123',
    languagePreference: 'en',
  };
  const me = async (token: string) => (await callApi('/api/auth/me', { token })).body as User;

  it.each([
    ['a right-to-left override', 'Tess\u202Egpj.exe'],
    ['a NUL', 'Tess\u0000'],
    ['a zero-width space', 'Te\u200Bss'],
  ])('refuses a first name with %s with 400 and keeps the stored one', async (_name, firstName) => {
    // Prepare
    const token = await (await createTestUser(['buyers'])).signIn();
    const before = await me(token);

    // Act
    const { status, body } = await callApi('/api/users/me/profile', {
      method: 'PUT',
      token,
      body: json({ ...valid, firstName }),
    });

    // Assess
    expect(status).toBe(400);
    expect(body as ValidationAnswer).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body.firstName', message: 'textInvalidCharacters' }],
    });
    expect((await me(token)).firstName).toBe(before.firstName);
  });

  it('stores a name typed decomposed in its composed (NFC) form', async () => {
    // Prepare
    const token = await (await createTestUser(['buyers'])).signIn();
    const decomposed = 'Jose\u0301';

    // Act
    const { status } = await callApi('/api/users/me/profile', {
      method: 'PUT',
      token,
      body: json({ ...valid, firstName: decomposed }),
    });

    // Assess
    expect(status).toBe(200);
    expect((await me(token)).firstName).toBe('Jos\u00e9');
  });
});
