import { useTranslation } from 'react-i18next';
import { formatNumber } from '../form/format-number';
import type { DealField } from '../form/deal-form-values';
import { STEP_IDS, stepFields, type StepId } from '../form/deal-steps';
import type { DealForm } from '../hooks/use-deal-form';
import { useOptionLabel, type OptionGroup } from '../hooks/use-option-label';

const REVIEWED_STEPS = STEP_IDS.filter((step) => step !== 'legal');
/** Fields whose values are ids of a shared enum, shown with their labels. */
const ENUM_FIELDS = new Set<DealField>([
  'dealCategory',
  'purchaseType',
  'propertyType',
  'lotSizeUnit',
  'solar',
  'parking',
  'loanType',
  'deedTransferType',
  'restrictions',
  'tags',
]);

/** Every answer of the earlier steps, as the listing will be saved, with a way back to each step. */
export function DealReview({ form }: { form: DealForm }) {
  const { t, i18n } = useTranslation('deal-editor');
  const optionLabel = useOptionLabel();
  const show = (field: DealField, value: unknown): string => {
    if (Array.isArray(value))
      return field === 'photos'
        ? t('review.photoCount', { count: value.length })
        : value.map((item) => show(field, item)).join(', ');
    if (typeof value === 'boolean') return t(value ? 'form.yes' : 'form.no');
    if (typeof value === 'number') return formatNumber(value, i18n.language);
    const text = String(value);
    return ENUM_FIELDS.has(field) ? optionLabel(field as OptionGroup, text) : text;
  };
  const rowsOf = (step: StepId) =>
    stepFields(step, form.values).filter(
      (field) => field !== 'coverPhotoIndex' && form.body[field] !== undefined,
    );

  return (
    <section className="deal-review" aria-labelledby="deal-review-heading" data-testid="deal-review">
      <h3 id="deal-review-heading">{t('review.heading')}</h3>
      {REVIEWED_STEPS.map((step) => (
        <div key={step} className="deal-review__step">
          <div className="deal-review__step-header">
            <h4>{t(`steps.${step}` as 'steps.address')}</h4>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => form.goTo(step)}
            >
              {t('review.edit', { step: t(`steps.${step}` as 'steps.address') })}
            </button>
          </div>
          {rowsOf(step).length > 0 ? (
            <dl className="details-list">
              {rowsOf(step).map((field) => (
                <div key={field} className="details-list__row">
                  <dt>{t(`fields.${field}` as 'fields.streetAddress')}</dt>
                  <dd>{show(field, form.body[field])}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="muted">{t('review.nothing')}</p>
          )}
        </div>
      ))}
    </section>
  );
}
