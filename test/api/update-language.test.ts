import { DEMO_ACCOUNTS } from '../../scripts/seed/demo-accounts';
import { callApi, idTokenFor } from './support/local-stack';

const account = DEMO_ACCOUNTS.find((candidate) => candidate.roles.includes('owner'))!;
const token = () => idTokenFor(account.email, account.password);
const savedLanguage = async () =>
  ((await callApi('/api/auth/me', { token: await token() })).body as { languagePreference: string })
    .languagePreference;
const post = async (body: string, contentType?: string) =>
  callApi('/api/auth/update-language', { method: 'POST', token: await token(), body, contentType });

describe('POST /api/auth/update-language', () => {
  afterAll(async () => {
    await post('{"languagePreference":"en"}');
  });

  it('saves the language, and me answers it afterwards', async () => {
    const { status, body } = await post('{"languagePreference":"es"}');
    expect(status).toBe(200);
    expect(body).toMatchObject({ languagePreference: 'es' });
    expect(await savedLanguage()).toBe('es');
  });

  it.each([
    ['an unknown language', '{"languagePreference":"fr"}', 'application/json', 400],
    ['an unknown field', '{"languagePreference":"en","role":"admin"}', 'application/json', 400],
    ['malformed JSON', '{"languagePreference":', 'application/json', 400],
    ['a form body', 'languagePreference=en', 'application/x-www-form-urlencoded', 415],
    [
      'an oversized body',
      JSON.stringify({ languagePreference: 'en', pad: 'x'.repeat(100_000) }),
      'application/json',
      413,
    ],
  ])('refuses %s and changes nothing', async (_, body, contentType, expectedStatus) => {
    // Prepare
    await post('{"languagePreference":"es"}');

    // Act
    const response = await post(body, contentType);

    // Assess
    expect(response.status).toBe(expectedStatus);
    expect(response.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(await savedLanguage()).toBe('es');
  });

  it('refuses an anonymous caller with 401', async () => {
    const { status } = await callApi('/api/auth/update-language', {
      method: 'POST',
      body: '{"languagePreference":"es"}',
    });
    expect(status).toBe(401);
  });
});
