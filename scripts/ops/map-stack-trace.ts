/**
 * Maps a stack trace logged by a deployed function back to the TypeScript: the functions load no
 * source maps (docs/decisions/lambda-source-maps.md), so a logged stack names `index.js:1:<column>`
 * of the minified bundle. The map deployed beside it turns each such frame into `<source>:<line>:<column>`.
 *
 *   npx tsx scripts/ops/map-stack-trace.ts <path to index.js.map> < stack.txt
 *
 * (the map is in the function's deployment package: Lambda console → Download → .zip, or the
 * asset folder of `cdk.out` built from the same commit).
 */
import { readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';

/** A frame's position in the bundle: `<…/index.js>:<line>:<column>` (1-based, as V8 prints it). */
const BUNDLE_POSITION = /(?:[^\s()]*\/)?index\.js:(\d+):(\d+)/g;

/** The stack with each bundle position replaced by its source position; other frames unchanged. */
export function mapStackTrace(stack: string, payload: SourceMapPayload): string {
  const map = new SourceMap(payload);
  return stack.replace(BUNDLE_POSITION, (position, line: string, column: string) => {
    // findEntry takes and answers 0-based positions; an empty object when nothing maps there.
    const entry = map.findEntry(Number(line) - 1, Number(column) - 1) as Partial<{
      originalSource: string;
      originalLine: number;
      originalColumn: number;
    }>;
    if (entry.originalSource === undefined || entry.originalLine === undefined) return position;
    const source = entry.originalSource.replace(/^(\.\.\/)+/, '');
    return `${source}:${entry.originalLine + 1}:${(entry.originalColumn ?? 0) + 1}`;
  });
}

if (require.main === module) {
  const [mapPath] = process.argv.slice(2);
  if (!mapPath) {
    console.error('Usage: npx tsx scripts/ops/map-stack-trace.ts <index.js.map> < stack.txt');
    process.exit(2);
  }
  const payload = JSON.parse(readFileSync(mapPath, 'utf8')) as SourceMapPayload;
  process.stdout.write(mapStackTrace(readFileSync(0, 'utf8'), payload));
}
