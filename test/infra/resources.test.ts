/**
 * The stack's resources keep the promises of docs/requirements.md#e1-1: the table is recoverable (and has no
 * stream, which nothing would read), buckets are private and TLS-only, CloudFront routes /api and /assets and
 * sends security headers, Cognito has the role groups and the password policy, and config.json matches the
 * SPA's schema.
 */
import { readFileSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Auth } from '../../infra/constructs/auth';
import { Email } from '../../infra/constructs/email';
import { getZipAnalytics } from '#shared/api/routes/demand.routes';
import { webConfigSchema } from '#shared/core/config';
import { GLOBAL_INDEXES, TTL_ATTRIBUTE } from '#functions/db/table-definition';
import { uploadPrefix } from '#functions/users/uploads.service';
import { PHOTO_RENDITION_WIDTHS, renditionKey } from '#shared/deals/photo-renditions';
import { dealPhotoPrefix } from '#functions/deal-photos/deal-photos.service';
import { FEEDBACK_SCREENSHOT_PREFIX, FEEDBACK_UPLOAD_PREFIX } from '#shared/core/storage-keys';
import { TEXT_TOPIC_SUBSCRIBERS } from '#shared/jobs/text-topics';
import { findDependencyCycles } from './support/dependency-cycles';
import {
  expectResource,
  expectResourceCount,
  expectResourceProperties,
} from './support/template-expectations';
import {
  resourcesAcross,
  resourcesOfType,
  synthDealflow,
  type SynthesizedDealflow,
} from './support/synth-dealflow';

// AWS-managed CloudFront policies, by their fixed ids.
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

let synthesized: SynthesizedDealflow;
beforeAll(() => {
  synthesized = synthDealflow();
});
afterAll(() => synthesized.cleanup());

type Behavior = Record<string, unknown> & { PathPattern?: string };
function distributionConfig(): Record<string, unknown> {
  const [distribution] = Object.values(
    resourcesOfType(synthesized.template, 'AWS::CloudFront::Distribution'),
  );
  return distribution?.Properties?.['DistributionConfig'] as Record<string, unknown>;
}
function behavior(pathPattern: string): Behavior | undefined {
  return (distributionConfig()['CacheBehaviors'] as Behavior[]).find((b) => b.PathPattern === pathPattern);
}

describe('table', () => {
  it('has string pk/sk, on-demand billing, point-in-time recovery, TTL and encryption, and no stream', () => {
    expectResourceCount(synthesized.template, 'AWS::DynamoDB::Table', 1);
    expectResourceProperties(synthesized.template, 'AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      StreamSpecification: Match.absent(),
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      SSESpecification: { SSEEnabled: true },
    });
  });

  it('has every GSI of table-definition.ts with whole items projected (their readers need them, docs/decisions/browse-facets.md)', () => {
    expectResourceProperties(synthesized.template, 'AWS::DynamoDB::Table', {
      GlobalSecondaryIndexes: GLOBAL_INDEXES.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
  });

  it('is deleted with a non-production stack', () => {
    expectResource(synthesized.template, 'AWS::DynamoDB::Table', { DeletionPolicy: 'Delete' });
  });
});

describe('buckets', () => {
  const buckets = () => Object.entries(resourcesOfType(synthesized.template, 'AWS::S3::Bucket'));

  it('are the access-log, uploads and site buckets', () => {
    expect(buckets()).toHaveLength(3);
  });

  it('all block public access and are encrypted', () => {
    for (const [, bucket] of buckets()) {
      expect(bucket.Properties?.['PublicAccessBlockConfiguration']).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties?.['BucketEncryption']).toBeDefined();
    }
  });

  it('all deny requests without TLS', () => {
    const policies = Object.values(resourcesOfType(synthesized.template, 'AWS::S3::BucketPolicy'));
    for (const [logicalId] of buckets()) {
      const policy = policies.find(
        (p) => JSON.stringify(p.Properties?.['Bucket']) === JSON.stringify({ Ref: logicalId }),
      );
      expect(policy?.Properties?.['PolicyDocument']).toMatchObject({
        Statement: expect.arrayContaining([
          expect.objectContaining({
            Effect: 'Deny',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      });
    }
  });

  it('let the site origin send presigned POST uploads to the uploads bucket', () => {
    expectResourceProperties(synthesized.template, 'AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedMethods: ['POST'],
            AllowedOrigins: [
              { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.anyValue(), 'DomainName'] }]] },
            ],
          }),
        ],
      },
    });
  });
});

