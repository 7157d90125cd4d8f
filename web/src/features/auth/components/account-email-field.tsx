import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field';

interface AccountEmailFieldProps extends Omit<ComponentProps<typeof TextField>, 'label' | 'error'> {
  /** A validation key of the `auth` namespace, shown once the field was left. */
  errorKey: string | undefined;
  touched: boolean;
}

/** The e-mail field of the forms that only ask for an account's address (e-mail link, reset). */
export function AccountEmailField({ errorKey, touched, ...inputProps }: AccountEmailFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.email')}
      error={touched && errorKey ? t(errorKey as 'validation.emailInvalid') : undefined}
      name="email"
      type="email"
      autoComplete="username"
      inputMode="email"
      {...inputProps}
    />
  );
}
