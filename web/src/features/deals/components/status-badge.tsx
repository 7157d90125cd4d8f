import '../../../components/deal-status-badge.css';
import { useTranslation } from 'react-i18next';
import type { DealStatus } from '../../../../../shared/src/deals/deal-status';

/** Statuses worth a badge for a buyer; an active listing needs none. */
const BADGED: readonly DealStatus[] = ['exclusive', 'pending', 'sold', 'canceled', 'deleted'];

/**
 * The status as a buyer reads it ("First right of refusal", "Under contract") in the colours of the
 * shared DealStatusBadge, whose seller-side labels ("Exclusive", "Pending") say less to a buyer.
 */
export function StatusBadge({ status }: { status: DealStatus }) {
  const { t } = useTranslation('deals');
  if (!BADGED.includes(status)) return null;
  return (
    <span className={`status-badge deal-status deal-status--${status}`} data-testid="status-badge">
      {t(`status.${status}`)}
    </span>
  );
}
