import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import {
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_PAGE_PATH_MAX,
  submitFeedbackBodySchema,
  WIDGET_FEEDBACK_TYPES,
  type FeedbackType,
} from '#shared/feedback/feedback';
import { SaveErrorAlert } from '../../../components/form/save-error-alert';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { ApiRequestError, serverMessage } from '../../../lib/api/api-errors';
import { uploadErrorKey } from '../../../lib/api/upload-errors';
import { useFieldMessage } from '../../../lib/form/use-field-message';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useSessionUser } from '../../../lib/session/session-context';
import { showToast, type CommonTranslationKey } from '../../../lib/toast/toast-store';
import { uploadScreenshot, useSubmitFeedback } from '../api/feedback-api';
import { bugContext } from '../bug-context';
import { feedbackErrorCode, isVerificationRefusal } from '../feedback-errors';
import { useVerification } from '../hooks/use-verification';
import { redactedImage } from '../redaction';
import { screenshotProblem } from '../screenshot-file';
import { HumanVerification } from './human-verification';
import { ScreenshotField, type Screenshot } from './screenshot-field';

const { comment: commentSchema, email: emailSchema } = submitFeedbackBodySchema.shape;
/** The typed part of the form, checked by the same rules as the request body. */
const typedFieldsSchema = z.object({ comment: commentSchema, email: emailSchema });
const FIELDS = ['comment', 'email'] as const;
const LIMITS = { commentMax: FEEDBACK_COMMENT_MAX };

export interface FeedbackFormProps {
  /** The type chosen before the form (the widget's first step); none on /feedback. */
  initialType: FeedbackType | null;
  /** The page the user was on, sent with the feedback. */
  pagePath: string;
  /** After the server took the feedback. */
  onSent: () => void;
  /** Prefix of the inputs' ids: the widget and the page may both be on screen. */
  idPrefix: string;
  /** An attribute put on the comment, which gets focus when the widget shows the form. */
  focusAttribute?: string;
  /** What was typed before, to start from (the widget reopened before it started over). */
  initialDraft?: FeedbackDraft;
  /** Each change of what was typed, for the widget to keep while closed. */
  onDraftChange?: (draft: FeedbackDraft) => void;
  /** An upload or send started (true) or ended (false): the widget is not closed meanwhile. */
  onBusyChange?: (busy: boolean) => void;
}

/** What the user typed and chose, kept by the widget between a close and its reset. */
export interface FeedbackDraft {
  type: FeedbackType | null;
  comment: string;
  email: string;
}

type Phase = { step: 'editing' } | { step: 'uploading'; progress: number } | { step: 'sending' };

/** The blacked-out screenshot came out over the size limit (a PNG of a large JPEG can). */
class ScreenshotTooLargeError extends Error {
  override name = 'ScreenshotTooLargeError';
}

const toastKey = (key: string) => `feedback:${key}` as CommonTranslationKey;

/**
 * The feedback form of the widget and of /feedback (docs/requirements.md#r5-9): type, comment with
 * a live counter, optional e-mail (the account's, prefilled), for bugs an optional screenshot, and
 * the human check. Send stays disabled while the comment is empty or a send is under way; the
 * screenshot is uploaded first (with progress), then the feedback goes with the solved challenge.
 */
