import { useTranslation } from 'react-i18next';
import type { DealFlowBuyer } from '#shared/offers/offer-schema';
import { formatPhone } from '#shared/core/validation';

/**
 * The first two cells of a row of the offers or interested buyers table: the buyer's name (the row's
 * header) with the Certified Buyer badge, then how to reach them.
 */
export function BuyerCells({ buyer, name }: { buyer: DealFlowBuyer; name: string }) {
  return (
    <>
      <th scope="row" className="deal-offers-table__buyer">
        <span>{name}</span>
        <CertifiedBadge certified={buyer.certifiedBuyer} />
      </th>
      <td>
        <BuyerContact buyer={buyer} name={name} />
      </td>
    </>
  );
}

/**
 * The buyer's e-mail and phone ((XXX) XXX-XXXX, docs/requirements.md#r9-10) as links the seller can use at
 * once.
 */
export function BuyerContact({ buyer, name }: { buyer: DealFlowBuyer; name: string }) {
  const { t } = useTranslation('deal-offers');
  return (
    <span className="buyer-contact">
      <a href={`mailto:${buyer.email}`} title={t('emailLink', { name })}>
        {buyer.email}
      </a>
      {buyer.phoneNumber && (
        <a href={`tel:${buyer.phoneNumber}`} title={t('phoneLink', { name })}>
          {formatPhone(buyer.phoneNumber)}
        </a>
      )}
    </span>
  );
}

/** The Certified Buyer badge, or nothing. */
export function CertifiedBadge({ certified }: { certified: boolean }) {
  const { t } = useTranslation('offers');
  if (!certified) return null;
  return (
    <span className="tag certified-badge" data-testid="certified-buyer">
      {t('certifiedBuyer')}
    </span>
  );
}
