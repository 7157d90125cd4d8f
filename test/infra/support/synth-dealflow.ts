/**
 * Synthesizes the Dealflow app the way `cdk synth` does (same context from cdk.json, same
 * cdk-nag plugin) but without bundling the Lambdas with esbuild, which is what makes it slow.
 * Route functions and routes live in one nested stack per route tag: tests get the parent's
 * template and each nested one, and see parent resources in nested templates as parameters.
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

/** One route tag's nested stack: its template and how the parent stack feeds it. */
export interface NestedRoutesTemplate {
  tag: string;
  template: Template;
  /** Logical id of its `AWS::CloudFormation::Stack` resource in the parent template. */
  logicalId: string;
  /** What the parent passes to each of its parameters (references to the parent's resources). */
  parameters: Record<string, unknown>;
}

/** A template of the synthesized app, named for messages: the parent stack or a route tag. */
export interface NamedTemplate {
  name: string;
  template: Template;
}

export interface SynthesizedDealflow {
  app: App;
  stack: DealflowStack;
  assembly: CloudAssembly;
  /** The parent stack's template. */
  template: Template;
  /** The nested stack of each route tag (Api.addRoutes), by tag. */
  nestedTemplates: Map<string, NestedRoutesTemplate>;
  /** The parent's template and every nested one. */
  allTemplates: () => NamedTemplate[];
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
  const parentJson = assembly.getStackByName(stack.stackName).template as ParentTemplateJson;
  const template = Template.fromJSON(parentJson);
  const nestedTemplates = new Map<string, NestedRoutesTemplate>();
  for (const [tag, nested] of stack.api.routeStacks) {
    // A nested template is an asset of the parent: the file sits beside the parent's template.
    const json = JSON.parse(
      readFileSync(path.join(assembly.directory, nested.templateFile), 'utf8'),
    ) as Record<string, unknown>;
    const logicalId = stack.resolve(nested.nestedStackResource?.logicalId) as string;
    const parameters = parentJson.Resources[logicalId]?.Properties?.Parameters ?? {};
    nestedTemplates.set(tag, { tag, template: Template.fromJSON(json), logicalId, parameters });
  }
  const allTemplates = (): NamedTemplate[] => [
    { name: stack.stackName, template },
    ...[...nestedTemplates.values()].map((nested) => ({
      name: `routes ${nested.tag}`,
      template: nested.template,
    })),
  ];
  return {
    app,
    stack,
    assembly,
    template,
    nestedTemplates,
    allTemplates,
    cleanup: () => rmSync(outdir, { recursive: true, force: true }),
  };
}

type ParentTemplateJson = Record<string, unknown> & {
  Resources: Record<string, { Properties?: { Parameters?: Record<string, unknown> } }>;
};

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;

/** The template's resources of one type, keyed by logical id. */
export function resourcesOfType(template: Template, type: string): Resources {
  return template.findResources(type) as Resources;
}

/** Every resource of one type in any of `templates`, with the template it is in. */
export function resourcesAcross(
  templates: readonly NamedTemplate[],
  type: string,
): { templateName: string; logicalId: string; resource: Resources[string] }[] {
  return templates.flatMap(({ name, template }) =>
    Object.entries(resourcesOfType(template, type)).map(([logicalId, resource]) => ({
      templateName: name,
      logicalId,
      resource,
    })),
  );
}

/**
 * What a value in a nested template stands for in the parent: a `{ Ref: <parameter> }` becomes
 * the value the parent passes for that parameter (e.g. `{ Ref: 'DataTable…' }`); anything else is
 * returned as it is.
 */
export function parentValueOf(nested: NestedRoutesTemplate, value: unknown): unknown {
  const ref = (value as { Ref?: unknown } | null)?.Ref;
  if (typeof ref === 'string' && ref in nested.parameters) return nested.parameters[ref];
  return value;
}
