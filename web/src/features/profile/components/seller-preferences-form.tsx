import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateSellerPreferences } from '#shared/api/routes/users.routes';
import { SELLER_DEAL_TYPES, sellerPreferencesSchema } from '#shared/users/profile';
import type { User } from '#shared/users/user';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { splitList } from '../form-helpers';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { useProfileFieldMessage } from '../hooks/use-field-message';
import { useSaveUser } from '../hooks/use-save-user';
import { EnumCheckboxes } from './choice-fields';
import { SaveErrorAlert } from '../../../components/form/save-error-alert';

const FIELDS = ['statesServed', 'dealTypes', 'markets', 'notes'] as const;
interface Values {
  statesServed: string;
  dealTypes: string[];
  markets: string;
  notes: string;
}

const toBody = (values: Values) => ({ ...values, statesServed: splitList(values.statesServed) });

/** Seller preferences: the states a seller works in, the deal types they bring, their markets. */
export function SellerPreferencesForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const saved = user.sellerPreferences;
  const save = useSaveUser(updateSellerPreferences, {
    success: 'toasts.sellerPreferencesSaved',
    failure: 'toasts.profileFailed',
  });
  const form = useSchemaForm({
    idPrefix: 'seller-preferences',
    message: useProfileFieldMessage(),
    initial: {
      statesServed: saved?.statesServed.join(', ') ?? '',
      dealTypes: saved?.dealTypes ?? [],
      markets: saved?.markets ?? '',
      notes: saved?.notes ?? '',
    },
    schema: sellerPreferencesSchema,
    toBody,
    fields: FIELDS,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.submit();
    if (body) save.mutate(body, { onError: form.showServerErrors });
  };

  return (
    <form
      className="form card card--form"
      noValidate
      onSubmit={onSubmit}
      data-testid="seller-preferences-form"
    >
      <h2>{t('seller.heading')}</h2>
      <SaveErrorAlert error={save.error} title={t('toasts.profileFailed')} />
      <TextField label={t('seller.statesServed')} placeholder="TX, AZ" {...form.fieldProps('statesServed')} />
      <EnumCheckboxes
        id={form.id('dealTypes')}
        legend={t('seller.dealTypes')}
        group="dealType"
        values={SELLER_DEAL_TYPES}
        selected={form.values.dealTypes}
        error={form.error('dealTypes')}
        onChange={(selected) => {
          form.set('dealTypes', selected);
          form.touch('dealTypes');
        }}
      />
      <TextField label={t('seller.markets')} {...form.fieldProps('markets')} />
      <TextAreaField label={t('preferences.notes')} rows={3} {...form.fieldProps('notes')} />
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {save.isPending ? t('actions.saving') : t('actions.save')}
      </button>
    </form>
  );
}
