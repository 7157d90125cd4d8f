import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChipText } from '#shared/buyer-matches/buyer-matches-csv';
import { useMatchReasonText } from '../../domain/alerts/match-reason-text';

/**
 * Words a chip: the alert matcher's own sentence when the chip carries its reason (a fit as the
 * alerts say it, a miss from the same key and values), else the factor's label; the recent activity
 * chip counts the buyer's actions on similar listings.
 */
export function useChipText(): ChipText {
  const { t } = useTranslation('deal-offers');
  const reasonText = useMatchReasonText();
  return useCallback(
    (chip) => {
      if (chip.reason) return reasonText(chip.reason, chip.fit);
      if (!chip.fit) return t(`buyers.chips.miss.${chip.factor}`);
      if (chip.factor === 'recentActivity')
        return t('buyers.chips.fit.recentActivity', { count: chip.count ?? 0 });
      return t(`buyers.chips.fit.${chip.factor}`);
    },
    [t, reasonText],
  );
}
