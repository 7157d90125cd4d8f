import { useTranslation } from 'react-i18next';
import type { DealStatus } from '#shared/deals/deal-status';
import { DealStatusBadge } from '../../../domain/deals/deal-status-badge';

/** Statuses worth a badge for a buyer; an active listing needs none. */
const BADGED: readonly DealStatus[] = ['exclusive', 'pending', 'sold', 'canceled', 'deleted'];

/** The status as a buyer reads it ("First right of refusal", "Under contract"). */
export function StatusBadge({ status }: { status: DealStatus }) {
  const { t } = useTranslation('deals');
  if (!BADGED.includes(status)) return null;
  return <DealStatusBadge status={status} label={t(`status.${status}`)} />;
}
