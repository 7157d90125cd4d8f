/**
 * The SPA's own translations (web/public/locales), so a test can find a control by the words a person
 * reads in either language instead of spelling each name twice.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '#shared/core/language';

type Messages = { [key: string]: string | Messages };

const LOCALES = join(__dirname, '../../../web/public/locales');
const loaded = new Map<string, Messages>();

function namespace(language: Language, name: string): Messages {
  const file = `${language}/${name}.json`;
  if (!loaded.has(file)) loaded.set(file, JSON.parse(readFileSync(join(LOCALES, file), 'utf8')) as Messages);
  return loaded.get(file)!;
}

/** A translator for one language: `t('offers:form.open')`, with `{{name}}` values and `_one`/`_other` plurals. */
export function translator(language: Language) {
  return (key: string, values: Record<string, string | number> = {}): string => {
    const [name, path] = key.includes(':') ? key.split(':', 2) : ['common', key];
    const parts = path!.split('.');
    const last = parts.pop()!;
    let node: Messages = namespace(language, name!);
    for (const part of parts) node = node[part] as Messages;
    const plural =
      typeof values.count === 'number' ? `${last}_${values.count === 1 ? 'one' : 'other'}` : undefined;
    const message = (plural !== undefined ? node[plural] : undefined) ?? node[last];
    if (typeof message !== 'string') throw new Error(`No ${language} message ${key}`);
    return message.replace(/\{\{(\w+)\}\}/g, (_, value: string) => String(values[value] ?? ''));
  };
}

/** A translator as returned by {@link translator}. */
export type Translate = ReturnType<typeof translator>;
