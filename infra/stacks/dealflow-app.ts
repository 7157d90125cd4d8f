/**
 * Puts Dealflow into a CDK app: parses the stage config from the app's context, adds the stack in
 * us-east-2 and registers cdk-nag's AWS Solutions checks, whose findings fail synth. `bin/app.ts`
 * and the infra tests both go through here, so the tests check what `cdk synth` builds.
 */
import { Tags, Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { RouteDefinition } from '#shared/api/route';
import { loadStageConfig } from '../config/stage-config';
import { DealflowEdgeStack, EDGE_REGION } from './dealflow-edge-stack';
import { DealflowStack } from './dealflow-stack';

export interface DealflowAppOptions {
  /** Folder of the built SPA (web/dist). */
  webDistPath: string;
  /** Defaults to the route table. */
  routes?: readonly RouteDefinition[];
}

/** The stack's name for a stage, e.g. Dealflow-dev. */
export function stackName(stage: string): string {
  return `Dealflow-${stage}`;
}

/**
 * Adds the Dealflow stack, its us-east-1 edge stack (the CloudFront web ACL) and the cdk-nag
 * checks to `app`; returns the main stack.
 */
export function addDealflowStack(app: App, options: DealflowAppOptions): DealflowStack {
  const config = loadStageConfig((key) => app.node.tryGetContext(key));

  Tags.of(app).add('project', 'dealflow');
  Tags.of(app).add('stage', config.stage);

  const edge = new DealflowEdgeStack(app, `${stackName(config.stage)}-edge`, {
    env: { account: config.account, region: EDGE_REGION },
    description: `Dealflow marketplace (${config.stage}): the CloudFront web ACL, which must be in ${EDGE_REGION}`,
    terminationProtection: config.isProduction,
    stage: config.stage,
    rateLimit: config.wafRateLimit,
  });
  const stack = new DealflowStack(app, stackName(config.stage), {
    // No account unless configured: the template stays account-agnostic and synth needs no credentials.
    env: { account: config.account, region: config.region },
    description: `Dealflow marketplace (${config.stage})`,
    terminationProtection: config.isProduction,
    config,
    webDistPath: options.webDistPath,
    routes: options.routes,
    // The web ACL's ARN is an output of the us-east-1 stack, read across regions.
    crossRegionReferences: true,
    webAclArn: edge.webAclArn,
  });

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return stack;
}
