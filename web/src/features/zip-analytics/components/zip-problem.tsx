import { useTranslation } from 'react-i18next';
import { ZipLayout } from './zip-layout';
import { ZipSearchForm } from './zip-search-form';

/**
 * A ZIP the page cannot show: not a ZIP at all (checked before any call) or one the API does not
 * know (404 ZIP_NOT_FOUND). Either way the reader can type another, or go back to the map.
 */
export function ZipProblem({ kind, zipCode }: { kind: 'invalid' | 'unknown'; zipCode: string }) {
  const { t } = useTranslation('zip-analytics');
  const heading = kind === 'invalid' ? t('invalid.title') : t('errors.ZIP_NOT_FOUND');
  const body = kind === 'invalid' ? t('invalid.body', { zipCode }) : t('unknown.body', { zipCode });
  return (
    <ZipLayout heading={heading} lead={<p className="muted">{body}</p>}>
      <div className="card" data-testid={`zip-${kind}`}>
        <ZipSearchForm />
      </div>
    </ZipLayout>
  );
}
