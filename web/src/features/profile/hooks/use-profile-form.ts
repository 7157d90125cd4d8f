import { useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { schemaFieldErrors, serverFieldErrors, type FieldErrors } from '../../../lib/form/field-errors';
import { useFieldMessage } from './use-field-message';

/**
 * A profile form's values and errors: the shared schema's first message per field shows once the
 * field was left or a submit was tried; after a failed save the server's field messages show until
 * the field changes.
 */
export function useProfileForm<Values extends object, Field extends string>(options: {
  initial: Values;
  schema: z.ZodType;
  toBody: (values: Values) => unknown;
  fields: readonly Field[];
}) {
  const fieldMessage = useFieldMessage();
  const [values, setValues] = useState<Values>(options.initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const errors = schemaFieldErrors<Field>(options.schema, options.toBody(values));

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };
  const touch = (field: Field) => setTouched((current) => ({ ...current, [field]: true }));
  const visibleError = (field: Field): string | undefined =>
    serverErrors[field] ?? (touched[field] ? errors[field] : undefined);
  /** Marks every field touched; answers the body when the form is valid, else null. */
  const submit = (): unknown => {
    setTouched(Object.fromEntries(options.fields.map((field) => [field, true])) as Record<Field, true>);
    if (Object.values(errors).some(Boolean)) return null;
    return options.schema.parse(options.toBody(values));
  };
  const showServerErrors = (error: unknown) => setServerErrors(serverFieldErrors(error, options.fields));
  /** The field's visible error, translated. */
  const error = (field: Field): string | undefined => fieldMessage(visibleError(field));
  /** What wires a text input to a string field: its value, translated error, change and blur. */
  const textProps = <K extends Field & keyof Values>(field: K) => ({
    value: values[field] as string,
    error: error(field),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(field, event.target.value as Values[K]),
    onBlur: () => touch(field),
  });

  return {
    values,
    set,
    touch,
    visibleError,
    error,
    textProps,
    submit,
    showServerErrors,
    hasErrors: Object.keys(errors).length > 0,
  };
}
