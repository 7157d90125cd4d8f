/**
 * Publishes the built SPA to the site bucket and writes `/config.json` from the stack's own values,
 * so one build of the SPA runs in every stage (docs/requirements.md#e1-1). Files other than index.html and
 * config.json go first; the entry files follow, so a browser never loads an index.html that
 * refers to files not yet uploaded. The distribution is invalidated after each deploy.
 */
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { Stack } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { WebConfig } from '#shared/core/config';
import { acknowledgeNag, wildcardActionFinding, wildcardResourceFinding } from './nag';
import { ASSETS_PATH } from './site';

const ENTRY_FILES = ['index.html', 'config.json'];

export interface SiteDeploymentProps {
  /** Folder of the built SPA (web/dist in the app, a small fixture in tests). */
  webDistPath: string;
  /** Written to `/config.json`; typed by shared/src/core/config.ts so the SPA can parse it. */
  webConfig: WebConfig;
  bucket: IBucket;
  distribution: IDistribution;
  logRetention: RetentionDays;
}

/** Fails with the fix when the SPA build is missing or would be shadowed by `/assets`. */
export function assertWebDist(webDistPath: string): void {
  if (!existsSync(path.join(webDistPath, 'index.html'))) {
    throw new Error(
      `The SPA build is missing (${path.join(webDistPath, 'index.html')} not found): run npm run build:web first.`,
    );
  }
  const shadowed = path.join(webDistPath, ASSETS_PATH.slice(1));
  if (existsSync(shadowed)) {
    throw new Error(
      `The SPA build has a ${ASSETS_PATH}/ folder, which CloudFront routes to the uploads bucket: set Vite's build.assetsDir to another name.`,
    );
  }
}

/** The two BucketDeployments of the SPA and its config.json. */
export class SiteDeployment extends Construct {
  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);

    // One role and log group for CDK's shared deployment handler, so neither the AWS-managed
    // execution policy nor a never-expiring log group is created for it.
    const logGroup = new LogGroup(this, 'HandlerLogs', { retention: props.logRetention });
    const role = new Role(this, 'HandlerRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Copies the SPA build into the site bucket',
    });
    logGroup.grantWrite(role);
    const shared = { destinationBucket: props.bucket, role, logGroup, memoryLimit: 512 };
    // One zipped upload of the build, read by both deployments.
    const build = new Asset(this, 'Build', { path: props.webDistPath });
    const buildSource = Source.bucket(build.bucket, build.s3ObjectKey);

    const files = new BucketDeployment(this, 'Files', {
      ...shared,
      sources: [buildSource],
      exclude: ENTRY_FILES,
      // Hashed bundles and unhashed public files (locales) alike; invalidation clears the edge.
      cacheControl: [CacheControl.fromString('public, max-age=3600')],
    });

    const entry = new BucketDeployment(this, 'Entry', {
      ...shared,
      sources: [buildSource, Source.jsonData('config.json', props.webConfig)],
      exclude: ['*'],
      include: ENTRY_FILES,
      // Browsers revalidate these on every load so a deploy is seen at once.
      cacheControl: [CacheControl.noCache()],
      distribution: props.distribution,
      distributionPaths: ['/*'],
    });
    entry.node.addDependency(files);

    this.acknowledgeHandlerFindings(role, props.bucket, build.bucket);
  }

  private acknowledgeHandlerFindings(role: Role, siteBucket: IBucket, buildBucket: IBucket): void {
    const copyReason =
      "CDK's BucketDeployment handler syncs whole prefixes (aws s3 sync): it lists, reads, writes and prunes objects of the site bucket and reads the build from the CDK assets bucket; CDK writes these grants.";
    for (const action of ['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:DeleteObject*', 's3:Abort*']) {
      acknowledgeNag(role, wildcardActionFinding(action), copyReason);
    }
    acknowledgeNag(role, wildcardResourceFinding(this, siteBucket.arnForObjects('*')), copyReason);
    acknowledgeNag(role, wildcardResourceFinding(this, buildBucket.arnForObjects('*')), copyReason);
    acknowledgeNag(
      role,
      'AwsSolutions-IAM5[Resource::*]',
      'BucketDeployment grants cloudfront:CreateInvalidation/GetInvalidation on * to invalidate the site after a deploy; CDK sets this statement.',
    );
    const stack = Stack.of(this);

    // The handler is a stack-level singleton created by BucketDeployment, not a child of this construct.
    const handler = stack.node.children.find(
      (child): child is LambdaFunction =>
        child instanceof LambdaFunction && child.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    if (!handler) throw new Error('BucketDeployment handler not found; cdk-nag acknowledgements need it');
    acknowledgeNag(
      handler,
      'AwsSolutions-L1',
      "The runtime of CDK's BucketDeployment handler is chosen by aws-cdk-lib (Python) and is not configurable; it runs only during deployments.",
    );
  }
}
