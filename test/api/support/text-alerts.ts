/**
 * Helpers for API tests of text alerts: a fresh number, a code asked for and read back from the
 * local text store, a number confirmed.
 */
import { randomInt } from 'node:crypto';
import { TEXT_CONSENT_VERSION } from '#shared/texting/consent-wording';
import type { Language } from '#shared/core/language';
import { callApi } from './local-stack';
import { textsTo } from './text-store';

export const TEXT_ALERTS_PATH = '/api/users/me/text-alerts';
export const TEXT_NUMBER_PATH = `${TEXT_ALERTS_PATH}/number`;
export const CONFIRM_PATH = `${TEXT_NUMBER_PATH}/confirm`;

/** A number no other test uses: as typed in the form (ten digits) and as stored (E.164). */
export function newTextNumber(): { digits: string; e164: string } {
  const digits = `512555${String(randomInt(0, 10_000)).padStart(4, '0')}`;
  return { digits, e164: `+1${digits}` };
}

/** Asks for a code at the number, agreeing to the current consent wording. */
export const startNumber = (token: string, digits: string, language: Language = 'en') =>
  callApi(TEXT_NUMBER_PATH, {
    method: 'POST',
    token,
    body: JSON.stringify({
      phoneNumber: digits,
      consent: true,
      consentVersion: TEXT_CONSENT_VERSION,
      language,
      timeZone: 'America/New_York',
    }),
  });

/** The code in the latest text sent to the number (the route texts it before it answers). */
export async function latestCode(e164: string): Promise<string> {
  const texts = await textsTo(e164);
  const code = /\b(\d{6})\b/.exec(texts.at(-1)?.body ?? '')?.[1];
  if (!code) throw new Error(`No code was texted to ${e164}`);
  return code;
}

export const confirmCode = (token: string, code: string) =>
  callApi(CONFIRM_PATH, { method: 'POST', token, body: JSON.stringify({ code }) });

/** Confirms a fresh number for the caller; answers it. */
export async function confirmNewNumber(token: string): Promise<{ digits: string; e164: string }> {
  const number = newTextNumber();
  const started = await startNumber(token, number.digits);
  if (started.status !== 202) throw new Error(`Asking for a code answered ${started.status}`);
  const confirmed = await confirmCode(token, await latestCode(number.e164));
  if (confirmed.status !== 200) throw new Error(`Confirming answered ${confirmed.status}`);
  return number;
}