describe('the private prefix of the uploads bucket', () => {
  /** The key patterns (after the bucket ARN) the uploads bucket's policy lets CloudFront read. */
  function cloudFrontReadablePatterns(): string[] {
    const [uploadsBucketId] = Object.keys(resourcesOfType(synthesized.template, 'AWS::S3::Bucket')).filter(
      (logicalId) => logicalId.includes('Uploads'),
    );
    const policies = Object.values(resourcesOfType(synthesized.template, 'AWS::S3::BucketPolicy')).filter(
      (policy) => JSON.stringify(policy.Properties?.['Bucket']) === JSON.stringify({ Ref: uploadsBucketId }),
    );
    expect(policies).toHaveLength(1);
    const statements = policies.flatMap(
      (policy) =>
        (policy.Properties?.['PolicyDocument'] as { Statement: Record<string, unknown>[] }).Statement,
    );
    return statements
      .filter(
        (statement) =>
          JSON.stringify(statement['Principal']) === JSON.stringify({ Service: 'cloudfront.amazonaws.com' }),
      )
      .flatMap((statement) => {
        expect(statement['Effect']).toBe('Allow');
        expect(statement['Action']).toBe('s3:GetObject');
        return [statement['Resource']].flat().map((resource) => {
          const joined = (resource as { 'Fn::Join': [string, [unknown, string]] })['Fn::Join'][1];
          return joined[1].replace(/^\//, '');
        });
      });
  }

  /** IAM's wildcard match: `*` stands for any characters, slashes included. */
  const iamMatches = (pattern: string, key: string) =>
    new RegExp(
      `^${pattern
        .split('*')
        .map((part) => part.replace(/[.?+^$()[\]{}|\\]/g, '\\$&'))
        .join('.*')}$`,
    ).test(key);

  it('lets CloudFront read every kind of public image the functions store, and nothing under private/', () => {
    // Prepare: keys as the functions make them.
    const publicKeys = [
      `${uploadPrefix('user-1', 'companyLogo')}01JABCDEFGHJKMNPQRSTVWXYZ0.checked.png`,
      `${uploadPrefix('user-1', 'profilePicture')}01JABCDEFGHJKMNPQRSTVWXYZ0.checked.jpg`,
      `${dealPhotoPrefix('user-1')}01JABCDEFGHJKMNPQRSTVWXYZ0.checked.webp`,
      ...PHOTO_RENDITION_WIDTHS.map((width) =>
        renditionKey(`${dealPhotoPrefix('user-1')}01JABCDEFGHJKMNPQRSTVWXYZ0.checked.webp`, width),
      ),
    ];
    const privateKeys = [
      `${FEEDBACK_UPLOAD_PREFIX}user-1/01JABCDEFGHJKMNPQRSTVWXYZ0.png`,
      `${FEEDBACK_SCREENSHOT_PREFIX}01JABCDEFGHJKMNPQRSTVWXYZ0.png`,
    ];

    // Act
    const patterns = cloudFrontReadablePatterns();

    // Assess
    expect(patterns.length).toBeGreaterThan(0);
    expect(patterns).not.toContain('*');
    for (const key of publicKeys) expect(patterns.some((pattern) => iamMatches(pattern, key))).toBe(true);
    for (const key of privateKeys) expect(patterns.filter((pattern) => iamMatches(pattern, key))).toEqual([]);
  });

  it('expires raw feedback uploads after a day, and replaced or deleted private versions after a day', () => {
    expectResourceProperties(synthesized.template, 'AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Prefix: 'private/feedback-uploads/', ExpirationInDays: 1, Status: 'Enabled' }),
          Match.objectLike({
            Prefix: 'private/',
            NoncurrentVersionExpiration: { NoncurrentDays: 1 },
            ExpiredObjectDeleteMarker: true,
            Status: 'Enabled',
          }),
        ]),
      },
    });
  });
});

