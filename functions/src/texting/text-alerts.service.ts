/**
 * What the text alert routes do (docs/text-alerts.md "The buyer's side", "Consent"): a buyer asks
 * for a code at a number, confirms it (their consent stored with it), chooses what comes by text and
 * when, or removes the number; admins read whether texts are on, never the number.
 */
import { randomUUID } from 'node:crypto';
import { toE164 } from '#shared/core/validation';
import { TEXT_CONSENT_WORDING } from '#shared/texting/consent-wording';
import {
  type AdminTextAlerts,
  DEFAULT_QUIET_HOURS,
  DEFAULT_TEXT_CHOICES,
  type StartTextNumberBody,
  TEXT_CODE_MAX_TRIES,
  TEXT_CODE_TTL_SECONDS,
  type TextAlerts,
  type UpdateTextAlertsBody,
} from '#shared/texting/text-alerts';
import { textSendKey, type TextSettingsRecord } from '../db/entities/text-alerts.entity';
import {
  ConflictError,
  NotFoundError,
  TextCodeExpiredError,
  TextCodeTriesExhaustedError,
  TextCodeWrongError,
  TextNumberTakenError,
  TextsUnavailableError,
} from '../lib/errors';
import { textsConfigured } from '../lib/texter';
import { enforceRateLimit } from '../rate-limits/rate-limits.service';
import { findUser } from '../users/users.service';
import { codeText } from './account-texts';
import { hashTextCode, newTextCode, newTextCodeKey, textCodeMatches } from './text-code';
import { sendTextOnce } from './send-text-once';
import {
  confirmTextNumber as confirmNumberTransaction,
  countWrongTry,
  deleteTextCode,
  findTextCode,
  findTextNumberOwner,
  findTextSettings,
  putTextCode,
  removeTextNumber as removeNumberTransaction,
  saveTextPreferences,
  type TextCodeRecord,
} from './text-settings.repository';

/** The quiet hours' time zone of a buyer who never gave one (the marketplace's home time zone). */
export const DEFAULT_TIME_ZONE = 'America/Chicago';

/** Whether a stored code still works at `now`. */
const isLive = (code: TextCodeRecord | null, now: Date): code is TextCodeRecord =>
  code !== null && code.expiresAt * 1000 > now.getTime() && code.tries < TEXT_CODE_MAX_TRIES;

/** The API's view of the stored settings and the waiting code (pending while a live code waits). */
export function toTextAlerts(
  settings: TextSettingsRecord | null,
  code: TextCodeRecord | null,
  now: Date,
): TextAlerts {
  const pending = isLive(code, now) ? code : null;
  return {
    status: pending ? 'pending' : (settings?.status ?? 'none'),
    phoneNumber: settings?.phoneNumber ?? null,
    pendingNumber: pending?.phoneNumber ?? null,
    codeExpiresAt: pending ? new Date(pending.expiresAt * 1000).toISOString() : null,
    consent: settings?.consent
      ? { version: settings.consent.version, language: settings.consent.language, at: settings.consent.at }
      : null,
    choices: settings?.choices ?? DEFAULT_TEXT_CHOICES,
    quietHours: settings?.quietHours ?? {
      ...DEFAULT_QUIET_HOURS,
      timeZone: code?.timeZone ?? DEFAULT_TIME_ZONE,
    },
    lastDelivery: settings?.lastDelivery ?? null,
  };
}

/** The caller's text alerts. */
export async function getTextAlerts(userId: string, now: Date): Promise<TextAlerts> {
  const [settings, code] = await Promise.all([findTextSettings(userId), findTextCode(userId)]);
  return toTextAlerts(settings, code, now);
}

/**
 * Texts a new code to the number (replacing any code before), with the consent the buyer agreed to
 * kept for the confirmation. Refused when texts are off here, the number is another account's, or
 * too many codes were asked for this hour by the caller or for the number.
 */
