/**
 * The bundling settings of every Lambda this app deploys (route handlers and Cognito triggers),
 * written as CDK options from the esbuild settings the bundle benchmark measures
 * (infra/config/lambda-bundling.ts), so the two cannot drift apart.
 */
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LAMBDA_BUNDLING, LAMBDA_EXTERNAL_MODULES, LAMBDA_NODE_TARGET } from '../config/lambda-bundling';

export const FUNCTION_BUNDLING: BundlingOptions = {
  minify: LAMBDA_BUNDLING.minify ?? true,
  target: LAMBDA_NODE_TARGET,
  format: LAMBDA_BUNDLING.format === 'esm' ? OutputFormat.ESM : OutputFormat.CJS,
  mainFields: LAMBDA_BUNDLING.mainFields,
  // The SDK is bundled in: a pinned, tree-shaken client instead of whatever the runtime ships.
  externalModules: LAMBDA_EXTERNAL_MODULES,
  esbuildArgs: { '--legal-comments': LAMBDA_BUNDLING.legalComments ?? 'none' },
  // Maps are separate files: stack traces point at the TypeScript, the bundle stays small.
  sourceMap: true,
  sourcesContent: false,
};
