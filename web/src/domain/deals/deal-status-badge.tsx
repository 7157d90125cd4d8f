import './deal-status-badge.css';
import { useTranslation } from 'react-i18next';
import type { DealStatus } from '#shared/deals/deal-status';

/**
 * A listing's status (docs/requirements.md#r4-3) as a coloured, translated badge; `label` replaces the
 * seller-side wording ("Exclusive", "Pending") where a page speaks to buyers.
 */
export function DealStatusBadge({ status, label }: { status: DealStatus; label?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`status-badge deal-status deal-status--${status}`}
      data-status={status}
      data-testid="deal-status-badge"
    >
      {label ?? t(`dealStatus.${status}`)}
    </span>
  );
}
