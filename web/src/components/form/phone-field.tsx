import { formatPhone } from '#shared/core/validation';
import { TextField, type TextFieldProps } from './text-field';

export interface PhoneFieldProps extends Omit<TextFieldProps, 'type' | 'value' | 'onChange'> {
  value: string;
  /** Called with what the person typed, and with the formatted number when they leave the field. */
  onValueChange: (value: string) => void;
}

/** A US phone number field: typed freely, shown as (555) 555-0100 once the person leaves it. */
export function PhoneField({ value, onValueChange, onBlur, ...props }: PhoneFieldProps) {
  return (
    <TextField
      type="tel"
      {...props}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      onBlur={(event) => {
        onBlur?.(event);
        onValueChange(formatPhone(value));
      }}
    />
  );
}
