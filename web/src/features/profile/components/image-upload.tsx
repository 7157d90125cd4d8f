import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_CONTENT_TYPES, type UploadKind } from '#shared/users/profile';
import { useSession } from '../../../lib/session/session-context';
import { uploadErrorKey } from '../../../lib/api/upload-errors';
import { showToast } from '../../../lib/toast/toast-store';
import { imageFileProblem, uploadImage } from '../api/upload-image';
import { useProfileFieldMessage } from '../hooks/use-field-message';
import { profileToastKey } from '../hooks/use-save-user';

/** Picks, checks and uploads one image (logo or picture), showing progress and the current image. */
export function ImageUpload({
  kind,
  currentUrl,
  label,
}: {
  kind: UploadKind;
  currentUrl: string | null;
  label: string;
}) {
  const { t } = useTranslation('profile');
  const fieldMessage = useProfileFieldMessage();
  const { updateUser } = useSession();
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const failureToast = kind === 'companyLogo' ? 'toasts.logoFailed' : 'toasts.pictureFailed';

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = imageFileProblem(file, kind);
    setProblem(refused);
    if (refused) return;
    setProgress(0);
    try {
      updateUser(await uploadImage(file, kind, setProgress));
      showToast({
        variant: 'success',
        title: profileToastKey(kind === 'companyLogo' ? 'toasts.logoSaved' : 'toasts.pictureSaved'),
      });
    } catch (error) {
      // Why storage or the API refused the file, when it says (too large, not an image).
      const reason = uploadErrorKey(error);
      showToast({
        variant: 'error',
        title: profileToastKey(failureToast),
        ...(reason ? { description: reason } : {}),
      });
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="field image-upload" data-testid={`upload-${kind}`}>
      <label htmlFor={inputId}>{label}</label>
      {currentUrl ? (
        <img className="image-upload__preview" src={currentUrl} alt={t('upload.current', { label })} />
      ) : (
        <p className="muted">{t('upload.none')}</p>
      )}
      <input
        id={inputId}
        type="file"
        accept={IMAGE_CONTENT_TYPES.join(',')}
        disabled={progress !== null}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => void onChange(event)}
      />
      <p id={`${inputId}-hint`} className="field__hint">
        {t(kind === 'companyLogo' ? 'upload.logoHint' : 'upload.pictureHint')}
      </p>
      {progress !== null && (
        <progress max={1} value={progress} aria-label={t('upload.progress')} data-testid="upload-progress" />
      )}
      {problem && <p className="field__error">{fieldMessage(problem)}</p>}
    </div>
  );
}
