import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateCompany } from '#shared/api/routes/users.routes';
import { companyUpdateBodySchema } from '#shared/users/profile';
import type { User } from '#shared/users/user';
import { formatPhone } from '#shared/core/validation';
import { PhoneField } from '../../../components/form/phone-field';
import { TextField } from '../../../components/form/text-field';
import { toTextOrNull } from '../form-helpers';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { useProfileFieldMessage } from '../hooks/use-field-message';
import { useSaveUser } from '../hooks/use-save-user';
import { ImageUpload } from './image-upload';
import { SaveErrorAlert } from '../../../components/form/save-error-alert';

const FIELDS = ['companyName', 'companyPhone', 'companyEmail'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const toBody = (values: Values) => ({
  companyName: values.companyName,
  companyPhone: toTextOrNull(values.companyPhone),
  companyEmail: toTextOrNull(values.companyEmail),
});

/** The company tab: name, phone, e-mail and logo (≤ 500 KB JPEG, PNG or WebP). */
export function CompanyForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const save = useSaveUser(updateCompany, {
    success: 'toasts.companySaved',
    failure: 'toasts.profileFailed',
  });
  const form = useSchemaForm({
    idPrefix: 'company',
    message: useProfileFieldMessage(),
    initial: {
      companyName: user.companyName ?? '',
      companyPhone: user.companyPhone ? formatPhone(user.companyPhone) : '',
      companyEmail: user.companyEmail ?? '',
    },
    schema: companyUpdateBodySchema,
    toBody,
    fields: FIELDS,
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.submit();
    if (body) save.mutate(body, { onError: form.showServerErrors });
  };

  return (
    <div className="stack">
      <form className="form card card--form" noValidate onSubmit={onSubmit} data-testid="company-form">
        <h2>{t('company.heading')}</h2>
        <SaveErrorAlert error={save.error} title={t('toasts.profileFailed')} />
        <TextField
          label={t('company.name')}
          autoComplete="organization"
          {...form.fieldProps('companyName')}
        />
        <PhoneField
          id={form.id('companyPhone')}
          label={t('company.phone')}
          value={form.values.companyPhone}
          error={form.error('companyPhone')}
          onValueChange={(value) => form.set('companyPhone', value)}
          onBlur={() => form.touch('companyPhone')}
        />
        <TextField label={t('company.email')} type="email" {...form.fieldProps('companyEmail')} />
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? t('actions.saving') : t('actions.save')}
        </button>
      </form>
      <section className="card card--form stack" aria-labelledby="company-logo-heading">
        <h2 id="company-logo-heading">{t('company.logoHeading')}</h2>
        <ImageUpload kind="companyLogo" currentUrl={user.companyLogoUrl} label={t('company.logo')} />
      </section>
    </div>
  );
}
