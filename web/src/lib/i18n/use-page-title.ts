import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the document title to `<page> · Dealflow` (docs/requirements.md#r2-13), following language switches.
 */
export function usePageTitle(pageName: string): void {
  const { t } = useTranslation();
  const title = t('pageTitle', { page: pageName });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