describe('CloudFront', () => {
  it('sends /api/* to the HTTP API uncached, with every method and every header but Host', () => {
    expect(behavior('/api/*')).toMatchObject({
      AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
    });
    expect(behavior('/api/*')?.['FunctionAssociations']).toBeUndefined();
  });

  it('caches the public ZIP analytics by query string alone, as long as the API says, before /api/*', () => {
    // Prepare
    const behaviors = distributionConfig()['CacheBehaviors'] as Behavior[];
    const zipAnalytics = behavior(getZipAnalytics.path);
    const policyId = (zipAnalytics?.['CachePolicyId'] as { Ref: string } | undefined)?.Ref ?? '';

    // Act
    const policy = synthesized.template.toJSON()['Resources'][policyId]?.Properties?.CachePolicyConfig;

    // Assess: a path of its own, matched before the uncached /api/*, to the same API origin.
    expect(behaviors.findIndex((b) => b.PathPattern === getZipAnalytics.path)).toBeLessThan(
      behaviors.findIndex((b) => b.PathPattern === '/api/*'),
    );
    expect(zipAnalytics).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      CachedMethods: ['GET', 'HEAD'],
      TargetOriginId: behavior('/api/*')?.['TargetOriginId'],
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      ResponseHeadersPolicyId: behavior('/api/*')?.['ResponseHeadersPolicyId'],
      ViewerProtocolPolicy: 'https-only',
    });
    // Keyed on every query parameter and nothing else: no Authorization, no cookie.
    expect(policy).toEqual({
      Comment: expect.any(String),
      Name: expect.any(String),
      MinTTL: 0,
      DefaultTTL: 0,
      MaxTTL: 86_400,
      ParametersInCacheKeyAndForwardedToOrigin: {
        QueryStringsConfig: { QueryStringBehavior: 'all' },
        HeadersConfig: { HeaderBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
      },
    });
  });

  it('sends /assets/* to the uploads bucket through origin access control', () => {
    // Prepare
    const origins = distributionConfig()['Origins'] as Record<string, unknown>[];

    // Act
    const assetsOrigin = origins.find((origin) => origin['Id'] === behavior('/assets/*')?.['TargetOriginId']);

    // Assess
    expect(JSON.stringify(assetsOrigin?.['DomainName'])).toContain('-uploads-');
    expect(assetsOrigin?.['OriginAccessControlId']).toBeDefined();
  });

  it('serves the SPA from the private site bucket with a rewrite for client-side routes', () => {
    const defaultBehavior = distributionConfig()['DefaultCacheBehavior'] as Behavior;
    const origins = distributionConfig()['Origins'] as Record<string, unknown>[];
    const siteOrigin = origins.find((origin) => origin['Id'] === defaultBehavior['TargetOriginId']);
    expect(siteOrigin?.['OriginAccessControlId']).toBeDefined();
    expect(defaultBehavior['FunctionAssociations']).toEqual([
      expect.objectContaining({ EventType: 'viewer-request' }),
    ]);
    // Error pages would also rewrite the API's 403/404 answers.
    expect(distributionConfig()['CustomErrorResponses']).toBeUndefined();
  });

  it('adds CSP, HSTS, nosniff, a referrer policy and frame denial to every behaviour', () => {
    // Prepare
    const [policyId] = Object.keys(
      resourcesOfType(synthesized.template, 'AWS::CloudFront::ResponseHeadersPolicy'),
    );
    const defaultBehavior = distributionConfig()['DefaultCacheBehavior'] as Behavior;

    // Act
    const csp = JSON.stringify(
      synthesized.template.toJSON()['Resources'][policyId ?? ''].Properties.ResponseHeadersPolicyConfig
        .SecurityHeadersConfig.ContentSecurityPolicy,
    );

    // Assess
    for (const b of [defaultBehavior, behavior('/api/*'), behavior('/assets/*')]) {
      expect(b?.['ResponseHeadersPolicyId']).toEqual({ Ref: policyId });
    }
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self' https://cognito-idp.us-east-2.amazonaws.com");
    // Admins' <img> load feedback screenshots from the bucket through presigned GET links.
    expect(csp).toContain("img-src 'self' data: blob: https://dealflow-dev-uploads-");
    // The feedback widget's proof-of-work workers are the SPA's own files.
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expectResourceProperties(synthesized.template, 'AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({
            AccessControlMaxAgeSec: Match.anyValue(),
            Override: true,
          }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: Match.objectLike({ ReferrerPolicy: 'strict-origin-when-cross-origin' }),
        }),
      },
    });
  });

  it('logs requests', () => {
    expect(distributionConfig()['Logging']).toBeDefined();
  });
});

