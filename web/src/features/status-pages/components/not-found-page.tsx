import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from './status-page';
import { paths } from '../../../lib/paths/paths';

/** Any path no route matches. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="404"
      title={t('status.notFound.title')}
      body={t('status.notFound.body')}
      actions={
        <Link to={paths.home} className="button button--primary">
          {t('actions.goHome')}
        </Link>
      }
    />
  );
}
