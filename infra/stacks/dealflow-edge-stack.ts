/**
 * What CloudFront needs from us-east-1: the WAF web ACL in front of the distribution. A web ACL
 * for CloudFront (scope CLOUDFRONT) can only be made in us-east-1, while Dealflow lives in
 * us-east-2, so it has a stack of its own there; the main stack reads its ARN through a CDK
 * cross-region reference (both stacks set `crossRegionReferences`): an output of this stack that
 * the main template reads with `Fn::GetStackOutput` (docs/operations.md "WAF").
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/** The region CloudFront reads web ACLs (and certificates) from. */
export const EDGE_REGION = 'us-east-1';

export interface DealflowEdgeStackProps extends StackProps {
  stage: string;
  /** Requests one IP may make in any 5 minutes before it is blocked. */
  rateLimit: number;
}

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/** The us-east-1 stack: the site's web ACL (AWS common rules and a per-IP rate limit). */
export class DealflowEdgeStack extends Stack {
  /** ARN of the web ACL, for the distribution's `webAclId`. */
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: DealflowEdgeStackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    const prefix = `dealflow-${props.stage}`;

    const webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `${prefix}-site`,
      description: `Dealflow ${props.stage}, in front of the CloudFront distribution: site, /api and /assets`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`${prefix}-site`),
      rules: [
        {
          // Sees the real viewer address (CloudFront's), which no request header can change.
          name: 'RateLimitPerIp',
          priority: 0,
          action: { block: {} },
          statement: { rateBasedStatement: { limit: props.rateLimit, aggregateKeyType: 'IP' } },
          visibilityConfig: visibility(`${prefix}-rate-limit`),
        },
        {
          name: 'AWSManagedRulesCommonRuleSet',
          priority: 1,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              // The rule set blocks bodies over 8 KB; the API caps each body itself (413
              // PAYLOAD_TOO_LARGE), and photo uploads go to S3 directly, so this one only counts.
              ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
            },
          },
          visibilityConfig: visibility(`${prefix}-common-rules`),
        },
      ],
    });
    this.webAclArn = webAcl.attrArn;
  }
}
