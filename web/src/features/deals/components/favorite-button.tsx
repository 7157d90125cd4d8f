import { useTranslation } from 'react-i18next';
import { useFavoriteToggle } from '../hooks/use-favorite-toggle';

export interface FavoriteButtonProps {
  dealId: string;
  /** Names the listing for screen readers ("Favourite 12 Oak St"). */
  address: string;
  isFavorite: boolean;
  favoriteCount: number;
}

/** The favourite toggle with its count, the same on cards and on the detail page. */
export function FavoriteButton({ dealId, address, isFavorite, favoriteCount }: FavoriteButtonProps) {
  const { t } = useTranslation('deals');
  const toggle = useFavoriteToggle();
  return (
    <button
      type="button"
      className={`favorite-button${isFavorite ? ' favorite-button--on' : ''}`}
      aria-pressed={isFavorite}
      aria-label={t('favorite.label', { address, count: favoriteCount })}
      data-testid="favorite-button"
      onClick={() => toggle.mutate({ dealId, favorite: !isFavorite, currentCount: favoriteCount })}
    >
      <svg className="favorite-button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.6 1.2 5.4 3.1 1.8-1.9 3.3-3.1 5.4-3.1 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
      <span className="favorite-button__count" data-testid="favorite-count">
        {favoriteCount}
      </span>
    </button>
  );
}
