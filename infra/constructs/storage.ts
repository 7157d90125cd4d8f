/**
 * The uploads bucket: listing photos, profile pictures, company logos and feedback screenshots.
 * Browsers write to it only with presigned POST policies (S3 enforces size and type); readers get
 * the public images through CloudFront `/assets`, never from S3 directly. Feedback screenshots sit
 * under the private prefix, which CloudFront cannot read: admins get presigned GET links instead
 * (docs/decisions/feedback.md).
 */
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { FEEDBACK_UPLOAD_PREFIX, PRIVATE_KEY_PREFIX } from '#shared/core/storage-keys';
import { PHOTO_RENDITION_PREFIX } from '#shared/deals/photo-renditions';

/**
 * The public images, as IAM object patterns: company logos and profile pictures
 * (`users/<userId>/<kind>/…`, functions/src/users/uploads.service.ts) and listing photos
 * (`deal-photos/<userId>/…`, functions/src/deal-photos/deal-photos.service.ts). CloudFront `/assets`
 * may read these and nothing else, and the image upload grants reach only these; `private/` above
 * all is neither. A new public kind of upload is added here.
 */
export const PUBLIC_ASSET_KEY_PATTERNS = [
  'users/*/company-logo/*',
  'users/*/profile-picture/*',
  'deal-photos/*',
] as const;

/**
 * Listing photo renditions (infra/constructs/photo-renditions.ts): public like the photos, but
 * written only by the renditions consumer, so no upload grant reaches them.
 */
export const PHOTO_RENDITION_KEY_PATTERN = `${PHOTO_RENDITION_PREFIX}*`;

/** Raw feedback uploads are used within minutes or never: S3 deletes what is left after a day. */
export const FEEDBACK_UPLOAD_EXPIRATION = Duration.days(1);

/**
 * How long a replaced or deleted version under `private/` is kept: a deleted feedback's screenshot
 * must not linger for the bucket's 30 days of recovery.
 */
export const PRIVATE_NONCURRENT_EXPIRATION = Duration.days(1);

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
        // Overlapping rules each apply, so the shorter expiry below wins under `private/`.
        { id: 'FeedbackUploads', prefix: FEEDBACK_UPLOAD_PREFIX, expiration: FEEDBACK_UPLOAD_EXPIRATION },
        {
          id: 'PrivateVersions',
          prefix: PRIVATE_KEY_PREFIX,
          noncurrentVersionExpiration: PRIVATE_NONCURRENT_EXPIRATION,
          // The delete marker a deletion leaves, once no version is under it, goes too.
          expiredObjectDeleteMarker: true,
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

  /**
   * Lets the distribution read the public images and the photo renditions through origin access
   * control (its `/assets` behaviour), and nothing else: without a grant on a key, S3 answers
   * CloudFront 403.
   */
  allowReadsFrom(distribution: IDistribution): void {
    this.uploadsBucket.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [...PUBLIC_ASSET_KEY_PATTERNS, PHOTO_RENDITION_KEY_PATTERN].map((pattern) =>
          this.uploadsBucket.arnForObjects(pattern),
        ),
        conditions: { StringEquals: { 'AWS:SourceArn': distribution.distributionArn } },
      }),
    );
  }
}
