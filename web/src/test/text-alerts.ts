import { DEFAULT_QUIET_HOURS, DEFAULT_TEXT_CHOICES, type TextAlerts } from '#shared/texting/text-alerts';

/** Text alert settings as GET /api/users/me/text-alerts answers them, for web tests: none by default. */
export function makeTextAlerts(overrides: Partial<TextAlerts> = {}): TextAlerts {
  return {
    status: 'none',
    phoneNumber: null,
    pendingNumber: null,
    codeExpiresAt: null,
    consent: null,
    choices: DEFAULT_TEXT_CHOICES,
    quietHours: { ...DEFAULT_QUIET_HOURS, timeZone: 'America/Chicago' },
    lastDelivery: null,
    ...overrides,
  };
}
