import type { ComponentProps } from 'react';
import { fieldAria, FieldMessage } from './field-message';

export interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  id: string;
  label: string;
  /** A translated message; when present the text area is marked invalid and described by it. */
  error?: string;
  /** With `maxLength`, shows a live "used / max" counter that screen readers hear as a description. */
  counterLabel?: (used: number, max: number) => string;
}

/** A labelled multi-line field with its error and an optional character counter. */
export function TextAreaField({ id, label, error, counterLabel, ...textAreaProps }: TextAreaFieldProps) {
  const counterId = `${id}-counter`;
  const max = textAreaProps.maxLength;
  const used = String(textAreaProps.value ?? '').length;
  const showsCounter = counterLabel !== undefined && max !== undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} {...fieldAria(id, error, showsCounter ? counterId : null)} {...textAreaProps} />
      {showsCounter && (
        <p id={counterId} className="field__hint">
          {counterLabel(used, max)}
        </p>
      )}
      <FieldMessage id={id} error={error} />
    </div>
  );
}
