import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Deal } from '#shared/deals/deal-api';
import { hasValue, type Fact, type FactSection as Section } from '../deal-facts';
import { formatCurrency } from '../../../lib/i18n/format-currency';
import { formatCalendarDate, formatNumber, formatPercent } from '../format';

type DealsT = TFunction<'deals'>;

/** The translated label of an enumerated value, e.g. options.parking.garage2 → "2-car garage". */
function optionLabel(t: DealsT, field: string, value: unknown): string {
  return t(`options.${field}.${String(value)}` as 'options.dealCategory.cash');
}

/** One fact as the reader's language writes it. */
function formatFact(t: DealsT, language: string, deal: Deal, { field, format }: Fact): string {
  const value = deal[field];
  switch (format) {
    case 'money':
      return formatCurrency(value as number, language);
    case 'percent':
      return formatPercent(value as number, language);
    case 'date':
      return formatCalendarDate(value as string, language);
    case 'number':
      return formatNumber(value as number, language);
    case 'year':
      return String(value);
    case 'years':
      return t('facts.years', { count: value as number });
    case 'yesNo':
      return value ? t('facts.yes') : t('facts.no');
    case 'option':
      return optionLabel(t, field, value);
    case 'options':
      return (value as unknown[]).map((item) => optionLabel(t, field, item)).join(', ');
    case 'lotSize':
      return `${formatNumber(value as number, language)} ${deal.lotSizeUnit ? optionLabel(t, 'lotSizeUnit', deal.lotSizeUnit) : ''}`.trim();
    case 'text':
      return String(value);
  }
}

/** A titled list of the facts this listing has (facts without a value are left out). */
export function FactSection({ deal, section }: { deal: Deal; section: Section }) {
  const { t, i18n } = useTranslation('deals');
  const facts = section.facts.filter((item) => hasValue(deal, item.field));
  if (facts.length === 0) return null;
  const headingId = `facts-${section.id}`;
  return (
    <section className="card deal-facts" aria-labelledby={headingId} data-testid={`facts-${section.id}`}>
      <h2 id={headingId}>{t(`sections.${section.id}`)}</h2>
      <dl className="details-list">
        {facts.map((item) => (
          <div key={item.field} className="details-list__row">
            <dt>{t(`fields.${item.field}` as 'fields.purchasePrice')}</dt>
            <dd>{formatFact(t, i18n.language, deal, item)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
