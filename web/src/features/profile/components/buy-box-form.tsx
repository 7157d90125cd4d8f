import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateBuyBox } from '#shared/api/routes/users.routes';
import {
  BUY_BOX_MAX_ZIP_CODES,
  BUY_BOX_TYPES,
  buyBoxSchema,
  PROPERTY_TYPES,
} from '#shared/users/buyer-preferences';
import type { User } from '#shared/users/user';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { numberText, splitList, toNumberOrNull } from '../form-helpers';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { useProfileFieldMessage } from '../hooks/use-field-message';
import { useSaveUser } from '../hooks/use-save-user';
import { EnumCheckboxes, EnumSelect } from './choice-fields';
import { SaveErrorAlert } from '../../../components/form/save-error-alert';

const FIELDS = ['type', 'zipCodes', 'propertyTypes', 'minPrice', 'maxPrice', 'minBedrooms', 'notes'] as const;
interface Values {
  type: string;
  zipCodes: string;
  propertyTypes: string[];
  minPrice: string;
  maxPrice: string;
  minBedrooms: string;
  notes: string;
}

const toBody = (values: Values) => ({
  ...values,
  type: values.type === '' ? undefined : values.type,
  zipCodes: splitList(values.zipCodes),
  minPrice: toNumberOrNull(values.minPrice),
  maxPrice: toNumberOrNull(values.maxPrice),
  minBedrooms: toNumberOrNull(values.minBedrooms),
});

/** The buy box (docs/requirements.md#r5-7): type required, at most 50 ZIP codes. */
export function BuyBoxForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const saved = user.buyBox;
  const save = useSaveUser(updateBuyBox, {
    success: 'toasts.buyBoxSaved',
    failure: 'toasts.preferencesFailed',
  });
  const form = useSchemaForm({
    idPrefix: 'buy-box',
    message: useProfileFieldMessage(),
    initial: {
      type: saved?.type ?? '',
      zipCodes: saved?.zipCodes.join(', ') ?? '',
      propertyTypes: saved?.propertyTypes ?? [],
      minPrice: numberText(saved?.minPrice),
      maxPrice: numberText(saved?.maxPrice),
      minBedrooms: numberText(saved?.minBedrooms),
      notes: saved?.notes ?? '',
    },
    schema: buyBoxSchema,
    toBody,
    fields: FIELDS,
  });
  const number = (field: 'minPrice' | 'maxPrice' | 'minBedrooms', label: string) => (
    <TextField label={label} type="number" inputMode="decimal" min={0} {...form.fieldProps(field)} />
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.submit();
    if (body) save.mutate(body, { onError: form.showServerErrors });
  };

  return (
    <form className="form card card--form" noValidate onSubmit={onSubmit} data-testid="buy-box-form">
      <h2>{t('buyBox.heading')}</h2>
      <SaveErrorAlert error={save.error} title={t('toasts.preferencesFailed')} />
      <EnumSelect
        id="buy-box-type"
        label={t('buyBox.type')}
        group="buyBoxType"
        values={BUY_BOX_TYPES}
        value={form.values.type}
        error={form.error('type')}
        onChange={(value) => form.set('type', value)}
        onBlur={() => form.touch('type')}
      />
      <TextAreaField
        label={t('buyBox.zipCodes', { max: BUY_BOX_MAX_ZIP_CODES })}
        rows={3}
        inputMode="numeric"
        {...form.fieldProps('zipCodes')}
      />
      <p className="field__hint" aria-live="polite">
        {t('preferences.zipCount', {
          count: splitList(form.values.zipCodes).length,
          max: BUY_BOX_MAX_ZIP_CODES,
        })}
      </p>
      <EnumCheckboxes
        id={form.id('propertyTypes')}
        legend={t('buyBox.propertyTypes')}
        group="propertyType"
        values={PROPERTY_TYPES}
        selected={form.values.propertyTypes}
        onChange={(selected) => form.set('propertyTypes', selected)}
      />
      <div className="form-grid">
        {number('minPrice', t('buyBox.minPrice'))}
        {number('maxPrice', t('buyBox.maxPrice'))}
        {number('minBedrooms', t('preferences.minBedrooms'))}
      </div>
      <TextAreaField label={t('preferences.notes')} rows={3} {...form.fieldProps('notes')} />
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {save.isPending ? t('actions.saving') : t('actions.save')}
      </button>
    </form>
  );
}
