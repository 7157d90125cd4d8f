import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_CONTENT_TYPES } from '#shared/users/profile';
import { capturePage } from '../capture-page';
import type { Box } from '../redaction';
import { screenshotProblem, type ScreenshotProblem } from '../screenshot-file';
import { ScreenshotRedactor } from './screenshot-redactor';

/** A screenshot chosen for a bug report, with the boxes that black out its private parts. */
export interface Screenshot {
  image: Blob;
  boxes: Box[];
}

export interface ScreenshotFieldProps {
  value: Screenshot | null;
  onChange: (value: Screenshot | null) => void;
  disabled?: boolean;
}

type Failure = ScreenshotProblem | 'captureFailed';

/**
 * The optional screenshot of a bug report (docs/requirements.md#r5-9): attach an image file, or
 * capture this page; then black out what is private, or remove it.
 */
export function ScreenshotField({ value, onChange, disabled = false }: ScreenshotFieldProps) {
  const { t } = useTranslation('feedback');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [capturing, setCapturing] = useState(false);

  const accept = (image: Blob) => {
    const problem = screenshotProblem(image);
    setFailure(problem);
    if (!problem) onChange({ image, boxes: [] });
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) accept(file);
  };

  const onCapture = async () => {
    setCapturing(true);
    setFailure(null);
    try {
      accept(await capturePage());
    } catch {
      setFailure('captureFailed');
    } finally {
      setCapturing(false);
    }
  };

  const busy = disabled || capturing;
  return (
    <fieldset className="feedback-screenshot" aria-describedby={failure ? `${inputId}-error` : undefined}>
      <legend>{t('screenshot.legend')}</legend>
      <div className="feedback-screenshot__choices">
        <label htmlFor={inputId}>{t('screenshot.attach')}</label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={IMAGE_CONTENT_TYPES.join(',')}
          disabled={busy}
          aria-invalid={failure ? true : undefined}
          aria-describedby={`${inputId}-hint`}
          onChange={onFile}
        />
        <p id={`${inputId}-hint`} className="field__hint">
          {t('screenshot.hint')}
        </p>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => void onCapture()}
        >
          {capturing ? t('screenshot.capturing') : t('screenshot.capture')}
        </button>
      </div>
      {failure && (
        <p id={`${inputId}-error`} className="field__error" role="alert">
          {t(`screenshot.errors.${failure}`)}
        </p>
      )}
      {value && (
        <>
          <ScreenshotRedactor
            image={value.image}
            boxes={value.boxes}
            onBoxesChange={(boxes) => onChange({ ...value, boxes })}
            disabled={disabled}
          />
          <button
            type="button"
            className="button button--ghost"
            disabled={disabled}
            onClick={() => {
              onChange(null);
              // The button goes with the screenshot: focus moves to attaching another.
              inputRef.current?.focus();
            }}
          >
            {t('screenshot.remove')}
          </button>
        </>
      )}
    </fieldset>
  );
}
