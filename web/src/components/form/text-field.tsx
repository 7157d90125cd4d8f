import type { ComponentProps } from 'react';
import { fieldAria, FieldMessage } from './field-message';

export interface TextFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  /** A translated message; when present the input is marked invalid and described by it. */
  error?: string;
}

/** A labelled input with its field error, wired for screen readers. Every form uses it. */
export function TextField({ id, label, error, ...inputProps }: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...fieldAria(id, error)} {...inputProps} />
      <FieldMessage id={id} error={error} />
    </div>
  );
}