export async function startTextNumber(
  userId: string,
  body: StartTextNumberBody,
  now: Date,
): Promise<TextAlerts> {
  if (!textsConfigured()) throw new TextsUnavailableError();
  const phoneNumber = toE164(body.phoneNumber);
  const owner = await findTextNumberOwner(phoneNumber);
  if (owner && owner.userId !== userId) throw new TextNumberTakenError();
  await enforceRateLimit('textCodesPerUser', userId, now);
  await enforceRateLimit('textCodesPerNumber', phoneNumber, now);

  const code = newTextCode();
  const codeKey = newTextCodeKey();
  const record: TextCodeRecord = {
    userId,
    codeId: randomUUID(),
    phoneNumber,
    codeKey,
    codeHash: hashTextCode(codeKey, userId, phoneNumber, code),
    tries: 0,
    expiresAt: Math.floor(now.getTime() / 1000) + TEXT_CODE_TTL_SECONDS,
    consentVersion: body.consentVersion,
    language: body.language,
    timeZone: body.timeZone,
    createdAt: now.toISOString(),
  };
  await putTextCode(record);
  await sendCodeOnce(record, code, now);
  return toTextAlerts(await findTextSettings(userId), record, now);
}

/** Texts the code, claimed first so a retried send of the same code never goes out twice. */
async function sendCodeOnce(record: TextCodeRecord, code: string, now: Date): Promise<void> {
  const key = textSendKey(record.userId, 'code', record.codeId);
  await sendTextOnce(key, record.userId, now.toISOString(), async () => ({
    to: record.phoneNumber,
    body: codeText(code, record.language),
  }));
}

/**
 * Confirms the waiting code: a wrong one spends a try (the last try deletes it), a right one turns
 * texts on at its number in one transaction, with the consent stored as the server's own wording.
 */
export async function confirmTextNumber(userId: string, code: string, now: Date): Promise<TextAlerts> {
  const stored = await findTextCode(userId);
  if (!stored || stored.expiresAt * 1000 <= now.getTime()) throw new TextCodeExpiredError();
  if (stored.tries >= TEXT_CODE_MAX_TRIES) {
    await deleteTextCode(stored);
    throw new TextCodeTriesExhaustedError();
  }
  if (!textCodeMatches(stored, userId, stored.phoneNumber, code)) {
    const tries = await countWrongTry(stored);
    if (tries === null) throw new TextCodeExpiredError();
    if (tries >= TEXT_CODE_MAX_TRIES) {
      await deleteTextCode(stored);
      throw new TextCodeTriesExhaustedError();
    }
    throw new TextCodeWrongError();
  }

  const previous = await findTextSettings(userId);
  const at = now.toISOString();
  const settings: TextSettingsRecord = {
    userId,
    status: 'on',
    phoneNumber: stored.phoneNumber,
    consent: {
      version: stored.consentVersion,
      language: stored.language,
      wording: TEXT_CONSENT_WORDING[stored.language],
      at,
    },
    choices: previous?.choices ?? DEFAULT_TEXT_CHOICES,
    quietHours: previous?.quietHours ?? { ...DEFAULT_QUIET_HOURS, timeZone: stored.timeZone },
    lastDelivery: previous?.lastDelivery ?? null,
    updatedAt: at,
  };
  const refusal = await confirmNumberTransaction(stored, settings, previous?.phoneNumber ?? null);
  if (refusal === 'numberTaken') throw new TextNumberTakenError();
  if (refusal === 'codeGone') throw new TextCodeExpiredError();
  return toTextAlerts(settings, null, now);
}

/** Saves what comes by text and the quiet hours; 409 CONFLICT while no number is confirmed. */
export async function updateTextAlerts(
  userId: string,
  body: UpdateTextAlertsBody,
  now: Date,
): Promise<TextAlerts> {
  const saved = await saveTextPreferences(userId, body.choices, body.quietHours, now.toISOString());
  if (!saved) throw new ConflictError('Confirm a number for texts before choosing what comes by text.');
  return getTextAlerts(userId, now);
}

/** Forgets the number and any waiting code: no more texts. Removing twice is harmless. */
export async function removeTextNumber(userId: string, now: Date): Promise<TextAlerts> {
  await removeNumberTransaction(userId, await findTextSettings(userId), now.toISOString());
  return getTextAlerts(userId, now);
}

/** What an admin sees of a user's texting: the status and the last delivery, never the number. */
export async function getUserTextAlerts(userId: string, now: Date): Promise<AdminTextAlerts> {
  if (!(await findUser(userId))) throw new NotFoundError('User not found');
  const { status, lastDelivery } = await getTextAlerts(userId, now);
  return { status, lastDelivery };
}
