/**
 * Valid requests for the text alert routes in the authorization matrix. Each caller uses numbers of
 * its own (a confirmed number is one account's), and ends with no number (removeTextNumber runs
 * after the others), so the demo accounts get no texts in other tests.
 */
import { TEXT_CONSENT_VERSION } from '#shared/texting/consent-wording';
import { DEFAULT_QUIET_HOURS, DEFAULT_TEXT_CHOICES, type TextAlerts } from '#shared/texting/text-alerts';
import { demoAccount } from '../../../scripts/seed/demo-accounts';
import { callApi, idTokenFor } from './local-stack';
import { confirmNewNumber, latestCode, newTextNumber, startNumber, TEXT_ALERTS_PATH } from './text-alerts';
import type { MatrixRequest, MatrixRequestFor } from './users-valid-requests';

const DEMO_BUYER = demoAccount('buyer@example.com');

/** A code waiting for the caller at a fresh number (anonymous callers get any code: they never reach it). */
async function codeFor(token: string | undefined): Promise<string> {
  if (!token) return '123456';
  const number = newTextNumber();
  await startNumber(token, number.digits);
  return latestCode(number.e164);
}

/** Choices can only be saved with a confirmed number: one is confirmed first when there is none. */
async function currentSettings(
  token: string | undefined,
): Promise<Pick<TextAlerts, 'choices' | 'quietHours'>> {
  const fallback = {
    choices: DEFAULT_TEXT_CHOICES,
    quietHours: { ...DEFAULT_QUIET_HOURS, timeZone: 'America/Chicago' },
  };
  if (!token) return fallback;
  let { body } = await callApi(TEXT_ALERTS_PATH, { token });
  if ((body as TextAlerts).phoneNumber === null) {
    await confirmNewNumber(token);
    ({ body } = await callApi(TEXT_ALERTS_PATH, { token }));
  }
  const { choices, quietHours } = body as TextAlerts;
  return { choices, quietHours };
}

export const TEXTING_VALID_REQUESTS: Record<string, MatrixRequest | MatrixRequestFor> = {
  getTextAlerts: {},
  startTextNumber: () => {
    const number = newTextNumber();
    return Promise.resolve({
      body: {
        phoneNumber: number.digits,
        consent: true,
        consentVersion: TEXT_CONSENT_VERSION,
        language: 'en',
        timeZone: 'America/Chicago',
      },
    });
  },
  confirmTextNumber: async (token) => ({ body: { code: await codeFor(token) } }),
  updateTextAlerts: async (token) => ({ body: await currentSettings(token) }),
  removeTextNumber: {},
  getUserTextAlerts: async () => {
    const token = await idTokenFor(DEMO_BUYER.email, DEMO_BUYER.password);
    const { body } = await callApi('/api/auth/me', { token });
    return { params: { userId: (body as { userId?: string }).userId ?? 'unknown' } };
  },
};
