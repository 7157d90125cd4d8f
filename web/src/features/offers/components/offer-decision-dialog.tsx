import { useTranslation } from 'react-i18next';
import type { Offer } from '#shared/offers/offer-schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { dealFlowErrorKey } from '../../../domain/offers/deal-flow-error';
import { useOfferDecision } from '../api/deal-offers-api';
import { buyerNameOf } from '../table-sort';
import { CertifiedBadge } from './buyer-contact';

/**
 * Confirms accepting or declining an offer. Accepting says what follows (the listing goes pending,
 * the other offers stay as backups); a refusal (409 OFFER_ALREADY_ACCEPTED, OFFER_NOT_PENDING,
 * DEAL_NOT_TAKING_OFFERS) shows as docs/requirements.md#r8-5 "accept offer error" with its reason.
 */
export function OfferDecisionDialog({
  dealId,
  offer,
  decision,
  onClose,
  onDone,
}: {
  dealId: string;
  offer: Offer;
  decision: 'accept' | 'decline';
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('deal-offers');
  const { t: tOffers } = useTranslation('offers');
  const mutation = useOfferDecision(dealId, decision);
  const name = buyerNameOf(offer);
  const accept = decision === 'accept';
  return (
    <ConfirmDialog
      title={t(accept ? 'accept.title' : 'decline.title')}
      description={
        <>
          {/* The seller decides on this buyer here: the badge is part of who they are. */}
          <CertifiedBadge certified={offer.buyer.certifiedBuyer} />
          <p>{t(accept ? 'accept.description' : 'decline.description', { name })}</p>
        </>
      }
      confirmLabel={t(accept ? 'accept.confirm' : 'decline.confirm')}
      pendingLabel={t(accept ? 'accept.accepting' : 'decline.declining')}
      cancelLabel={t(accept ? 'accept.cancel' : 'decline.cancel')}
      isPending={mutation.isPending}
      error={
        mutation.isError
          ? t(accept ? 'accept.failed' : 'decline.failed', {
              reason: tOffers(dealFlowErrorKey(mutation.error)),
            })
          : null
      }
      danger={!accept}
      onConfirm={() =>
        mutation.mutate(offer.offerId, {
          onSuccess: () => onDone(t(accept ? 'accept.done' : 'decline.done', { name })),
        })
      }
      onClose={onClose}
      testId={`${decision}-offer-dialog`}
    />
  );
}
