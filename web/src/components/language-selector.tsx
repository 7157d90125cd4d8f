import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '#shared/core/language';
import { toSupportedLanguage } from '../lib/i18n/language-detection';
import { useLanguageSwitch } from '../lib/i18n/use-language-switch';

/** A labelled language picker; `id` keeps several on one page apart (header and footer). */
export function LanguageSelector({ id }: { id: string }) {
  const { t } = useTranslation();
  const { language, changeLanguage, isSaving } = useLanguageSwitch();
  return (
    <div className="language-selector">
      <label htmlFor={id} className="language-selector__label">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.93 6h-2.95a15.7 15.7 0 0 0-1.38-3.56A8.03 8.03 0 0 1 18.93 8ZM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96ZM4.26 14a7.9 7.9 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4H4.26Zm.81 2h2.95c.32 1.25.78 2.45 1.38 3.56A8 8 0 0 1 5.07 16Zm2.95-8H5.07a8 8 0 0 1 4.33-3.56A15.7 15.7 0 0 0 8.02 8ZM12 19.96A14.1 14.1 0 0 1 10.09 16h3.82A14.1 14.1 0 0 1 12 19.96ZM14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4Zm.26 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8.03 8.03 0 0 1-4.33 3.56ZM16.36 14a16.5 16.5 0 0 0 0-4h3.38a7.9 7.9 0 0 1 0 4h-3.38Z"
          />
        </svg>
        <span className="visually-hidden">{t('language.label')}</span>
      </label>
      <select
        id={id}
        className="language-selector__select"
        value={language}
        aria-busy={isSaving}
        onChange={(event) => {
          const chosen = toSupportedLanguage(event.target.value);
          if (chosen) void changeLanguage(chosen);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`language.names.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
