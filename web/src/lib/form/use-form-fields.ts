import { useCallback, useState, type FocusEvent } from 'react';

/**
 * Values and "touched" flags of a form. Errors show once a field is left, and for every field after
 * a submit attempt, as on the sign-in form; the caller derives errors from the values.
 */
export function useFormFields<Values extends Record<string, string>>(initial: Values) {
  type Field = keyof Values & string;
  const [values, setValues] = useState<Values>(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});

  const setValue = useCallback((field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);
  const touch = useCallback((field: Field) => {
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
  }, []);
  const touchAll = useCallback(() => {
    setTouched(Object.fromEntries(Object.keys(initial).map((field) => [field, true])) as Record<Field, true>);
  }, [initial]);

  /**
   * Blur handler that marks the field touched, except when focus moves to the form's submit
   * button: the submit shows every error at once, and an error appearing on blur would push the
   * button from under the pointer between press and release, losing the click.
   */
  const touchOnBlur = useCallback(
    (field: Field) => (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      const form = (event.currentTarget as HTMLInputElement).form ?? null;
      if (next instanceof HTMLButtonElement && next.type === 'submit' && form && next.form === form) return;
      touch(field);
    },
    [touch],
  );

  return { values, setValue, touched, touch, touchAll, touchOnBlur };
}
