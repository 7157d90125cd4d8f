/**
 * CDK's Template assertions under `expect…` names, so they read like the rest of the suite and the
 * lint rule that every test asserts something recognises them.
 */
import type { Template } from 'aws-cdk-lib/assertions';

/** Some resource of `type` has properties matching `properties` (objectLike). */
export function expectResourceProperties(template: Template, type: string, properties: unknown): void {
  template.hasResourceProperties(type, properties);
}

/** Some resource of `type` matches `resource` at the top level (DeletionPolicy, Properties…). */
export function expectResource(template: Template, type: string, resource: unknown): void {
  template.hasResource(type, resource);
}

/** The template has exactly `count` resources of `type`. */
export function expectResourceCount(template: Template, type: string, count: number): void {
  template.resourceCountIs(type, count);
}
