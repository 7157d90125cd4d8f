import '../deals.css';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DealSummary } from '#shared/deals/deal-api';
import { formatCurrency } from '../../../lib/i18n/format-currency';
import { formatAddress, formatNumber, formatPercent } from '../format';
import { FavoriteButton } from './favorite-button';
import { ListingPhoto } from '../../../components/listing-photo';
import { StatusBadge } from './status-badge';
import { paths } from '../../../lib/paths/paths';
import { CARD_PHOTO_SIZES } from '../photo-sizes';

export interface DealCardProps {
  deal: DealSummary;
  /** Grid cards stack the photo above the text; list rows put it beside. */
  layout: 'grid' | 'list';
  /**
   * How the photo loads: `lead` is the first card's, the page's largest paint (at once and first);
   * `eager` the rest of the first row's (at once, at the browser's priority, which it raises for a
   * photo on screen); `lazy` as it scrolls near.
   */
  photoLoading?: PhotoLoading;
}

export type PhotoLoading = 'lead' | 'eager' | 'lazy';

/**
 * A browse result: photo, price, address, rooms, finance, tags and the favourite toggle. Memoised: a
 * page of them re-renders only the cards whose listing changed (the summaries keep their identity).
 */
export const DealCard = memo(function DealCard({ deal, layout, photoLoading = 'lazy' }: DealCardProps) {
  const { t, i18n } = useTranslation('deals');
  const language = i18n.language;
  const address = formatAddress(deal);
  const creative = deal.dealCategory === 'creative';
  return (
    <article className={`deal-card deal-card--${layout}`} data-testid="deal-card" data-deal-id={deal.dealId}>
      <div className="deal-card__media">
        {deal.coverPhotoKey ? (
          <ListingPhoto
            photoKey={deal.coverPhotoKey}
            sizes={CARD_PHOTO_SIZES[layout]}
            alt={t('card.photoAlt', { address: deal.streetAddress })}
            // The box is reserved by CSS (aspect-ratio); these give the same ratio before it loads.
            width={400}
            height={300}
            loading={photoLoading === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={photoLoading === 'lead' ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <div className="deal-card__placeholder" role="img" aria-label={t('card.noPhoto')} />
        )}
        <StatusBadge status={deal.status} />
      </div>
      <div className="deal-card__body">
        <p className="deal-card__price">{formatCurrency(deal.purchasePrice, language)}</p>
        <h3 className="deal-card__title">
          {/* Stretched over the card by CSS, so the whole card opens the listing. */}
          <Link to={paths.dealDetail(deal.dealId)} className="deal-card__link">
            {deal.streetAddress}
          </Link>
        </h3>
        <p className="muted">{`${deal.city}, ${deal.state} ${deal.zipCode}`}</p>
        <p className="deal-card__facts">
          {t('card.rooms', {
            beds: formatNumber(deal.bedrooms, language),
            baths: formatNumber(deal.bathrooms, language),
            sqft: formatNumber(deal.squareFootage, language),
          })}
        </p>
        <p className="deal-card__finance">
          {t(`options.dealCategory.${deal.dealCategory}`)}
          {deal.purchaseType && ` · ${t(`options.purchaseType.${deal.purchaseType}`)}`}
          {` · ${t(`options.propertyType.${deal.propertyType}`)}`}
        </p>
        {creative && (deal.entryFee !== null || deal.interestRate !== null) && (
          <p className="deal-card__terms">
            {deal.entryFee !== null &&
              t('card.entryFee', { amount: formatCurrency(deal.entryFee, language) })}
            {deal.entryFee !== null && deal.interestRate !== null && ' · '}
            {deal.interestRate !== null &&
              t('card.rate', { rate: formatPercent(deal.interestRate, language) })}
          </p>
        )}
        {deal.tags.length > 0 && (
          <ul className="tag-list" aria-label={t('card.tags')}>
            {deal.tags.map((tag) => (
              <li key={tag} className="tag">
                {t(`options.tags.${tag}`)}
              </li>
            ))}
          </ul>
        )}
        <div className="deal-card__actions">
          <FavoriteButton
            dealId={deal.dealId}
            address={address}
            isFavorite={deal.isFavorite}
            favoriteCount={deal.favoriteCount}
          />
        </div>
      </div>
    </article>
  );
});
