import type { FocusEvent } from 'react';

/**
 * Marks a field touched when it is left, except when focus moves to its form's submit button: the
 * submit shows every error at once, and an error appearing on blur would push the button from
 * under the pointer between press and release, losing the click.
 */
export function touchOnBlur(touch: () => void) {
  return (event: FocusEvent<HTMLInputElement>) => {
    const next = event.relatedTarget;
    const form = event.currentTarget.form;
    if (next instanceof HTMLButtonElement && next.type === 'submit' && form && next.form === form) return;
    touch();
  };
}
