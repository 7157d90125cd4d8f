import { useTranslation } from 'react-i18next';
import type { ZipDemandRow } from '#shared/demand/demand';
import { demandSummaryCounts } from '../buyer-map-features';

/**
 * The map in words, beside it, for screen readers and anyone who cannot read the circles: how many
 * ZIPs have buyers and how many of those have fewer than 11. Announced when the filters change it.
 */
export function DemandSummary({ rows }: { rows: readonly ZipDemandRow[] }) {
  const { t } = useTranslation('demand');
  const { zips, hidden } = demandSummaryCounts(rows);
  const zipsText = t('summary.zips', { count: zips });
  return (
    <p className="demand-summary" role="status" data-testid="demand-summary">
      {hidden > 0
        ? t('summary.joined', { zips: zipsText, hidden: t('summary.hidden', { count: hidden }) })
        : zipsText}
    </p>
  );
}
