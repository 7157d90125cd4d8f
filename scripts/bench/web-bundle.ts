/**
 * SPA budget (docs/requirements.md#e6-4): the JavaScript a first visit downloads — the entry script and every
 * module it preloads — stays ≤ 170 KB gzipped, and no map library is in it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';

const MAX_INITIAL_GZIP_BYTES = 170 * 1024;
const webRoot = join(__dirname, '..', '..', 'web');

/** The JS files index.html loads at once: its module script and its modulepreload links. */
function initialScripts(html: string): string[] {
  const sources = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((match) => match[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map(
    (match) => match[1],
  );
  return [...sources, ...preloads].filter((path): path is string => Boolean(path));
}

/** Builds the SPA and prints its initial JS size next to the budget; answers false when over. */
export function benchWebBundle(): boolean {
  // The same build as `npm run build:web`, run as the README runs it.
  execFileSync('npm', ['run', '--silent', 'build:web', '--', '--logLevel', 'warn'], { stdio: 'inherit' });
  const dist = join(webRoot, 'dist');
  const scripts = initialScripts(readFileSync(join(dist, 'index.html'), 'utf8'));
  const rows = scripts.map((path) => {
    const code = readFileSync(join(dist, path));
    return { file: path, code, gzip: gzipSync(code, { level: 9 }).length };
  });
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const mapInInitial = rows.some((row) => row.code.includes('maplibregl'));
  console.log('\nSPA initial JavaScript (gzip -9)');
  console.table(
    rows.map((row) => ({
      file: row.file,
      'raw KB': (row.code.length / 1024).toFixed(1),
      'gzip KB': (row.gzip / 1024).toFixed(1),
    })),
  );
  console.log(
    `Total ${(total / 1024).toFixed(1)} KB of ${MAX_INITIAL_GZIP_BYTES / 1024} KB: ${total <= MAX_INITIAL_GZIP_BYTES ? 'ok' : 'OVER'}; map library in initial JS: ${mapInInitial ? 'yes (OVER)' : 'no (ok)'}`,
  );
  return total <= MAX_INITIAL_GZIP_BYTES && !mapInInitial;
}
