import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from './status-page';

/** Any path no route matches. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="404"
      title={t('status.notFound.title')}
      body={t('status.notFound.body')}
      actions={
        <Link to="/" className="button button--primary">
          {t('actions.goHome')}
        </Link>
      }
    />
  );
}
