/**
 * Small helpers for cdk-nag acknowledgements, so every one carries a reason and IAM5 findings are
 * named exactly as cdk-nag names them (it flattens CloudFormation references into `<Logical.Arn>`).
 */
import { Stack, Validations } from 'aws-cdk-lib';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { IConstruct } from 'constructs';

/** Acknowledges one cdk-nag finding on a construct and everything under it, with its reason. */
export function acknowledgeNag(scope: IConstruct, id: string, reason: string): void {
  assertRealReason(id, reason);
  Validations.of(scope).acknowledge({ id, reason });
}

/**
 * The AwsSolutions-IAM5 finding id for a wildcard resource such as `bucket.arnForObjects('*')`,
 * as the references in `resource` resolve in `scope`'s stack right now. A resource of another
 * stack only takes its final form (a nested stack's parameter) at synth: for such resources use
 * {@link acknowledgeWildcardResource}.
 */
export function wildcardResourceFinding(scope: IConstruct, resource: string): string {
  const flattened = flattenCfnReference(Stack.of(scope).resolve(resource));
  return `AwsSolutions-IAM5[Resource::${flattened}]`;
}

/**
 * Acknowledges the AwsSolutions-IAM5 finding of a wildcard resource on `scope`, named exactly as
 * cdk-nag will see it. Inside a nested stack a parent's table ARN is a `referenceto…` parameter,
 * which CDK creates only while preparing synth; node validations run after that and before the
 * cdk-nag plugin, so the finding is named there. Works the same in the parent stack; a check run
 * on constructs that were never synthesized does not see it yet.
 */
export function acknowledgeWildcardResource(scope: IConstruct, resource: string, reason: string): void {
  assertRealReason(`the wildcard ${resource}`, reason);
  scope.node.addValidation({
    validate: () => {
      acknowledgeNag(scope, wildcardResourceFinding(scope, resource), reason);
      return [];
    },
  });
}

function assertRealReason(id: string, reason: string): void {
  if (reason.trim().length < 40) throw new Error(`Acknowledgement of ${id} needs a real reason`);
}

/** The AwsSolutions-IAM5 finding id for a wildcard action such as `s3:GetObject*`. */
export function wildcardActionFinding(action: string): string {
  return `AwsSolutions-IAM5[Action::${action}]`;
}
