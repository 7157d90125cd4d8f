/**
 * How every route's handler is bundled, in one place: the CDK construct that deploys the function
 * and the benchmark that measures its size and cold start both read these values.
 */
import * as path from 'node:path';
import type { BuildOptions } from 'esbuild';

/** Syntax floor of the bundles: Lambda runs Node 24 (route-function.ts), never below 22. */
export const LAMBDA_NODE_TARGET = 'node22';

/** The AWS SDK is bundled in (no external modules): one known version, tree-shaken, faster cold start. */
export const LAMBDA_EXTERNAL_MODULES: string[] = [];

/** Where the bundler runs (the CDK runs esbuild in the project root too): alias paths are relative to it. */
export const LAMBDA_BUNDLING_ROOT = path.resolve(__dirname, '../..');

/**
 * Packages replaced at bundle time by a module of this repo, resolved from the project root. The
 * SDK's default credential chain becomes the environment's credentials, which is all a Lambda
 * function has (functions/src/lib/environment-credentials.ts, docs/decisions/lambda-bundles.md).
 */
export const LAMBDA_ALIASES: Readonly<Record<string, string>> = {
  '@aws-sdk/credential-provider-node': './functions/src/lib/environment-credentials.ts',
};

/** esbuild options equivalent to the construct's bundling settings. */
export const LAMBDA_BUNDLING: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: LAMBDA_NODE_TARGET,
  minify: true,
  sourcemap: false,
  // Prefer ESM entry points so the SDK and middy tree-shake.
  mainFields: ['module', 'main'],
  external: LAMBDA_EXTERNAL_MODULES,
  legalComments: 'none',
  alias: { ...LAMBDA_ALIASES },
  absWorkingDir: LAMBDA_BUNDLING_ROOT,
};
