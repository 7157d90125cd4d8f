import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Comments and docs point at the rules inside the repository (docs/requirements.md and the other
 * docs/ pages), never at documents or issue threads a reader of the repository cannot open.
 */
const ROOT = path.resolve(__dirname, '../..');
const REQUIREMENTS = 'docs/requirements.md';
const THIS_FILE = path.relative(ROOT, __filename).split(path.sep).join('/');
const TEXT_EXTENSIONS = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|md|html|ya?ml)$/;

/** Ways of citing what is not in the repository: a section of an outside document, or an issue by number. */
const OUTSIDE_REFERENCES: readonly [string, RegExp][] = [
  ['a section of the product brief or the design notes', /\b(?:SPEC|DESIGN)(?:\.md)?\s*\u00a7/],
  ['the product brief or the design notes as files', /\b(?:SPEC|DESIGN)\.md\b/],
  ['an issue by number', /\bissues?\s+#\d+/i],
];

function trackedTextFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => TEXT_EXTENSIONS.test(file) && file !== THIS_FILE);
}

function read(file: string): string {
  return readFileSync(path.join(ROOT, file), 'utf8');
}

function findings(pattern: RegExp): string[] {
  return trackedTextFiles().flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe('references in comments and docs', () => {
  it.each(OUTSIDE_REFERENCES)(
    'never cite %s (they point at docs/requirements.md#<anchor> instead)',
    (_what, pattern) => {
      expect(findings(pattern)).toEqual([]);
    },
  );

  it('cite only anchors that docs/requirements.md defines', () => {
    const anchors = new Set(
      [...read(REQUIREMENTS).matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((match) => match[1]),
    );
    const cited = trackedTextFiles().flatMap((file) => {
      const text = read(file);
      const links = [...text.matchAll(/requirements\.md#([\w-]+)/g)].map((match) => match[1]);
      const ownLinks =
        file === REQUIREMENTS ? [...text.matchAll(/\]\(#([\w-]+)\)/g)].map((match) => match[1]) : [];
      return [...links, ...ownLinks].map((anchor) => ({ file, anchor }));
    });

    const missing = cited
      .filter(({ anchor }) => !anchors.has(anchor))
      .map(({ file, anchor }) => `${file}: #${anchor}`);

    expect(cited.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});
