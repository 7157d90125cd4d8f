/**
 * Loads the ALTCHA widget the way the site's strict Content-Security-Policy allows: the `external`
 * build (no inline styles or scripts, no `blob:` workers) with its stylesheet, and its proof-of-work
 * workers as script files Vite emits (`?worker`). English and Spanish strings come from its own i18n
 * files. Imported dynamically, only when a feedback form opens.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/en';
import 'altcha/i18n/es-es';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import type { Language } from '#shared/core/language';

// The algorithms the API may sign a challenge with; each runs in its own worker file.
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
}

/** The widget's language code for each of ours (its Spanish file registers as `es-es`). */
export const ALTCHA_LANGUAGES: Readonly<Record<Language, string>> = { en: 'en', es: 'es-es' };
