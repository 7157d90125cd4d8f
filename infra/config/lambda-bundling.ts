/**
 * How every route's handler is bundled, in one place: the CDK construct that deploys the function
 * and the benchmark that measures its size and cold start both read these values.
 */
import type { BuildOptions } from 'esbuild';

/** Syntax floor of the bundles: Lambda runs Node 24 (route-function.ts), never below 22. */
export const LAMBDA_NODE_TARGET = 'node22';

/** The AWS SDK is bundled in (no external modules): one known version, tree-shaken, faster cold start. */
export const LAMBDA_EXTERNAL_MODULES: string[] = [];

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
};
