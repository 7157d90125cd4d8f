import { useTranslation } from 'react-i18next';
import { dealNumbers } from '#shared/deal-numbers/deal-numbers';
import { useQuery } from '@tanstack/react-query';
import { dealQueryKeys } from '../../../domain/deals/deal-query-keys';
import { fetchDealDetail } from '../api/deal-queries';
import { formatFigureValue } from './figure-format';
import { useLoadedNumbersInputs } from './numbers-queries';
import { todayIso } from './today-iso';

const KEY_FIGURES = ['cashToClose', 'monthlyPayment', 'monthlyCashFlow'] as const;

/**
 * The numbers card's key figures beside the price being offered (docs/deal-numbers.md): cash to
 * close, monthly payment, and cash flow once the buyer gave a rent. Reads the listing and the
 * buyer's inputs the deal page's card loaded; shows nothing without them.
 */
export function OfferNumbers({ dealId }: { dealId: string }) {
  const { t, i18n } = useTranslation('deals');
  // Read from the cache only: opening the dialog must not reload the listing.
  const detail = useQuery({
    queryKey: dealQueryKeys.detail(dealId),
    queryFn: ({ signal }) => fetchDealDetail(dealId, signal),
    enabled: false,
  });
  const inputs = useLoadedNumbersInputs(dealId);
  if (!detail.data || !inputs.data) return null;
  const numbers = dealNumbers(detail.data.deal, inputs.data.inputs, todayIso());
  const language = i18n.resolvedLanguage ?? i18n.language;
  const shown = KEY_FIGURES.filter((name) => numbers[name].value !== null);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="offer-numbers-title" data-testid="offer-numbers">
      <h3 id="offer-numbers-title">{t('numbers.offerTitle')}</h3>
      <dl className="numbers-summary">
        {shown.map((name) => (
          <div key={name}>
            <dt className="muted">{t(`numbers.figures.${name}`)}</dt>
            <dd data-testid={`offer-numbers-${name}`}>
              {formatFigureValue(name, numbers[name].value ?? 0, language)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
