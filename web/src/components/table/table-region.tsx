import './table.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A table that scrolls sideways inside a labelled, focusable region on a narrow screen (375 px),
 * so keyboard users can scroll it too and screen readers hear which table it is.
 */
export function TableRegion({ labelId, children }: { labelId: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="table-region" role="region" aria-labelledby={labelId} tabIndex={0}>
      <p className="table-region__hint visually-hidden">{t('table.scrollHint')}</p>
      {children}
    </div>
  );
}
