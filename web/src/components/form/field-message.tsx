/**
 * One way to tie a form control to its message: the error text under it, `aria-invalid`, and
 * `aria-describedby` naming the error (and any hint), so a screen reader reads the problem with the
 * field. Messages arrive translated (`useFieldMessage`).
 */

/** The id of the field's error text. */
export const fieldErrorId = (id: string) => `${id}-error`;

/** The aria attributes of a control with this error and these other descriptions (hints, counters). */
export function fieldAria(
  id: string,
  error: string | undefined,
  ...descriptions: (string | null | undefined)[]
) {
  const describedBy = [error ? fieldErrorId(id) : null, ...descriptions].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

/** The field's error text, when it has one (`className` adds to `field__error`, for a group's layout). */
export function FieldMessage({
  id,
  error,
  className,
}: {
  id: string;
  error: string | undefined;
  className?: string;
}) {
  if (!error) return null;
  return (
    <p id={fieldErrorId(id)} className={className ? `field__error ${className}` : 'field__error'}>
      {error}
    </p>
  );
}
