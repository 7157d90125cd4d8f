import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealCategory } from '#shared/deals/deal-fields';
import { addDays } from '#shared/offers/calendar-day';
import { CLOSE_OF_ESCROW_MAX_DAYS, OFFER_MESSAGE_MAX_LENGTH, OFFER_TYPES } from '#shared/offers/offer-schema';
import { Dialog } from '../../../components/dialog';
import { SelectField } from '../../../components/form/select-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { dealFlowErrorKey } from '../../../domain/offers/deal-flow-error';
import { serverFieldErrors } from '../../../lib/form/field-errors';
import { useFormFields } from '../../../lib/form/use-form-fields';
import { formatDate } from '../../../lib/i18n/format-date';
import { useSubmitOffer, type OfferSent } from '../api/deal-flow-mutations';
import {
  OFFER_FIELDS,
  initialOfferValues,
  offerFormErrors,
  parseOffer,
  todayInBrowser,
  type OfferField,
} from '../offer-form';

/** How the price and entry fee inputs take an amount of dollars. */
const AMOUNT_INPUT = { type: 'number', inputMode: 'decimal', min: 1, step: 'any' } as const;

export interface OfferDialogProps {
  dealId: string;
  dealCategory: DealCategory;
  address: string;
  onClose: () => void;
  /** The offer was saved; the dialog is done. */
  onSent: (outcome: OfferSent) => void;
}

/**
 * "Make offer" (SPEC §3, §5 Offer): type, price or entry fee by type, the close date suggested 30
 * days out, and an optional message with a counter. Every field's problem shows at once on submit,
 * in the words of the shared schema's keys; a refused submit says why per error code. Loaded only
 * when a buyer opens it.
 */
export default function OfferDialog({ dealId, dealCategory, address, onClose, onSent }: OfferDialogProps) {
  const { t, i18n } = useTranslation('offers');
  const [today] = useState(todayInBrowser);
  const initial = useMemo(() => initialOfferValues(dealCategory, today), [dealCategory, today]);
  const { values, setValue, touched, touchAll, touchOnBlur } = useFormFields(initial);
  const [submitted, setSubmitted] = useState(false);
  const submit = useSubmitOffer(dealId);

  const clientErrors = offerFormErrors(values, today);
  const serverErrors = submit.isError ? serverFieldErrors(submit.error, OFFER_FIELDS) : {};
  const errorOf = (field: OfferField) => {
    const key = (submitted || touched[field] ? clientErrors[field] : undefined) ?? serverErrors[field];
    if (!key) return undefined;
    return t(`validation.${key}` as 'validation.invalid', {
      max: OFFER_MESSAGE_MAX_LENGTH,
      defaultValue: t('validation.invalid'),
    });
  };
  /** The value, error and handlers every field of the form takes. */
  const field = (name: OfferField) => ({
    value: values[name],
    error: errorOf(name),
    onChange: (event: { target: { value: string } }) => {
      if (submit.isError) submit.reset();
      setValue(name, event.target.value);
    },
    onBlur: touchOnBlur(name),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    touchAll();
    const body = parseOffer(values, today);
    if (!body || submit.isPending) return;
    submit.mutate(body, { onSuccess: onSent });
  };

  const isCash = values.offerType === 'cash';
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('form.title')}
      description={
        <>
          <p>{address}</p>
          <p className="muted">{t('form.description')}</p>
        </>
      }
      testId="offer-dialog"
    >
      <form className="stack" noValidate onSubmit={onSubmit} aria-label={t('form.title')}>
        <SelectField
          id="offer-type"
          label={t('form.offerType')}
          {...field('offerType')}
          options={OFFER_TYPES.map((type) => ({ value: type, label: t(`offerType.${type}`) }))}
        />
        <TextField
          id="offer-purchase-price"
          label={isCash ? t('form.purchasePrice') : t('form.purchasePriceOptional')}
          {...AMOUNT_INPUT}
          {...field('purchasePrice')}
          required={isCash}
        />
        {!isCash && (
          <TextField
            id="offer-entry-fee"
            label={t('form.entryFee')}
            {...AMOUNT_INPUT}
            {...field('entryFee')}
            required
          />
        )}
        <TextField
          id="offer-close-date"
          label={t('form.closeOfEscrowDate')}
          type="date"
          min={today}
          max={addDays(today, CLOSE_OF_ESCROW_MAX_DAYS)}
          {...field('closeOfEscrowDate')}
          required
        />
        <p className="field__hint">
          {t('form.closeHint', { date: formatDate(`${initial.closeOfEscrowDate}T12:00:00`, language) })}
        </p>
        <TextAreaField
          id="offer-message"
          label={t('form.message')}
          rows={4}
          maxLength={OFFER_MESSAGE_MAX_LENGTH}
          {...field('message')}
          counterLabel={(used, max) => t('form.counter', { used, max })}
        />
        {submit.isError && (
          <div className="alert alert--error" role="alert" data-testid="offer-submit-error">
            <p>{t('form.failed', { reason: t(dealFlowErrorKey(submit.error)) })}</p>
          </div>
        )}
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={submit.isPending}>
            {submit.isPending ? t('form.submitting') : t('form.submit')}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('form.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
