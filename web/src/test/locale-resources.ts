/** Reads the locale files from `web/public/locales` for tests (the app fetches them over HTTP). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Resource } from 'i18next';

export const LOCALES_DIR = join(__dirname, '..', '..', 'public', 'locales');

/** `{ en: { common: {...}, auth: {...} }, es: {...} }` straight from disk. */
export function readLocaleResources(): Resource {
  const resources: Resource = {};
  for (const language of readdirSync(LOCALES_DIR)) {
    resources[language] = {};
    for (const file of readdirSync(join(LOCALES_DIR, language)).filter((name) => name.endsWith('.json'))) {
      resources[language][file.replace(/\.json$/, '')] = JSON.parse(
        readFileSync(join(LOCALES_DIR, language, file), 'utf8'),
      ) as Record<string, unknown>;
    }
  }
  return resources;
}
