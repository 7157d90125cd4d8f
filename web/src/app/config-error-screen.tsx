import { useTranslation } from 'react-i18next';
import type { ConfigLoadResult } from '../lib/config/runtime-config';

type ConfigFailure = Extract<ConfigLoadResult, { ok: false }>;

/**
 * Shown instead of the app when `/config.json` is missing or invalid (docs/requirements.md#e4-4: fail fast).
 */
export function ConfigErrorScreen({ failure }: { failure: ConfigFailure }) {
  const { t } = useTranslation();
  return (
    <main className="config-error" aria-labelledby="config-error-title">
      <div className="config-error__card" role="alert">
        <h1 id="config-error-title">{t('config.title')}</h1>
        <p>{t(`config.reasons.${failure.reason}`)}</p>
        {failure.details.length > 0 && (
          <details>
            <summary>{t('config.details')}</summary>
            <ul className="config-error__details">
              {failure.details.map((detail) => (
                <li key={detail}>
                  <code>{detail}</code>
                </li>
              ))}
            </ul>
          </details>
        )}
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </button>
      </div>
    </main>
  );
}
