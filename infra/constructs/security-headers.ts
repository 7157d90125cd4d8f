/**
 * The response headers CloudFront adds to everything it serves: a strict CSP that allows only the
 * SPA's own origin, Cognito's endpoint and the uploads bucket (presigned POST uploads, presigned GET
 * screenshots), plus HSTS, nosniff, a referrer policy and frame denial.
 */
import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import {
  buildContentSecurityPolicy,
  type ContentSecurityPolicyOptions,
} from '../config/content-security-policy';

/** A CloudFront response headers policy with the site's security headers. */
export class SecurityHeaders extends Construct {
  readonly policy: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: ContentSecurityPolicyOptions) {
    super(scope, id);
    this.policy = new ResponseHeadersPolicy(this, 'Policy', {
      comment: 'Dealflow security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: buildContentSecurityPolicy(props), override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      },
    });
  }
}
