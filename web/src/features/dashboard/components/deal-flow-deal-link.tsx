import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DealFlowDeal } from '#shared/offers/offer-schema';
import { acceptsOffers } from '#shared/offers/offer-rules';
import { DealStatusBadge } from '../../../domain/deals/deal-status-badge';
import { paths } from '../../../lib/paths/paths';

/** Statuses a buyer can no longer act on or open (docs/requirements.md#r4-5: "no longer available"). */
const GONE = new Set(['sold', 'canceled', 'deleted']);

/** True when the listing of an offer or interest is sold, canceled or deleted. */
export const isNoLongerAvailable = (deal: DealFlowDeal) => GONE.has(deal.status);

/**
 * The listing of one of the buyer's offers or interests: its address (a link while it can be
 * opened), where it is, and its status now, or "No longer available".
 */
export function DealFlowDealLink({ deal }: { deal: DealFlowDeal }) {
  const { t } = useTranslation('offers');
  const gone = isNoLongerAvailable(deal);
  return (
    <div className="deal-flow-row__deal">
      {gone ? (
        <span className="deal-flow-row__address">{deal.streetAddress}</span>
      ) : (
        <Link className="deal-flow-row__address" to={paths.dealDetail(deal.dealId)}>
          {deal.streetAddress}
        </Link>
      )}
      <span className="muted">
        {deal.city}, {deal.state} {deal.zipCode}
      </span>
      {gone ? (
        <span className="deal-flow-row__gone" data-testid="deal-no-longer-available">
          {t('notAvailable')}
        </span>
      ) : (
        !acceptsOffers(deal.status) && <DealStatusBadge status={deal.status} />
      )}
    </div>
  );
}