describe('Cognito', () => {
  it('has the four role groups', () => {
    const groups = Object.values(resourcesOfType(synthesized.template, 'AWS::Cognito::UserPoolGroup')).map(
      (group) => group.Properties?.['GroupName'],
    );
    expect(groups.sort()).toEqual(['admins', 'buyers', 'originators', 'owners']);
  });

  it('signs in by e-mail, refuses self sign-up and enforces the password policy', () => {
    expectResourceProperties(synthesized.template, 'AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AdminCreateUserConfig: Match.objectLike({ AllowAdminCreateUserOnly: true }),
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
    });
  });

  it('offers TOTP as the only, optional, second factor', () => {
    expectResourceProperties(synthesized.template, 'AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    });
  });

  it('gives the SPA a public client with SRP, custom auth (e-mail link) and refresh only, and token revocation', () => {
    expectResourceProperties(synthesized.template, 'AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_CUSTOM_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      EnableTokenRevocation: true,
    });
  });
});

describe('Auth options', () => {
  it('adds USER_PASSWORD_AUTH and the SES sender only when the config asks', () => {
    // Prepare
    const stack = new Stack(new App(), 'AuthOptions', { env: { region: 'us-east-2' } });
    const email = new Email(stack, 'Email', { fromAddress: 'no-reply@example.com' });

    // Act
    new Auth(stack, 'Auth', {
      stage: 'local',
      region: 'us-east-2',
      allowUserPasswordAuth: true,
      retain: false,
      deletionProtection: false,
      sesSender: { fromAddress: email.fromAddress, identity: email.identity },
    });

    // Assess
    const template = Template.fromStack(stack);
    expectResourceProperties(template, 'AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH']),
    });
    expectResourceProperties(template, 'AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({ EmailSendingAccount: 'DEVELOPER' }),
    });
  });
});

