import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveCsv } from '../../lib/files/save-csv';

/**
 * "Download CSV" of a seller's tables (offers, interested buyers, ranked buyers; its words live in
 * the `deal-offers` namespace with those tables): reads every page first (the file holds all rows, not only those on screen), then
 * saves the file; docs/requirements.md#r8-5 "Failed to download CSV" when any step fails.
 */
export function CsvDownloadButton({
  build,
  label,
  testId,
}: {
  /** Reads the rows and answers the file's text and name. */
  build: () => Promise<{ text: string; fileName: string }>;
  /** Says which table the file holds, for screen readers. */
  label: string;
  testId: string;
}) {
  const { t } = useTranslation('deal-offers');
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  const onClick = async () => {
    setState('working');
    try {
      const { text, fileName } = await build();
      saveCsv(text, fileName);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="csv-download">
      <button
        type="button"
        className="button button--ghost button--small"
        aria-label={`${t('csv.download')}: ${label}`}
        disabled={state === 'working'}
        onClick={() => void onClick()}
        data-testid={testId}
      >
        {state === 'working' ? t('csv.downloading') : t('csv.download')}
      </button>
      {state === 'failed' && (
        <p className="alert alert--error" role="alert">
          {t('csv.failed')}
        </p>
      )}
    </div>
  );
}
