import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field';

/** The e-mail field of the forms that only ask for an account's address (e-mail link, reset). */
export function AccountEmailField(inputProps: Omit<ComponentProps<typeof TextField>, 'label'>) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.email')}
      type="email"
      autoComplete="username"
      inputMode="email"
      {...inputProps}
    />
  );
}
