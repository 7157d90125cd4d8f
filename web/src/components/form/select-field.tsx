import type { ComponentProps } from 'react';
import { fieldAria, FieldMessage } from './field-message';

export interface SelectFieldProps extends ComponentProps<'select'> {
  id: string;
  label: string;
  /** A translated message; when present the select is marked invalid and described by it. */
  error?: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled select with its field error, the select counterpart of `TextField`. */
export function SelectField({ id, label, error, options, ...selectProps }: SelectFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...fieldAria(id, error)} {...selectProps}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={id} error={error} />
    </div>
  );
}