describe('messaging', () => {
  it('has an SES identity for the sender address', () => {
    expectResourceProperties(synthesized.template, 'AWS::SES::EmailIdentity', {
      EmailIdentity: 'no-reply@example.com',
    });
  });

  it('has encrypted work queues, each with a dead-letter queue of its own', () => {
    // Each Queue construct makes a work queue (with a redrive policy) and its dead-letter queue;
    // each text topic subscriber has a dead-letter queue of its own.
    const queues = Object.values(synthesized.template.findResources('AWS::SQS::Queue')) as {
      Properties: { SqsManagedSseEnabled?: boolean; RedrivePolicy?: unknown };
    }[];
    const workQueues = queues.filter((queue) => queue.Properties.RedrivePolicy !== undefined);
    expect(workQueues.length).toBeGreaterThanOrEqual(2);
    expect(queues).toHaveLength(workQueues.length * 2 + TEXT_TOPIC_SUBSCRIBERS.length);
    expect(queues.every((queue) => queue.Properties.SqsManagedSseEnabled === true)).toBe(true);
  });

  it('sends no text without the texting setting, yet has the reply and delivery-event topics to point at', () => {
    const templates = synthesized.allTemplates();
    const statements = resourcesAcross(templates, 'AWS::IAM::Policy').flatMap(
      ({ resource }) =>
        (resource.Properties?.['PolicyDocument'] as { Statement: { Action: string | string[] }[] }).Statement,
    );
    expect(statements.length).toBeGreaterThan(0);
    expect(
      statements
        .flatMap((statement) => [statement.Action].flat())
        .filter((action) => action.startsWith('sms-voice:')),
    ).toEqual([]);
    const told = resourcesAcross(templates, 'AWS::Lambda::Function').filter(({ resource }) =>
      JSON.stringify(resource.Properties?.['Environment'] ?? {}).includes('SMS_ORIGINATION_IDENTITY'),
    );
    expect(told).toEqual([]);
    expectResourceProperties(synthesized.template, 'AWS::SNS::Subscription', { Protocol: 'lambda' });
    expect(Object.keys(synthesized.template.findOutputs('*'))).toEqual(
      expect.arrayContaining(['TextRepliesTopicArn', 'TextDeliveryEventsTopicArn']),
    );
    expect(TEXT_TOPIC_SUBSCRIBERS).toHaveLength(2);
  });

  it('delivers webhooks from their queue, reporting failed messages one by one', () => {
    expectResourceProperties(synthesized.template, 'AWS::Lambda::EventSourceMapping', {
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      EventSourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^WebhooksQueue'), 'Arn'] },
    });
    expectResourceProperties(synthesized.template, 'AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('webhooks'),
      Environment: { Variables: Match.objectLike({ WEBHOOK_QUEUE_URL: Match.anyValue() }) },
    });
  });

  it('finds buyers for new listings from the alerts queue, reporting failed messages one by one', () => {
    expectResourceProperties(synthesized.template, 'AWS::Lambda::EventSourceMapping', {
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      EventSourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^AlertsQueue'), 'Arn'] },
      BatchSize: 1,
      // Slices queued by the thousand still run two at a time: the SES send rate holds.
      ScalingConfig: { MaximumConcurrency: 2 },
    });
  });

  it('lets the alerts consumer enqueue slices on its own queue and bound its sends (docs/alerts.md "Slices")', () => {
    expectResourceProperties(synthesized.template, 'AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('digest slices'),
      Timeout: 30,
      Environment: {
        Variables: Match.objectLike({ ALERTS_QUEUE_URL: Match.anyValue(), ALERT_SEND_CONCURRENCY: '8' }),
      },
    });
  });

  it('runs every scheduled job on an EventBridge rule of its own (docs/alerts.md)', () => {
    const rules = Object.values(synthesized.template.findResources('AWS::Events::Rule')) as {
      Properties: { ScheduleExpression?: string };
    }[];
    expect(rules.map((rule) => rule.Properties.ScheduleExpression).sort()).toEqual([
      'cron(0 3 ? * SUN *)',
      // end-exclusivity and send-held-texts
      'cron(0/15 * * * ? *)',
      'cron(0/15 * * * ? *)',
      'cron(15 0 * * ? *)',
      'cron(30 0 ? * MON *)',
      // backfill-browse-entries
      'cron(30 3 * * ? *)',
      'cron(45 0 * * ? *)',
    ]);
  });

  it('never lets a deployed function deliver webhooks to loopback receivers', () => {
    // Route functions are in the nested stacks, the consumers and jobs in the parent.
    const functions = resourcesAcross(synthesized.allTemplates(), 'AWS::Lambda::Function');
    expect(functions.length).toBeGreaterThan(0);
    expect(
      functions
        .filter(({ resource }) => {
          const environment = resource.Properties?.['Environment'] as
            { Variables?: Record<string, unknown> } | undefined;
          return environment?.Variables?.['WEBHOOK_ALLOW_LOOPBACK_RECEIVER'] !== undefined;
        })
        .map(({ logicalId }) => logicalId),
    ).toEqual([]);
  });
});

