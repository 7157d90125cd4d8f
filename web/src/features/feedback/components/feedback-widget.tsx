import './feedback.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { FeedbackType } from '#shared/feedback/feedback';
import { showToast } from '../../../lib/toast/toast-store';
import { SCREENSHOT_EXCLUDE_ATTRIBUTE } from '../capture-page';
import type { FeedbackDraft } from './feedback-form';
import type * as dialogParts from './feedback-widget-dialog';

type DialogParts = typeof dialogParts;
/** The dialog and its steps: downloaded on the first opening (or when the button is about to be used). */
const loadDialogParts = (): Promise<DialogParts> => import('./feedback-widget-dialog');

/** How long after closing the widget starts over (docs/requirements.md#r2-11). */
export const WIDGET_RESET_DELAY_MS = 300;
/** Marks what gets focus when a step appears. */
const STEP_FOCUS_ATTRIBUTE = 'data-step-focus';

type Step = { name: 'type' } | { name: 'form'; type: FeedbackType } | { name: 'sent' };

/**
 * The floating Feedback button and its dialog (docs/requirements.md#r2-11, #r2-13), for signed-in
 * users: choose a type → the form → "Feedback sent!" with "Send More Feedback". Closing keeps what
 * was typed and starts over after 300 ms; it is refused while an upload or send is under way. The
 * dialog traps focus, closes on Escape and gives focus back to the button.
 * Both stay out of a page capture. The dialog's code is loaded when the button is first pointed at,
 * focused or pressed, not with the button.
 */
export default function FeedbackWidget() {
  const { t } = useTranslation('feedback');
  const { pathname } = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'type' });
  // Each new form starts empty, with a challenge of its own.
  const [formKey, setFormKey] = useState(0);
  // The page the user was on when they opened the widget.
  const [pagePath, setPagePath] = useState(pathname);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  // What was typed survives a close until the reset (the form unmounts with the dialog): followed
  // in a ref while typing, kept in state when closing, for the next form to start from.
  const draft = useRef<FeedbackDraft | undefined>(undefined);
  const [closedDraft, setClosedDraft] = useState<FeedbackDraft | undefined>(undefined);
  const keepDraft = useCallback((next: FeedbackDraft) => {
    draft.current = next;
  }, []);
  const dropDraft = () => {
    draft.current = undefined;
    setClosedDraft(undefined);
  };
  // An upload or send is under way: closing would lose its outcome, so the dialog stays open.
  const [busy, setBusy] = useState(false);
  const [parts, setParts] = useState<DialogParts | null>(null);
  const [loadingParts, setLoadingParts] = useState(false);

  // Opening, or a new step, puts focus on the step's first task (after the dialog's own focus).
  useEffect(() => {
    if (!open) return;
    stepRef.current?.querySelector<HTMLElement>(`[${STEP_FOCUS_ATTRIBUTE}]`)?.focus();
  }, [open, step.name, formKey]);

  const cancelReset = () => {
    if (resetTimer.current) clearTimeout(resetTimer.current);
    resetTimer.current = null;
  };
  useEffect(() => cancelReset, []);

  const startOver = () => {
    dropDraft();
    setStep({ name: 'type' });
    setFormKey((key) => key + 1);
  };
  const onOpen = () => {
    cancelReset();
    setPagePath(pathname);
    if (parts) {
      setOpen(true);
      return;
    }
    // The dialog opens with its code, in one render, so that its first step can take focus.
    setLoadingParts(true);
    loadDialogParts()
      .then((loaded) => {
        setParts(loaded);
        setOpen(true);
      })
      .catch(() =>
        showToast({ variant: 'error', title: 'toasts.networkError.title', description: 'errors.network' }),
      )
      .finally(() => setLoadingParts(false));
  };
  // A head start for the likely click; a failure here is the click's to report.
  const prefetchParts = () => void loadDialogParts().catch(() => undefined);
  const onClose = () => {
    if (busy) return;
    setClosedDraft(draft.current);
    setOpen(false);
    cancelReset();
    resetTimer.current = setTimeout(() => {
      resetTimer.current = null;
      startOver();
    }, WIDGET_RESET_DELAY_MS);
  };

  const title =
    step.name === 'sent'
      ? t('widget.sentTitle')
      : step.name === 'form'
        ? t(`types.${step.type}.title`)
        : t('widget.title');
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="feedback-button"
        aria-haspopup="dialog"
        aria-busy={loadingParts}
        onClick={loadingParts ? undefined : onOpen}
        onPointerEnter={prefetchParts}
        onFocus={prefetchParts}
        {...{ [SCREENSHOT_EXCLUDE_ATTRIBUTE]: '' }}
        data-testid="feedback-button"
      >
        {t('widget.button')}
      </button>
      <div {...{ [SCREENSHOT_EXCLUDE_ATTRIBUTE]: '' }}>
        {parts && (
          <parts.Dialog
            open={open}
            onClose={onClose}
            title={title}
            fallbackFocusRef={buttonRef}
            closeBlockedReason={busy ? t('widget.closeWhileBusy') : ''}
            testId="feedback-dialog"
          >
            <div ref={stepRef}>
              {step.name === 'type' && (
                <parts.FeedbackTypeStep
                  focusAttribute={STEP_FOCUS_ATTRIBUTE}
                  onChoose={(type) => setStep({ name: 'form', type })}
                />
              )}
              {step.name === 'form' && (
                <parts.FeedbackForm
                  key={formKey}
                  idPrefix="feedback-widget"
                  initialType={step.type}
                  pagePath={pagePath}
                  onSent={() => {
                    dropDraft();
                    setStep({ name: 'sent' });
                  }}
                  focusAttribute={STEP_FOCUS_ATTRIBUTE}
                  initialDraft={closedDraft}
                  onDraftChange={keepDraft}
                  onBusyChange={setBusy}
                />
              )}
              {step.name === 'sent' && (
                <div className="feedback-sent" role="status">
                  <p>{t('widget.sentText')}</p>
                  <button
                    type="button"
                    className="button button--primary"
                    onClick={startOver}
                    {...{ [STEP_FOCUS_ATTRIBUTE]: '' }}
                  >
                    {t('widget.sendMore')}
                  </button>
                </div>
              )}
            </div>
          </parts.Dialog>
        )}
      </div>
    </>
  );
}
