import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
} from 'react';
import type { z } from 'zod';
import { schemaFieldErrors, serverFieldErrors, type FieldErrors } from './field-errors';

export interface SchemaFormOptions<Values extends object, Field extends string, Schema extends z.ZodType> {
  /** Inputs are `<idPrefix>-<field>`; the first invalid one gets focus on a refused submit. */
  idPrefix: string;
  /** Ids that do not follow `<idPrefix>-<field>`. */
  ids?: Partial<Record<Field, string>>;
  initial: Values;
  /** Every field of the form (focus picks the first invalid one in screen order, whatever this order). */
  fields: readonly Field[];
  /** The shared schema: the same rules check the form here and the body on the server. */
  schema: Schema;
  /** What the schema checks, built from the values (empty text as null…); the values by default. */
  toBody?: (values: Values) => unknown;
  /** The body's first message key per field; the schema's own first message by default. */
  findErrors?: (body: unknown) => FieldErrors<Field>;
  /** Translates a message key of the schema (`useFieldMessage`). */
  message: (key: string | undefined) => string | undefined;
}

/**
 * True when the field is left by pressing its form's submit button. The submit shows every error
 * at once, and an error appearing on this blur would push the button from under the pointer
 * between press and release, losing the click. Tabbing to the button still shows the error.
 */
function leavesForSubmit(event: FocusEvent<HTMLElement>): boolean {
  const next = event.relatedTarget;
  const form = (event.currentTarget as HTMLInputElement).form ?? null;
  return (
    next instanceof HTMLButtonElement &&
    next.type === 'submit' &&
    form !== null &&
    next.form === form &&
    next.matches(':active')
  );
}

/** Focuses the first of these fields on screen: the control itself, or the first control of a group. */
function focusFirstOnScreen(ids: readonly string[]) {
  const elements = ids.flatMap((id) => document.getElementById(id) ?? []);
  const [first] = elements.sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  if (!first) return;
  const control = first.matches('input, select, textarea')
    ? first
    : first.querySelector<HTMLElement>('input, select, textarea');
  (control ?? first).focus();
}

/**
 * The state of every form: values, and the schema's first message per field, shown once the field
 * was left (updating while typing after that) and for every field after a submit attempt. A refused
 * submit focuses the first invalid field; a VALIDATION_FAILED answer shows the server's field
 * messages until the field changes. A form in parts (a wizard's steps) checks one part with `check`.
 */
export function useSchemaForm<Values extends object, Field extends string, Schema extends z.ZodType>(
  options: SchemaFormOptions<Values, Field, Schema>,
) {
  const { idPrefix, fields, schema, message } = options;
  const toBody = options.toBody ?? ((values: Values) => values);
  const [values, setValues] = useState<Values>(options.initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const findErrors = options.findErrors ?? ((body: unknown) => schemaFieldErrors<Field>(schema, body));
  const errors = findErrors(toBody(values));
  /** The fields of the last check, whose first invalid one gets focus once its message is on screen. */
  const pendingFocus = useRef<readonly Field[] | null>(null);

  const set = useCallback(<K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  }, []);
  /** Changes fields from the latest values, for changes that may land before the next render. */
  const update = useCallback(
    (change: (current: Values) => Partial<Values>) =>
      setValues((current) => ({ ...current, ...change(current) })),
    [],
  );
  const touch = (field: Field) =>
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
  /** The field's message key as the user should see it now, untranslated. */
  const errorKey = (field: Field): string | undefined =>
    serverErrors[field] ?? (touched[field] ? errors[field] : undefined);
  /** The field's visible message, translated. */
  const error = (field: Field): string | undefined => message(errorKey(field));
  const id = (field: Field) => options.ids?.[field] ?? `${idPrefix}-${field}`;
  /** Blur handler for any control of the field (see `leavesForSubmit`). */
  const onBlur = (field: Field) => (event: FocusEvent<HTMLElement>) => {
    if (!leavesForSubmit(event)) touch(field);
  };
  /** Wires a text input, text area or select to a string field: id, name, value, error, change, blur. */
  const fieldProps = <K extends Field & keyof Values>(field: K) => ({
    id: id(field),
    name: field,
    value: values[field] as string,
    error: error(field),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(field, event.target.value as Values[K]),
    onBlur: onBlur(field),
  });

  useEffect(() => {
    const requested = pendingFocus.current;
    if (!requested) return;
    pendingFocus.current = null;
    focusFirstOnScreen(requested.filter((field) => errorKey(field)).map(id));
  });

  /**
   * Shows the messages of these fields (every field by default) and focuses the first one on screen
   * showing a message (the server's too) after the render that shows them; answers whether the
   * schema finds them all valid.
   */
  const check = (only: readonly Field[] = fields): boolean => {
    setTouched((current) => ({ ...current, ...Object.fromEntries(only.map((field) => [field, true])) }));
    pendingFocus.current = only;
    return !only.some((field) => errors[field]);
  };
  /** Shows every error and focuses the first invalid field; answers the parsed body, or null. */
  const submit = (): z.output<Schema> | null =>
    check() ? (schema.parse(toBody(values)) as z.output<Schema>) : null;
  /** Submit handler: `submit()`, then the body to `onValid` when the form is valid. */
  const onSubmit = (onValid: (body: z.output<Schema>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = submit();
    if (body !== null) onValid(body);
  };

  /** Back to `next` (the initial values by default), nothing touched. */
  const reset = (next: Values = options.initial) => {
    setValues(next);
    setTouched({});
    setServerErrors({});
  };

  return {
    values,
    /** The schema's message key per invalid field, shown or not. */
    errors,
    set,
    update,
    touch,
    errorKey,
    error,
    id,
    fieldProps,
    onBlur,
    check,
    submit,
    onSubmit,
    reset,
    /** Shows the server's field messages of a VALIDATION_FAILED answer. */
    showServerErrors: (failure: unknown) => setServerErrors(serverFieldErrors(failure, fields)),
    setServerErrors,
  };
}
