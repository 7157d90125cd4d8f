/**
 * The uploads bucket: listing photos, profile pictures, company logos and feedback screenshots.
 * Browsers write to it only with presigned POST policies (S3 enforces size and type); readers get
 * the files through CloudFront `/assets`, never from S3 directly.
 */
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';

export interface StorageProps {
  stage: string;
  retain: boolean;
  accessLogsBucket: IBucket;
}

/** The private, versioned, TLS-only uploads bucket. */
export class Storage extends Construct {
  readonly uploadsBucket: Bucket;
  /**
   * The bucket's physical name, built from pseudo parameters only. CloudFront's origin and the CSP
   * use it instead of a reference to the bucket, because the bucket's CORS rule refers to the
   * distribution and a reference both ways would be a dependency cycle.
   */
  readonly uploadsBucketName: string;

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);

    const stack = Stack.of(this);
    this.uploadsBucketName = `dealflow-${props.stage}-uploads-${stack.account}-${stack.region}`;
    this.uploadsBucket = new Bucket(this, 'UploadsBucket', {
      bucketName: this.uploadsBucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // A deleted or replaced upload can be recovered for 30 days after a mistake or a bad release.
      versioned: true,
      lifecycleRules: [
        {
          noncurrentVersionExpiration: Duration.days(30),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'uploads/',
      removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
  }

  /** Lets the SPA at `origin` (scheme and host) send presigned POST uploads from the browser. */
  allowBrowserUploadsFrom(origin: string): void {
    this.uploadsBucket.addCorsRule({
      allowedOrigins: [origin],
      allowedMethods: [HttpMethods.POST],
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag', 'Location'],
      maxAge: 3000,
    });
  }

  /** Lets the distribution read uploads through origin access control (its `/assets` behaviour). */
  allowReadsFrom(distribution: IDistribution): void {
    this.uploadsBucket.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.uploadsBucket.arnForObjects('*')],
        conditions: { StringEquals: { 'AWS:SourceArn': distribution.distributionArn } },
      }),
    );
  }
}
