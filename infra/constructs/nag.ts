/**
 * Small helpers for cdk-nag acknowledgements, so every one carries a reason and IAM5 findings are
 * named exactly as cdk-nag names them (it flattens CloudFormation references into `<Logical.Arn>`).
 */
import { Stack, Validations } from 'aws-cdk-lib';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { IConstruct } from 'constructs';

/** Acknowledges one cdk-nag finding on a construct and everything under it, with its reason. */
export function acknowledgeNag(scope: IConstruct, id: string, reason: string): void {
  if (reason.trim().length < 40) throw new Error(`Acknowledgement of ${id} needs a real reason`);
  Validations.of(scope).acknowledge({ id, reason });
}

/** The AwsSolutions-IAM5 finding id for a wildcard resource such as `bucket.arnForObjects('*')`. */
export function wildcardResourceFinding(scope: IConstruct, resource: string): string {
  const flattened = flattenCfnReference(Stack.of(scope).resolve(resource));
  return `AwsSolutions-IAM5[Resource::${flattened}]`;
}

/** The AwsSolutions-IAM5 finding id for a wildcard action such as `s3:GetObject*`. */
export function wildcardActionFinding(action: string): string {
  return `AwsSolutions-IAM5[Action::${action}]`;
}
