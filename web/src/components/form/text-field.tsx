import type { ComponentProps } from 'react';

export interface TextFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  /** A translated message; when present the input is marked invalid and described by it. */
  error?: string;
}

/** A labelled input with its field error, wired for screen readers. Every form uses it. */
export function TextField({ id, label, error, ...inputProps }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
