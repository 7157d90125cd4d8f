import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every class a stylesheet styles. */
function classesStyledBy(cssPath: string): Set<string> {
  const css = readFileSync(cssPath, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return new Set([...css.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? ''));
}

describe('admin-training.css', () => {
  it('styles no class the buyer training page styles, so loading one page never restyles the other', () => {
    const admin = classesStyledBy(join(__dirname, 'admin-training.css'));
    const buyer = classesStyledBy(join(__dirname, '../../training/training.css'));
    expect([...admin].filter((name) => buyer.has(name))).toEqual([]);
    expect([...admin].every((name) => name.startsWith('admin-training-'))).toBe(true);
  });
});