describe('config.json', () => {
  it('is written from the stack and matches the SPA schema', () => {
    // Prepare: jsonData stages config.json with markers where deploy-time values go.
    const outdir = synthesized.assembly.directory;
    const configFile = readdirSync(outdir)
      .map((entry) => path.join(outdir, entry, 'config.json'))
      .find((file) => {
        try {
          return readFileSync(file).length > 0;
        } catch {
          return false;
        }
      });
    const raw = readFileSync(configFile ?? '', 'utf8');

    // Act: a deploy replaces the markers with the pool and client ids.
    const config: unknown = JSON.parse(
      raw.replace('<<marker:0xbaba:0>>', 'us-east-2_AbCdEf123').replace('<<marker:0xbaba:1>>', 'client123'),
    );

    // Assess
    expect(webConfigSchema.strict().parse(config)).toEqual({
      stage: 'dev',
      region: 'us-east-2',
      userPoolId: 'us-east-2_AbCdEf123',
      userPoolClientId: 'client123',
      authFlowType: 'USER_SRP_AUTH',
      apiBaseUrl: '',
      assetsBaseUrl: '/assets',
    });
  });
});

describe('the template', () => {
  it('finds a cycle when there is one', () => {
    // Prepare
    const resources = { A: { Properties: { X: { Ref: 'B' } } }, B: { DependsOn: 'A' }, C: {} };

    // Act
    const cycles = findDependencyCycles(resources);

    // Assess
    expect(cycles).toEqual(['A → B → A']);
  });

  it('has no dependency cycle between resources, in the parent or any nested template', () => {
    // Act
    const cycles = synthesized
      .allTemplates()
      .flatMap(({ name, template }) =>
        findDependencyCycles(template.toJSON()['Resources']).map((cycle) => `${name}: ${cycle}`),
      );

    // Assess
    expect(cycles).toEqual([]);
  });
});

describe('template size', () => {
  // CloudFormation's limits per template are 500 resources and 200 parameters and outputs; the
  // headroom leaves room for the next features before a template must be split again.
  const MAX_RESOURCES = 450;
  const MAX_PARAMETERS = 180;

  it("keeps every template, parent and nested, well under CloudFormation's limits", () => {
    // Act
    const sizes = synthesized.allTemplates().map(({ name, template }) => {
      const json = template.toJSON() as Record<string, Record<string, unknown> | undefined>;
      return {
        name,
        resources: Object.keys(json['Resources'] ?? {}).length,
        parameters: Object.keys(json['Parameters'] ?? {}).length,
        outputs: Object.keys(json['Outputs'] ?? {}).length,
      };
    });

    // Assess
    expect(sizes.length).toBeGreaterThan(1);
    expect(sizes.filter((size) => size.resources > MAX_RESOURCES)).toEqual([]);
    expect(sizes.filter((size) => size.parameters > MAX_PARAMETERS || size.outputs > MAX_PARAMETERS)).toEqual(
      [],
    );
  });

  it("feeds each route tag's nested stack from the parent through parameters alone", () => {
    // Act
    const nestedStacks = resourcesOfType(synthesized.template, 'AWS::CloudFormation::Stack');

    // Assess
    expect(Object.keys(nestedStacks).sort()).toEqual(
      [...synthesized.nestedTemplates.values()].map((nested) => nested.logicalId).sort(),
    );
    for (const nested of synthesized.nestedTemplates.values()) {
      const declared = Object.keys(
        (nested.template.toJSON() as { Parameters?: Record<string, unknown> }).Parameters ?? {},
      );
      expect(Object.keys(nested.parameters).sort()).toEqual(declared.sort());
      expect(nested.template.toJSON()['Outputs']).toBeUndefined();
    }
  });
});
