import './dialog.css';
import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { useTranslation } from 'react-i18next';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export interface DialogProps {
  /** The dialog is rendered only while open. */
  open: boolean;
  /** Called on Escape and on the close button; the caller decides whether to close. */
  onClose: () => void;
  /** The visible heading, which also names the dialog. */
  title: string;
  /** A short text under the heading that describes the dialog to screen readers. */
  description?: ReactNode;
  children: ReactNode;
  /** What gets focus on open; the first focusable element by default. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** What gets focus on close when the element that opened the dialog is gone (e.g. a deleted row). */
  fallbackFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Why the dialog cannot be closed now (work under way): the close button is disabled and the
   * reason announced. A dialog that may refuse passes '' while it can close, so the region that
   * announces the reason is in place before the reason appears.
   */
  closeBlockedReason?: string;
  testId?: string;
}

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden]'),
  );
}

/**
 * A modal dialog on the native `<dialog>` element, opened with `showModal()`: the browser puts it in
 * the top layer, makes the page behind it inert and sends `cancel` on Escape, which asks the caller
 * to close. Labelled by its heading; focus moves in on open, Tab and Shift+Tab wrap inside the
 * dialog rather than leaving for the browser's toolbar, and focus returns to what opened it. A click
 * on the backdrop does not close it, so a half-filled form is not lost to a stray click.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  initialFocusRef,
  fallbackFocusRef,
  closeBlockedReason,
  testId,
}: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const closeBlockedId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The fallback is read when the dialog closes (it may render after the dialog opened).
    const fallback = fallbackFocusRef;
    dialog.showModal();
    const target = initialFocusRef?.current ?? focusableIn(dialog)[0] ?? dialog;
    target.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      dialog.close();
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
      else fallback?.current?.focus();
    };
    // Runs once per opening: later changes of the ref must not steal focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open) return null;

  // Escape: the browser would close the dialog itself; the caller decides instead.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // The dialog answers Escape; handlers further up (a menu, the page) must not too.
    if (event.key === 'Escape') event.stopPropagation();
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableIn(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === dialogRef.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      onCancel={onCancel}
      onKeyDown={onKeyDown}
      data-testid={testId}
    >
      {/* Not a <header>: outside a sectioning element that is a banner landmark, a second one beside the page's. */}
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <button
          type="button"
          className="dialog__close"
          aria-label={t('actions.close')}
          disabled={Boolean(closeBlockedReason)}
          aria-describedby={closeBlockedReason ? closeBlockedId : undefined}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {closeBlockedReason !== undefined && (
        <p id={closeBlockedId} className="visually-hidden" role="status">
          {closeBlockedReason}
        </p>
      )}
      {description && (
        <div id={descriptionId} className="dialog__description">
          {description}
        </div>
      )}
      <div className="dialog__body">{children}</div>
    </dialog>
  );
}
