import { useTranslation } from 'react-i18next';
import { FIRST_REFUSAL_HOURS_MAX, FIRST_REFUSAL_HOURS_MIN } from '#shared/deals/deal-schema';
import type { DealForm } from '../hooks/use-deal-form';
import { TextField } from '../../../components/form/text-field';
import { BookingLinkNote } from './booking-link-note';
import { DealReview } from './deal-review';
import { fieldAria, FieldMessage } from '../../../components/form/field-message';

/**
 * Step 6: the legal certification, the first-refusal choice (create only), a note asking for a
 * call-booking link while the seller has none, and a review.
 */
export function LegalStep({ form, mode }: { form: DealForm; mode: 'create' | 'edit' }) {
  const { t } = useTranslation('deal-editor');
  const error = form.error('legalCertification');
  const id = form.id('legalCertification');
  return (
    <>
      <div className="field">
        <label className="checkbox deal-editor__certify">
          <input
            id={id}
            type="checkbox"
            checked={form.values.legalCertification}
            {...fieldAria(id, error)}
            aria-required
            onChange={(event) => form.set('legalCertification', event.target.checked)}
          />
          {t('fields.legalCertification')}
        </label>
        <FieldMessage id={id} error={error} />
      </div>
      {mode === 'create' && (
        <div className="field">
          <label className="checkbox">
            <input
              id={form.id('startExclusive')}
              type="checkbox"
              aria-describedby={`${form.id('startExclusive')}-hint`}
              checked={form.values.startExclusive}
              onChange={(event) => form.set('startExclusive', event.target.checked)}
            />
            {t('fields.startExclusive')}
          </label>
          <p id={`${form.id('startExclusive')}-hint`} className="field__hint">
            {t('hints.startExclusive')}
          </p>
        </div>
      )}
      {mode === 'create' && form.values.startExclusive && <FirstRefusalHoursInput form={form} />}
      <BookingLinkNote />
      <DealReview form={form} />
    </>
  );
}

/** How long first-refusal buyers have the listing alone before it turns active (1 to 168 hours). */
function FirstRefusalHoursInput({ form }: { form: DealForm }) {
  const { t } = useTranslation('deal-editor');
  const id = form.id('firstRefusalHours');
  return (
    <div className="field">
      <TextField
        id={id}
        label={t('fields.firstRefusalHours')}
        inputMode="numeric"
        autoComplete="off"
        value={form.values.firstRefusalHours}
        error={form.error('firstRefusalHours')}
        aria-describedby={form.error('firstRefusalHours') ? `${id}-error ${id}-hint` : `${id}-hint`}
        onChange={(event) => form.set('firstRefusalHours', event.target.value)}
        onBlur={form.onBlur('firstRefusalHours')}
      />
      <p id={`${id}-hint`} className="field__hint">
        {t('hints.firstRefusalHours', { min: FIRST_REFUSAL_HOURS_MIN, max: FIRST_REFUSAL_HOURS_MAX })}
      </p>
    </div>
  );
}
