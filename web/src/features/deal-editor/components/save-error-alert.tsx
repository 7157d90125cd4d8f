import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { duplicateOf } from '../api/deal-editor-api';
import { paths } from '../../../lib/paths/paths';

/** The server's own words of a refused save, when it sent some. */
function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  const message = (error.data as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : null;
}

/**
 * Why the save failed (SPEC §8): a street address another seller listed, with a link to their
 * listing; otherwise "Update failed" and the server's words. What was typed stays in the form.
 */
export function SaveErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('deal-editor');
  if (!error) return null;
  const duplicate = duplicateOf(error);
  if (duplicate)
    return (
      <div className="alert alert--error" role="alert" data-testid="save-error">
        <p className="alert__title">{t('save.duplicateTitle')}</p>
        <p>
          {t('save.duplicateBody')}{' '}
          <Link to={paths.dealDetail(duplicate.dealId)}>{t('save.duplicateLink')}</Link>
        </p>
      </div>
    );
  const detail = serverMessage(error);
  return (
    <div className="alert alert--error" role="alert" data-testid="save-error">
      <p className="alert__title">{t('save.failedTitle')}</p>
      {detail && <p>{detail}</p>}
      <p>{t('save.failedKept')}</p>
    </div>
  );
}
