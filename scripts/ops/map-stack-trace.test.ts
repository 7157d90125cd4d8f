import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { build } from 'esbuild';
import { LAMBDA_BUNDLING } from '../../infra/config/lambda-bundling';
import { mapStackTrace } from './map-stack-trace';

describe('mapStackTrace', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'dealflow-stack-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("turns a minified bundle's frames into the TypeScript lines they came from", async () => {
    // Prepare: bundled as deployed, with the map beside it and no sources in it.
    const bundle = path.join(folder, 'index.js');
    await build({
      ...LAMBDA_BUNDLING,
      entryPoints: [path.join(__dirname, 'fixtures', 'throws-deep.ts')],
      outfile: bundle,
      sourcemap: true,
      sourcesContent: false,
      logLevel: 'silent',
    });
    const { handler } = (await import(bundle)) as {
      handler: (event: { amount: string }) => Promise<unknown>;
    };
    const stack = await handler({ amount: 'ten' }).then(
      () => '',
      (error: Error) => error.stack ?? '',
    );

    // Act
    const mapped = mapStackTrace(stack, JSON.parse(readFileSync(`${bundle}.map`, 'utf8')));

    // Assess
    expect(stack).toMatch(/index\.js:1:\d+/);
    expect(mapped).toContain('Error: Not an amount: ten');
    expect(mapped).toMatch(/scripts\/ops\/fixtures\/throws-deep\.ts:4:\d+/);
    expect(mapped).toMatch(/scripts\/ops\/fixtures\/throws-deep\.ts:8:\d+/);
    expect(mapped).not.toMatch(/index\.js:1:\d+/);
  });

  it('leaves frames outside the bundle as they are', () => {
    // Prepare
    const stack =
      'Error: x\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)';

    // Act
    const mapped = mapStackTrace(stack, {
      version: 3,
      file: 'index.js',
      sources: [],
      sourcesContent: [],
      sourceRoot: '',
      names: [],
      mappings: '',
    });

    // Assess
    expect(mapped).toBe(stack);
  });
});
