/** Buyers and stored alerts for the alert unit tests. */
import { buyBoxSchema, buyerPreferencesSchema } from '#shared/users/buyer-preferences';
import type { DealAlertRecord } from '../db/entities/alert.entity';
import { toDealAlertItem } from '../db/entities/alert.entity';
import { toUserItem, type UserRecord } from '../db/entities/user.entity';
import { caller } from './deal.fixtures';
import { newUserRecord } from '../users/users.service';

/** A buyer whose buy box is ZIP 78701 (the sample listing's), and preferences when a frequency is given. */
export function buyerRecord(
  userId: string,
  options: {
    searchFrequency?: 'realtime' | 'dailyDigest' | 'weeklySummary';
    buyBox?: Record<string, unknown>;
    firstRightOfRefusal?: boolean;
    languagePreference?: 'en' | 'es';
  } = {},
): UserRecord {
  return {
    ...newUserRecord(
      { ...caller('[buyers]', userId), email: `${userId}@example.com` },
      '2026-11-01T00:00:00.000Z',
    ),
    buyBox: buyBoxSchema.parse({ type: 'both', zipCodes: ['78701'], ...options.buyBox }),
    buyerPreferences: options.searchFrequency
      ? buyerPreferencesSchema.parse({
          homeType: 'investment',
          propertyType: 'land',
          state: 'AK',
          city: 'Nome',
          searchFrequency: options.searchFrequency,
        })
      : null,
    firstRightOfRefusal: options.firstRightOfRefusal ?? false,
    languagePreference: options.languagePreference ?? 'en',
  };
}

export const buyerItem = (...args: Parameters<typeof buyerRecord>) => toUserItem(buyerRecord(...args));

/** A stored alert of the sample listing. */
export const alertRecord = (overrides: Partial<DealAlertRecord> = {}): DealAlertRecord => ({
  userId: 'buyer-1',
  dealId: 'deal-1',
  reasons: [{ key: 'buyBoxZip', values: { zipCode: '78701' } }],
  frequency: 'daily',
  channel: 'digest',
  windowKey: 'daily:2026-11-20',
  dueAt: '2026-11-20T12:00:00.000Z',
  sentAt: null,
  createdAt: '2026-11-20T12:00:01.000Z',
  ...overrides,
});

export const alertItem = (overrides: Partial<DealAlertRecord> = {}) =>
  toDealAlertItem(alertRecord(overrides));
