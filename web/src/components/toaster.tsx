import { useEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentToast, dismissToast, subscribeToToasts, type Toast } from '../lib/toast/toast-store';

/** A horizontal drag at least this long (pixels) dismisses the toast (docs/requirements.md#r9-3). */
export const SWIPE_DISMISS_THRESHOLD_PX = 50;

function ToastCard({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const [dragOffset, setDragOffset] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  const dragStartX = useRef<number | null>(null);

  useEffect(() => {
    if (isPaused) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.durationMs, isPaused]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    dragStartX.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setIsPaused(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragStartX.current !== null) setDragOffset(event.clientX - dragStartX.current);
  };
  const onPointerEnd = () => {
    if (dragStartX.current === null) return;
    dragStartX.current = null;
    if (Math.abs(dragOffset) >= SWIPE_DISMISS_THRESHOLD_PX) {
      dismissToast(toast.id);
      return;
    }
    setDragOffset(0);
    setIsPaused(false);
  };

  const isError = toast.variant === 'error';
  return (
    <div
      className={`toast toast--${toast.variant}`}
      // Errors interrupt (alert); everything else waits for a pause in speech (status).
      role={isError ? 'alert' : 'status'}
      aria-live={isError ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-testid="toast"
      style={
        dragOffset === 0
          ? undefined
          : {
              transform: `translateX(${dragOffset}px)`,
              opacity: Math.max(0.2, 1 - Math.abs(dragOffset) / 200),
            }
      }
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => dragStartX.current === null && setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
    >
      <div className="toast__body">
        <p className="toast__title">{t(toast.title, toast.values)}</p>
        {toast.description && <p className="toast__description">{t(toast.description, toast.values)}</p>}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label={t('actions.dismissNotification')}
        onClick={() => dismissToast(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** Renders the one toast on screen, if any (docs/requirements.md#r9-3). */
export function Toaster() {
  const { t } = useTranslation();
  const toast = useSyncExternalStore(subscribeToToasts, currentToast, () => null);
  return (
    <section className="toast-viewport" aria-label={t('toasts.region')}>
      {toast && <ToastCard key={toast.id} toast={toast} />}
    </section>
  );
}
