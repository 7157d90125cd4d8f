/**
 * The bundling every Lambda shares: data files the handlers read go beside each bundle, and the
 * SDK's default credential chain is replaced by the environment's credentials, in the esbuild
 * arguments the CDK passes as well as in the options the bundle benchmark uses.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { FUNCTION_BUNDLING } from '../../infra/constructs/function-bundling';
import { LAMBDA_ALIASES, LAMBDA_BUNDLING, LAMBDA_BUNDLING_ROOT } from '../../infra/config/lambda-bundling';
import { ZIP_CENTROIDS_FILE } from '#functions/geo/zip-centroids';
import { ZIP_PLACES_FILE } from '#functions/geo/zip-places';

/** A module that reaches every SDK client the functions use. */
const CLIENTS_ENTRY = 'functions/src/lib/clients.ts';
const REPLACEMENT = './functions/src/lib/environment-credentials.ts';

/** The bundled input files whose path contains `fragment`. */
const inputsMatching = (metafile: Metafile, fragment: string) =>
  Object.keys(metafile.inputs).filter((input) => input.includes(fragment));

describe('FUNCTION_BUNDLING', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'dealflow-bundling-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('copies the ZIP centroids and places beside the bundle, where the geo modules read them', () => {
    // Act
    const commands = FUNCTION_BUNDLING.commandHooks!.afterBundling('/input', '/asset-output');

    // Assess
    const copies = commands.map((command) => {
      const [, source, target] = /^cp "(.+)" "(.+)"$/.exec(command)!;
      expect(existsSync(source!)).toBe(true);
      return target;
    });
    expect(copies).toEqual([`/asset-output/${ZIP_CENTROIDS_FILE}`, `/asset-output/${ZIP_PLACES_FILE}`]);
  });

  it("replaces the SDK's default credential chain with the environment's, in the arguments the CDK gives esbuild", () => {
    // Prepare: the CDK passes each alias as `--alias:<package>=<path>` and runs esbuild in the project root.
    const aliases = [FUNCTION_BUNDLING.esbuildArgs?.['--alias']].flat();
    const metafile = path.join(folder, 'meta.json');

    // Act
    const result = spawnSync(
      path.join(LAMBDA_BUNDLING_ROOT, 'node_modules/.bin/esbuild'),
      [
        CLIENTS_ENTRY,
        '--bundle',
        '--platform=node',
        '--main-fields=module,main',
        ...aliases.map((alias) => `--alias:${String(alias)}`),
        `--outfile=${path.join(folder, 'index.js')}`,
        `--metafile=${metafile}`,
        '--log-level=error',
      ],
      { cwd: LAMBDA_BUNDLING_ROOT, encoding: 'utf8' },
    );

    // Assess
    expect(result.stderr).toBe('');
    expect(aliases).toEqual([`@aws-sdk/credential-provider-node=${REPLACEMENT}`]);
    const inputs = JSON.parse(readFileSync(metafile, 'utf8')) as Metafile;
    expect(inputsMatching(inputs, 'environment-credentials.ts')).toHaveLength(1);
    expect(inputsMatching(inputs, '@aws-sdk/credential-provider-')).toEqual([]);
    expect(inputsMatching(inputs, '@aws-sdk/nested-clients')).toEqual([]);
  });

  it('replaces it in the options the bundle benchmark measures too', async () => {
    // Act
    const { metafile } = await build({
      ...LAMBDA_BUNDLING,
      entryPoints: [CLIENTS_ENTRY],
      outfile: path.join(folder, 'index.js'),
      metafile: true,
      logLevel: 'silent',
    });

    // Assess
    expect(LAMBDA_ALIASES).toEqual({ '@aws-sdk/credential-provider-node': REPLACEMENT });
    expect(inputsMatching(metafile, 'environment-credentials.ts')).toHaveLength(1);
    expect(inputsMatching(metafile, '@aws-sdk/credential-provider-')).toEqual([]);
    expect(inputsMatching(metafile, '@aws-sdk/nested-clients')).toEqual([]);
  });
});
