/**
 * Synthesizes the Dealflow app the way `cdk synth` does (same context from cdk.json, same
 * cdk-nag plugin) but without bundling the Lambdas with esbuild, which is what makes it slow.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { addDealflowStack } from '../../../infra/stacks/dealflow-app';
import type { DealflowStack } from '../../../infra/stacks/dealflow-stack';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
/** A one-file stand-in for web/dist. */
export const FIXTURE_SITE = path.join(__dirname, '../fixtures/site');

/** The app's context exactly as cdk.json gives it to `cdk synth`. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  return cdkJson.context;
}

export interface SynthesizedDealflow {
  app: App;
  stack: DealflowStack;
  assembly: CloudAssembly;
  template: Template;
  /** Removes the temporary cloud assembly folder. */
  cleanup: () => void;
}

/** Builds and synthesizes the app; extra context overrides cdk.json's. Throws on cdk-nag findings. */
export function synthDealflow(extraContext: Record<string, unknown> = {}): SynthesizedDealflow {
  const outdir = mkdtempSync(path.join(os.tmpdir(), 'dealflow-infra-'));
  const app = new App({
    outdir,
    context: {
      ...cdkJsonContext(),
      ...extraContext,
      // No stack needs bundling: NodejsFunction then skips esbuild and uses a placeholder asset.
      'aws:cdk:bundling-stacks': [],
    },
  });
  const stack = addDealflowStack(app, { webDistPath: FIXTURE_SITE });
  const assembly = app.synth();
  const template = Template.fromJSON(assembly.getStackByName(stack.stackName).template);
  return { app, stack, assembly, template, cleanup: () => rmSync(outdir, { recursive: true, force: true }) };
}

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;

/** The template's resources of one type, keyed by logical id. */
export function resourcesOfType(template: Template, type: string): Resources {
  return template.findResources(type) as Resources;
}
