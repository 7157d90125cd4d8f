/**
 * i18next for the whole SPA: English and Spanish (docs/requirements.md#r1-6), the choice order of
 * docs/requirements.md#r9-5, and the saved choice kept in localStorage.
 */
import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '#shared/core/language';
import { readStorage, writeStorage } from '../storage/browser-storage';
import { LOCAL_STORAGE_KEYS } from '../storage/storage-keys';
import { detectInitialLanguage, toSupportedLanguage } from './language-detection';
import { DEFAULT_NAMESPACE, NAMESPACES, type TranslationNamespace } from './namespaces';

export interface InitI18nOptions {
  /** Where translations come from: the HTTP backend in the app, bundled resources in tests. */
  backend?: BackendModule;
  resources?: Resource;
  language?: Language;
  /** Namespaces to load with the common one (the first page's), instead of when the page asks. */
  namespaces?: readonly TranslationNamespace[];
}

function reflectLanguageInDocument(language: string): void {
  document.documentElement.lang = toSupportedLanguage(language) ?? DEFAULT_LANGUAGE;
}

/** The language to start in, from the saved choice and the browser (docs/requirements.md#r9-5). */
export function initialLanguage(): Language {
  const browserLanguages =
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return detectInitialLanguage(readStorage('local', LOCAL_STORAGE_KEYS.language), browserLanguages);
}

/** Starts i18next with the common namespace loaded; other namespaces load when a page needs them. */
export async function initI18n(options: InitI18nOptions = {}): Promise<typeof i18next> {
  if (options.backend) i18next.use(options.backend);
  i18next.use(initReactI18next);
  i18next.on('languageChanged', reflectLanguageInDocument);
  await i18next.init({
    lng: options.language ?? initialLanguage(),
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'languageOnly',
    ns: [DEFAULT_NAMESPACE, ...(options.namespaces ?? [])],
    defaultNS: DEFAULT_NAMESPACE,
    ...(options.resources ? { resources: options.resources, ns: [...NAMESPACES] } : {}),
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    // Ask for the texts now, not in a timer after the boot's other work: on a phone they would wait
    // behind the first page's chunks for a connection.
    initAsync: false,
  });
  reflectLanguageInDocument(i18next.language);
  return i18next;
}

/** The current interface language. */
export function currentLanguage(): Language {
  return toSupportedLanguage(i18next.resolvedLanguage ?? i18next.language) ?? DEFAULT_LANGUAGE;
}

/** Switches the interface and saves the choice, which wins over the browser's language next time. */
export async function switchLanguage(language: Language): Promise<void> {
  writeStorage('local', LOCAL_STORAGE_KEYS.language, language);
  await i18next.changeLanguage(language);
}
