import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '#shared/core/language';
import { LOCALES_DIR, readLocaleResources } from '../../test/locale-resources';
import { NAMESPACES } from './namespaces';

/** Every leaf key as a dotted path; array items count by index, so list lengths must match too. */
function flattenKeys(value: unknown, prefix = ''): string[] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      flattenKeys(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [prefix];
}

function emptyValues(value: unknown, prefix = ''): string[] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      emptyValues(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return typeof value === 'string' && value.trim() !== '' ? [] : [prefix];
}

const resources = readLocaleResources();

describe('locale files', () => {
  it('exist for exactly the interface languages', () => {
    expect(readdirSync(LOCALES_DIR).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('hold exactly the declared namespaces in %s', (language) => {
    const files = readdirSync(join(LOCALES_DIR, language)).map((file) => file.replace(/\.json$/, ''));

    expect(files.sort()).toEqual([...NAMESPACES].sort());
  });

  it.each(NAMESPACES)('have the same keys in English and Spanish for %s', (namespace) => {
    const english = flattenKeys(resources.en?.[namespace]).sort();
    const spanish = flattenKeys(resources.es?.[namespace]).sort();

    expect({ missingInSpanish: english.filter((key) => !spanish.includes(key)) }).toEqual({
      missingInSpanish: [],
    });
    expect({ missingInEnglish: spanish.filter((key) => !english.includes(key)) }).toEqual({
      missingInEnglish: [],
    });
  });

  it.each(LANGUAGES)('have no empty texts in %s', (language) => {
    expect(
      NAMESPACES.flatMap((namespace) => emptyValues(resources[language]?.[namespace], namespace)),
    ).toEqual([]);
  });
});
