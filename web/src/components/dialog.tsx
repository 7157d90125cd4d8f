import './dialog.css';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
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
  testId?: string;
}

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden]'),
  );
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): labelled by its heading, focus moved in on open and
 * kept inside (Tab and Shift+Tab wrap), Escape closes, and focus returns to what opened it. Rendered
 * in a portal over a backdrop that does not close it, so a half-filled form is not lost to a stray click.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  initialFocusRef,
  fallbackFocusRef,
  testId,
}: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The fallback is read when the dialog closes (it may render after the dialog opened).
    const fallback = fallbackFocusRef;
    const panel = panelRef.current;
    const target = initialFocusRef?.current ?? (panel ? focusableIn(panel)[0] : undefined) ?? panel;
    target?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
      else fallback?.current?.focus();
    };
    // Runs once per opening: later changes of the ref must not steal focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = focusableIn(panelRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="dialog-backdrop">
      <div
        ref={panelRef}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="dialog__close" aria-label={t('actions.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {description && (
          <div id={descriptionId} className="dialog__description">
            {description}
          </div>
        )}
        <div className="dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
