import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SaveErrorAlert } from '../../../components/form/save-error-alert';
import { uploadErrorKey } from '../../../lib/api/upload-errors';
import { duplicateOf } from '../api/deal-editor-api';
import { paths } from '../../../lib/paths/paths';

/**
 * Why the save failed (docs/requirements.md#r8-6): a street address another seller listed, with a link to
 * their listing; a photo that is not an image (or is gone), or the hourly listing limit, said in the
 * user's language; otherwise "Update failed" and the server's words. What was typed stays in the form.
 */
export function DealSaveErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('deal-editor');
  const { t: tCommon } = useTranslation('common');
  const duplicate = duplicateOf(error);
  const photoProblem = uploadErrorKey(error);
  if (duplicate)
    return (
      <SaveErrorAlert
        testId="save-error"
        error={error}
        title={t('save.duplicateTitle')}
        detail={
          <>
            {t('save.duplicateBody')}{' '}
            <Link to={paths.dealDetail(duplicate.dealId)}>{t('save.duplicateLink')}</Link>
          </>
        }
      />
    );
  return (
    <SaveErrorAlert
      testId="save-error"
      error={error}
      title={t('save.failedTitle')}
      codeMessages={{ LISTING_LIMIT_REACHED: t('save.listingLimit') }}
      {...(photoProblem ? { detail: tCommon(photoProblem) } : {})}
    >
      <p>{t('save.failedKept')}</p>
    </SaveErrorAlert>
  );
}
