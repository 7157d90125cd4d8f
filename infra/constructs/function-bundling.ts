/**
 * The bundling settings of every Lambda this app deploys (route handlers and Cognito triggers),
 * written as CDK options from the esbuild settings the bundle benchmark measures
 * (infra/config/lambda-bundling.ts), so the two cannot drift apart.
 */
import * as path from 'node:path';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { ZIP_CENTROIDS_FILE } from '#functions/geo/zip-centroids';
import { ZIP_PLACES_FILE } from '#functions/geo/zip-places';
import {
  LAMBDA_ALIASES,
  LAMBDA_BUNDLING,
  LAMBDA_EXTERNAL_MODULES,
  LAMBDA_NODE_TARGET,
} from '../config/lambda-bundling';

/**
 * Data files the handlers read beside their bundle (`__dirname`), copied after bundling: the ZIP
 * centroids (100 KB) and places (180 KB) stay out of the JavaScript, so they cost no parse time and
 * no bundle budget.
 */
const FILES_BESIDE_BUNDLE = [ZIP_CENTROIDS_FILE, ZIP_PLACES_FILE].map((file) =>
  path.join(__dirname, '../../functions/src/geo', file),
);

export const FUNCTION_BUNDLING: BundlingOptions = {
  minify: LAMBDA_BUNDLING.minify ?? true,
  target: LAMBDA_NODE_TARGET,
  format: LAMBDA_BUNDLING.format === 'esm' ? OutputFormat.ESM : OutputFormat.CJS,
  mainFields: LAMBDA_BUNDLING.mainFields,
  // The SDK is bundled in: a pinned, tree-shaken client instead of whatever the runtime ships.
  externalModules: LAMBDA_EXTERNAL_MODULES,
  esbuildArgs: {
    '--legal-comments': LAMBDA_BUNDLING.legalComments ?? 'none',
    // esbuild runs in the project root (locally and in Docker), where the alias paths start.
    '--alias': Object.entries(LAMBDA_ALIASES).map(([replaced, replacement]) => `${replaced}=${replacement}`),
  },
  // Maps are separate files: stack traces point at the TypeScript, the bundle stays small.
  sourceMap: true,
  sourcesContent: false,
  commandHooks: {
    beforeInstall: () => [],
    beforeBundling: () => [],
    afterBundling: (_inputDir, outputDir) =>
      FILES_BESIDE_BUNDLE.map((file) => `cp "${file}" "${path.join(outputDir, path.basename(file))}"`),
  },
};

/**
 * The functions run on arm64 (route-function.ts): npm picks a native package's prebuilt binary by
 * these settings, so bundling on an x64 machine still installs the linux-arm64 (glibc) one.
 */
export const NATIVE_MODULE_PLATFORM = {
  npm_config_os: 'linux',
  npm_config_cpu: 'arm64',
  npm_config_libc: 'glibc',
};

/**
 * FUNCTION_BUNDLING for a function that needs native packages (sharp's libvips): esbuild leaves
 * them out and CDK installs them with npm, from the lock file, into the function's node_modules.
 */
export function withNativeModules(nodeModules: readonly string[]): BundlingOptions {
  return { ...FUNCTION_BUNDLING, nodeModules: [...nodeModules], environment: NATIVE_MODULE_PLATFORM };
}
