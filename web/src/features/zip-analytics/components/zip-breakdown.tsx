import { useTranslation } from 'react-i18next';
import type { DemandDimension, ZipDemandDetail } from '#shared/demand/demand';
import { useShownCount } from '../hooks/use-shown-count';

const DIMENSIONS: readonly DemandDimension[] = ['buyBoxType', 'financingType', 'propertyType'];

/**
 * The ZIP's buyers split by buy box type, financing type and property type: one list per dimension,
 * each value with its count and a bar of its share of the largest shown count (decoration only:
 * the number beside it says the same). A withheld count has no bar.
 */
export function ZipBreakdown({ breakdown }: { breakdown: ZipDemandDetail['breakdown'] }) {
  const { t } = useTranslation(['zip-analytics', 'profile']);
  const shownCount = useShownCount();
  /** The profile's wording of a buyer's choices; "none" is this page's own (a buyer who gave none). */
  const valueLabel = (dimension: DemandDimension, value: string) =>
    value === 'none'
      ? t('breakdown.none')
      : t(`profile:options.${dimension}.${value}` as 'profile:options.buyBoxType.cash', {
          defaultValue: value,
        });

  return (
    <div className="zip-breakdown">
      {DIMENSIONS.map((dimension) => {
        const rows = breakdown[dimension];
        const largest = Math.max(1, ...rows.map((row) => row.buyers ?? 0));
        const headingId = `breakdown-${dimension}`;
        return (
          <section key={dimension} aria-labelledby={headingId} data-testid={headingId}>
            <h3 id={headingId}>{t(`breakdown.${dimension}`)}</h3>
            {rows.length === 0 ? (
              <p className="muted">{t('breakdown.empty')}</p>
            ) : (
              <ul className="zip-bars">
                {rows.map((row) => (
                  <li key={row.value} className="zip-bars__row">
                    <span className="zip-bars__label">{valueLabel(dimension, row.value)}</span>
                    <span className="zip-bars__value">{shownCount(row.buyers)}</span>
                    <span className="zip-bars__track" aria-hidden="true">
                      {row.buyers !== null && (
                        <span
                          className="zip-bars__bar"
                          style={{ width: `${(row.buyers / largest) * 100}%` }}
                        />
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
