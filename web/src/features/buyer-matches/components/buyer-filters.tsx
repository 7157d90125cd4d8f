import { useTranslation } from 'react-i18next';
import type { DealBuyersFilters } from '../api/deal-buyers-api';

/** The lowest scores the seller can ask for (0: everyone who fits). */
export const MIN_SCORE_CHOICES = [0, 50, 70, 90] as const;

/** The ranking's filters: a lowest score and Certified Buyers only; each change reads the list again. */
export function BuyerFilters({
  filters,
  onChange,
}: {
  filters: DealBuyersFilters;
  onChange: (filters: DealBuyersFilters) => void;
}) {
  const { t } = useTranslation('deal-offers');
  return (
    <fieldset className="buyer-filters">
      <legend>{t('buyers.filters.label')}</legend>
      <div className="field">
        <label htmlFor="buyer-filters-min-score">{t('buyers.filters.minScore')}</label>
        <select
          id="buyer-filters-min-score"
          value={filters.minScore}
          onChange={(event) => onChange({ ...filters, minScore: Number(event.target.value) })}
        >
          {MIN_SCORE_CHOICES.map((score) => (
            <option key={score} value={score}>
              {score === 0 ? t('buyers.filters.anyScore') : t('buyers.filters.scoreAtLeast', { score })}
            </option>
          ))}
        </select>
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={filters.certifiedOnly}
          onChange={(event) => onChange({ ...filters, certifiedOnly: event.target.checked })}
        />
        {t('buyers.filters.certifiedOnly')}
      </label>
    </fieldset>
  );
}
