import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../../components/form/text-field';

/** A five-digit ZIP input, for the place filters and the radius centre; `invalid` says why. */
export function ZipField({ invalid, ...inputProps }: Omit<TextFieldProps, 'error'> & { invalid: boolean }) {
  const { t } = useTranslation('deals');
  return (
    <TextField
      inputMode="numeric"
      maxLength={5}
      error={invalid ? t('filters.zipInvalid') : undefined}
      {...inputProps}
    />
  );
}
