/**
 * The alert matcher's reasons as translated sentences (`alerts` namespace), shared by the buyer's
 * deal alerts and the seller's "Buyers for this deal" chips: one matcher, one wording. A reason that
 * fitted reads `reasons.<key>`; one that did not reads `misses.<key>` from the same values.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchReasonKey } from '#shared/alerts/deal-match';
import { formatCurrency } from '../../lib/i18n/format-currency';

/** A reason as the API answers it: its key and its values, typed loosely. */
export interface MatchReasonLike {
  key: MatchReasonKey;
  values: Record<string, string | number>;
}

/** Reason values that are amounts in dollars, and those that are sizes or counts to group. */
const MONEY_VALUES = new Set([
  'purchasePrice',
  'minPrice',
  'maxPrice',
  'monthlyPayment',
  'maxMonthlyPayment',
  'entryFee',
  'maxDownPayment',
]);
const GROUPED_VALUES = new Set(['squareFootage', 'minSquareFootage', 'lotSizeSqft', 'minLotSize']);

/** Translates a reason: `fit` (the default) says why it matched, otherwise why it did not. */
export function useMatchReasonText(): (reason: MatchReasonLike, fit?: boolean) => string {
  const { t, i18n } = useTranslation('alerts');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback(
    (reason, fit = true) => {
      const values = Object.fromEntries(
        Object.entries(reason.values).map(([name, value]) => {
          if (typeof value === 'number' && MONEY_VALUES.has(name))
            return [name, formatCurrency(value, language)];
          if (typeof value === 'number' && GROUPED_VALUES.has(name))
            return [name, new Intl.NumberFormat(language).format(value)];
          if (name === 'dealCategory') return [name, t(`categories.${value as 'cash' | 'creative'}`)];
          if (name === 'propertyType')
            return [
              name,
              t(`propertyTypes.${value as 'singleFamily' | 'condo' | '24unit' | 'manufactured'}`),
            ];
          return [name, String(value)];
        }),
      );
      const options = { ...values, interpolation: { escapeValue: false } };
      return fit ? t(`reasons.${reason.key}`, options) : t(`misses.${reason.key}`, options);
    },
    [t, language],
  );
}
