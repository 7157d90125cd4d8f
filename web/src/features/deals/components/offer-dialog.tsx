import { useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealCategory } from '#shared/deals/deal-fields';
import { addDays } from '#shared/offers/calendar-day';
import {
  CLOSE_OF_ESCROW_MAX_DAYS,
  OFFER_MESSAGE_MAX_LENGTH,
  OFFER_TYPES,
  offerInputSchemaFor,
} from '#shared/offers/offer-schema';
import { Dialog } from '../../../components/dialog';
import { SelectField } from '../../../components/form/select-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { useFieldMessage } from '../../../lib/form/use-field-message';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { formatDate } from '../../../lib/i18n/format-date';
import { useSubmitOffer, type OfferSent } from '../api/deal-flow-mutations';
import {
  OFFER_FIELDS,
  initialOfferValues,
  todayInBrowser,
  toOfferBody,
  type OfferField,
} from '../offer-form';
import { OfferNumbers } from '../numbers/offer-numbers';
import { DealFlowFormActions } from './deal-flow-form-actions';

/** How the price and entry fee inputs take an amount of dollars. */
const AMOUNT_INPUT = { type: 'number', inputMode: 'decimal', min: 1, step: 'any' } as const;
const LIMITS = { max: OFFER_MESSAGE_MAX_LENGTH };
const IDS = {
  offerType: 'offer-type',
  purchasePrice: 'offer-purchase-price',
  entryFee: 'offer-entry-fee',
  closeOfEscrowDate: 'offer-close-date',
  message: 'offer-message',
};

export interface OfferDialogProps {
  dealId: string;
  dealCategory: DealCategory;
  address: string;
  onClose: () => void;
  /** The offer was saved; the dialog is done. */
  onSent: (outcome: OfferSent) => void;
}

/**
 * "Make offer" (docs/requirements.md#r3-5, docs/requirements.md#r5-5): type, price or entry fee by type, the
 * close date suggested 30 days out, and an optional message with a counter. Every field's problem shows at
 * once on submit, in the words of the shared schema's keys; a refused submit says why per error code. Loaded
 * only when a buyer opens it.
 */
export default function OfferDialog({ dealId, dealCategory, address, onClose, onSent }: OfferDialogProps) {
  const { t, i18n } = useTranslation('offers');
  const [today] = useState(todayInBrowser);
  const initial = useMemo(() => initialOfferValues(dealCategory, today), [dealCategory, today]);
  const schema = useMemo(() => offerInputSchemaFor(today), [today]);
  const form = useSchemaForm({
    idPrefix: 'offer',
    ids: IDS,
    initial,
    fields: OFFER_FIELDS,
    schema,
    toBody: toOfferBody,
    message: useFieldMessage('offers', LIMITS),
  });
  const submit = useSubmitOffer(dealId);

  /** The field's props; a change also clears the alert of a refused submit. */
  const field = (name: OfferField) => {
    const props = form.fieldProps(name);
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
        if (submit.isError) submit.reset();
        props.onChange(event);
      },
    };
  };

  const onSubmit = form.onSubmit((body) => {
    if (submit.isPending) return;
    submit.mutate(body, { onSuccess: onSent, onError: form.showServerErrors });
  });

  const isCash = form.values.offerType === 'cash';
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
        <OfferNumbers dealId={dealId} />
        <SelectField
          label={t('form.offerType')}
          {...field('offerType')}
          options={OFFER_TYPES.map((type) => ({ value: type, label: t(`offerType.${type}`) }))}
        />
        <TextField
          label={isCash ? t('form.purchasePrice') : t('form.purchasePriceOptional')}
          {...AMOUNT_INPUT}
          {...field('purchasePrice')}
          required={isCash}
        />
        {!isCash && (
          <TextField label={t('form.entryFee')} {...AMOUNT_INPUT} {...field('entryFee')} required />
        )}
        <TextField
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
          label={t('form.message')}
          rows={4}
          maxLength={OFFER_MESSAGE_MAX_LENGTH}
          {...field('message')}
          counterLabel={(used, max) => t('form.counter', { used, max })}
        />
        <DealFlowFormActions
          errorTestId="offer-submit-error"
          error={submit.error}
          failedKey="form.failed"
          submitKey="form.submit"
          pending={submit.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
