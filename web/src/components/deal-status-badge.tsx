import './deal-status-badge.css';
import { useTranslation } from 'react-i18next';
import type { DealStatus } from '../../../shared/src/deals/deal-status';

/** A listing's status (SPEC §4) as a coloured, translated badge. */
export function DealStatusBadge({ status }: { status: DealStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge deal-status deal-status--${status}`} data-status={status}>
      {t(`dealStatus.${status}`)}
    </span>
  );
}
