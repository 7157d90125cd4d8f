import { useRef, type ReactNode, type RefObject } from 'react';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  title: string;
  /** What the action does, read out with the dialog. */
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  pendingLabel: string;
  cancelLabel: string;
  isPending: boolean;
  /** A translated message when the action failed; the dialog stays open to try again. */
  error?: string | null;
  /** A destructive action gets the danger style. */
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Where focus goes on close when the button that opened the dialog is gone. */
  fallbackFocusRef?: RefObject<HTMLElement | null>;
  testId?: string;
}

/**
 * A yes/no question before an action that cannot be undone (withdraw, accept, decline an offer).
 * Focus starts on Cancel, the safe choice; a failure shows inside the dialog.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  isPending,
  error,
  danger = false,
  onConfirm,
  onClose,
  fallbackFocusRef,
  testId,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={description}
      initialFocusRef={cancelRef}
      fallbackFocusRef={fallbackFocusRef}
      testId={testId}
    >
      {error && (
        <div className="alert alert--error" role="alert">
          <p>{error}</p>
        </div>
      )}
      <div className="button-row">
        <button
          type="button"
          className={`button ${danger ? 'button--danger' : 'button--primary'}`}
          disabled={isPending}
          onClick={onConfirm}
        >
          {isPending ? pendingLabel : confirmLabel}
        </button>
        <button ref={cancelRef} type="button" className="button button--ghost" onClick={onClose}>
          {cancelLabel}
        </button>
      </div>
    </Dialog>
  );
}
