import { DEFAULT_LANGUAGE, languageSchema, type Language } from '#shared/core/language';

/** `es-MX` → `es`; null for languages the interface does not speak. */
export function toSupportedLanguage(tag: string | null | undefined): Language | null {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  const parsed = languageSchema.safeParse(base);
  return parsed.success ? parsed.data : null;
}

/**
 * docs/requirements.md#r9-5 choice order: the saved choice, then the browser's languages in order, then
 * English.
 */
export function detectInitialLanguage(
  savedChoice: string | null,
  browserLanguages: readonly string[],
): Language {
  const saved = toSupportedLanguage(savedChoice);
  if (saved) return saved;
  for (const tag of browserLanguages) {
    const language = toSupportedLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
