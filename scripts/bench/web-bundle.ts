/**
 * SPA budget (docs/requirements.md#e6-4): the JavaScript a first visit downloads — the entry script and every
 * module it preloads — stays ≤ 170 KB gzipped, and no map library and no page is in it
 * (docs/decisions/mobile-load-chain.md).
 */
import { existsSync, readFileSync } from 'node:fs';
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

/** The chunks `file` imports statically, and theirs: what loading it downloads. */
function staticClosure(dist: string, file: string): Set<string> {
  const seen = new Set<string>();
  const pending = [file];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    const code = readFileSync(join(dist, 'static', next), 'utf8');
    for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) pending.push(match[1]!);
  }
  return seen;
}

/**
 * The page components (`*-page.tsx`) in the first download, by the chunks' source maps. The boot
 * prefetches are in it so that a page's request waits on no chunk of its own; every page stays a
 * lazy chunk, and a prefetch that imported one would pull the page into every first visit.
 */
function pagesInFirstDownload(dist: string, initialFiles: string[]): string[] {
  const pages = new Set<string>();
  for (const file of initialFiles) {
    for (const chunk of staticClosure(dist, file.replace(/^\/static\//, ''))) {
      const mapFile = join(dist, 'static', `${chunk}.map`);
      // Rolldown's own runtime has no source map, and no page in it.
      if (!existsSync(mapFile)) continue;
      const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
      for (const source of map.sources)
        if (/-page\.tsx$/.test(source)) pages.add(source.replace(/^.*\//, ''));
    }
  }
  return [...pages];
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
  const pages = pagesInFirstDownload(dist, scripts);
  console.log(`Pages in initial JS: ${pages.length === 0 ? 'none (ok)' : `${pages.join(', ')} (OVER)`}`);
  return total <= MAX_INITIAL_GZIP_BYTES && !mapInInitial && pages.length === 0;
}