export function FeedbackForm({
  initialType,
  pagePath,
  onSent,
  idPrefix,
  focusAttribute,
  initialDraft,
  onDraftChange,
  onBusyChange,
}: FeedbackFormProps) {
  const { t } = useTranslation('feedback');
  const { t: tCommon } = useTranslation();
  const user = useSessionUser();
  const message = useFieldMessage('feedback', LIMITS);
  const typeGroupId = useId();
  const alertRef = useRef<HTMLDivElement>(null);
  const [type, setType] = useState<FeedbackType | null>(initialDraft?.type ?? initialType);
  const [typeMissing, setTypeMissing] = useState(false);
  const [screenshot, setScreenshot] = useState<Screenshot | null>(null);
  const [phase, setPhase] = useState<Phase>({ step: 'editing' });
  const [failure, setFailure] = useState<unknown>(null);
  const [verificationMissing, setVerificationMissing] = useState(false);
  const verification = useVerification();
  const submit = useSubmitFeedback();
  const form = useSchemaForm({
    idPrefix,
    initial: initialDraft
      ? { comment: initialDraft.comment, email: initialDraft.email }
      : { comment: '', email: user?.email ?? '' },
    fields: FIELDS,
    schema: typedFieldsSchema,
    toBody: (values) => ({
      comment: values.comment,
      email: values.email.trim() === '' ? null : values.email.trim(),
    }),
    message,
  });

  /** The control a refused submit focuses when it is not one of the typed fields. */
  const focusRequest = useRef<'type' | 'verification' | null>(null);
  const typeGroupRef = useRef<HTMLFieldSetElement>(null);
  const verificationRef = useRef<HTMLElement>(null);
  // After the form hook's own focus effect, so the type group (first on screen) wins over it.
  useEffect(() => {
    const target = focusRequest.current;
    if (!target) return;
    focusRequest.current = null;
    const container = target === 'type' ? typeGroupRef.current : verificationRef.current;
    container?.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled])')?.focus();
  });

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const { comment, email } = form.values;
  useEffect(() => {
    onDraftChange?.({ type, comment, email });
  }, [type, comment, email, onDraftChange]);

  const busy = phase.step !== 'editing';
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);
  // A form sent (or gone) is no longer busy, though it unmounts before its last phase renders.
  useEffect(() => () => onBusyChange?.(false), [onBusyChange]);

  // A send that outlives the form (its page left) is cancelled, and its answer ignored.
  const sendController = useRef<AbortController | null>(null);
  useEffect(() => () => sendController.current?.abort(), []);

  const chooseType = (next: FeedbackType) => {
    setType(next);
    setTypeMissing(false);
    // Only bug reports carry a screenshot (docs/requirements.md#r2-11).
    if (next !== 'bug') setScreenshot(null);
  };

  const send = async (
    type: FeedbackType,
    verificationPayload: string,
    typed: z.output<typeof typedFieldsSchema>,
  ) => {
    const controller = new AbortController();
    sendController.current = controller;
    const { signal } = controller;
    setFailure(null);
    try {
      let screenshotKey: string | null = null;
      if (type === 'bug' && screenshot) {
        setPhase({ step: 'uploading', progress: 0 });
        const image = await redactedImage(screenshot.image, screenshot.boxes);
        if (screenshotProblem(image)) throw new ScreenshotTooLargeError();
        screenshotKey = await uploadScreenshot(
          image,
          (progress) => {
            if (!signal.aborted) setPhase({ step: 'uploading', progress });
          },
          signal,
        );
        if (signal.aborted) return;
      }
      setPhase({ step: 'sending' });
      await submit.mutateAsync({
        body: {
          type,
          comment: typed.comment,
          email: typed.email,
          pagePath: pagePath.slice(0, FEEDBACK_PAGE_PATH_MAX),
          language: currentLanguage(),
          screenshotKey,
          context: type === 'bug' ? bugContext() : null,
          verification: verificationPayload,
        },
        signal,
      });
      if (signal.aborted) return;
      showToast({
        variant: 'success',
        title: toastKey('toasts.sent.title'),
        description: toastKey('toasts.sent.description'),
      });
      onSent();
    } catch (error) {
      if (signal.aborted) return;
      setFailure(error);
      form.showServerErrors(error);
      // A refused or used-up challenge cannot be sent again: solve a new one.
      if (isVerificationRefusal(error)) verification.renew();
    } finally {
      if (!signal.aborted) setPhase({ step: 'editing' });
    }
  };

  /**
   * Checks everything in one pass (type, typed fields, human check), shows every message at once
   * and focuses the first invalid control on screen; sends only when all hold.
   */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = verification.payload;
    setTypeMissing(type === null);
    setVerificationMissing(payload === null);
    const typed = form.submit();
    if (type === null) focusRequest.current = 'type';
    else if (typed !== null && payload === null) focusRequest.current = 'verification';
    if (type !== null && typed !== null && payload !== null) void send(type, payload, typed);
  };

  const explanation = (error: unknown): string => {
    const code = feedbackErrorCode(error);
    if (code) return t(`errors.codes.${code}`);
    // Storage refused the screenshot under its policy (size, type, expiry).
    const uploadKey = uploadErrorKey(error);
    if (uploadKey) return tCommon(uploadKey);
    if (error instanceof ScreenshotTooLargeError) return t('screenshot.errors.tooLarge');
    if (error instanceof ApiRequestError) return serverMessage(error) ?? t('errors.tryLater');
    return t('errors.tryLater');
  };

  const commentEmpty = form.values.comment.trim() === '';
  return (
    <form className="feedback-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <fieldset
        ref={typeGroupRef}
        id={`${idPrefix}-type`}
        className="feedback-form__types"
        aria-describedby={typeMissing ? `${typeGroupId}-error` : undefined}
      >
        <legend>{t('form.type')}</legend>
        {WIDGET_FEEDBACK_TYPES.map((option) => (
          <label key={option} className="feedback-form__type">
            <input
              type="radio"
              name={`${idPrefix}-type`}
              value={option}
              checked={type === option}
              disabled={busy}
              onChange={() => chooseType(option)}
            />
            {t(`types.${option}.label`)}
          </label>
        ))}
        {typeMissing && (
          <p id={`${typeGroupId}-error`} className="field__error" role="alert">
            {t('form.fillAllFields')}
          </p>
        )}
      </fieldset>
      <TextAreaField
        {...form.fieldProps('comment')}
        label={t('form.comment')}
        placeholder={type ? t(`types.${type}.placeholder`) : undefined}
        maxLength={FEEDBACK_COMMENT_MAX}
        rows={5}
        required
        disabled={busy}
        counterLabel={(used, max) => t('form.counter', { used, max })}
        {...(focusAttribute ? { [focusAttribute]: '' } : {})}
      />
      <TextField
        {...form.fieldProps('email')}
        type="email"
        autoComplete="email"
        label={t('form.email')}
        disabled={busy}
      />
      <p className="field__hint">{t('form.page', { path: pagePath })}</p>
      {type === 'bug' && <ScreenshotField value={screenshot} onChange={setScreenshot} disabled={busy} />}
      <section
        ref={verificationRef}
        className="feedback-form__verification"
        aria-label={t('verification.label')}
      >
        {verification.status === 'loading' && (
          <p className="muted" role="status">
            {t('verification.loading')}
          </p>
        )}
        {verification.status === 'unavailable' && (
          <div className="alert alert--error" role="alert" data-testid="verification-unavailable">
            <p>{t('verification.unavailable')}</p>
            <button type="button" className="button button--ghost" onClick={verification.renew}>
              {t('verification.retry')}
            </button>
          </div>
        )}
        {verification.status === 'ready' && verification.challenge && (
          <HumanVerification
            challenge={verification.challenge}
            language={currentLanguage()}
            onVerified={(payload) => {
              setVerificationMissing(false);
              verification.onVerified(payload);
            }}
            onUnverified={verification.onUnverified}
            onExpired={verification.onExpired}
            onUnavailable={verification.onUnavailable}
          />
        )}
        {verificationMissing && !verification.payload && verification.status === 'ready' && (
          <p className="field__error" role="alert">
            {t('verification.required')}
          </p>
        )}
      </section>
      {phase.step === 'uploading' && (
        <progress
          max={1}
          value={phase.progress}
          aria-label={t('screenshot.uploading')}
          data-testid="upload-progress"
        />
      )}
      <SaveErrorAlert
        ref={alertRef}
        error={failure}
        title={t('errors.title')}
        detail={failure ? explanation(failure) : undefined}
        testId="feedback-error"
      />
      <button type="submit" className="button button--primary" disabled={commentEmpty || busy}>
        {busy ? t('form.sending') : t('form.send')}
      </button>
    </form>
  );
}
