/**
 * The SPA's home: a private bucket behind CloudFront (origin access control), with `/api/*` sent
 * to the HTTP API and `/assets/*` to the uploads bucket, all on one origin so the SPA needs no CORS.
 */
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CachedMethods,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  Function as CloudFrontFunction,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { getZipAnalytics } from '#shared/api/routes/demand.routes';
import { acknowledgeNag } from './nag';
import { SecurityHeaders } from './security-headers';

/** Path prefix of uploaded files on the site (docs/requirements.md#r7-6 "/assets"). */
export const ASSETS_PATH = '/assets';

// Extension-less paths are the SPA's client-side routes: serve index.html for them. Files keep
// their path so a missing script is a real 403/404; `/api/*` never runs this function.
const SPA_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

// Upload keys are stored without the public prefix: /assets/listings/x.jpg reads key listings/x.jpg.
const STRIP_ASSETS_PREFIX_CODE = `function handler(event) {
  var request = event.request;
  request.uri = request.uri.substring(${ASSETS_PATH.length});
  return request;
}`;

export interface SiteDomain {
  name: string;
  /** ACM certificate for `name`, in us-east-1. */
  certificateArn: string;
}

export interface SiteProps {
  stage: string;
  retain: boolean;
  /** Host name of the HTTP API endpoint (no scheme). */
  apiDomainName: string;
  /** Headers CloudFront adds to every request it sends to the API: the origin secret (docs/decisions/edge.md). */
  apiOriginHeaders: Record<string, string>;
  /** Physical name of the uploads bucket (see Storage.uploadsBucketName). */
  uploadsBucketName: string;
  accessLogsBucket: IBucket;
  domain?: SiteDomain;
  /** The us-east-1 WAF web ACL in front of the distribution (DealflowEdgeStack). */
  webAclArn: string;
}

/** The site bucket, the CloudFront distribution and its behaviours and headers. */
export class Site extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** `https://<host>` the site is served from. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    const stack = Stack.of(this);

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'site/',
      removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    // Referenced by name, not as the owned bucket: the uploads bucket's CORS rule names this
    // distribution, so a reference back to the bucket would be a dependency cycle. Storage grants
    // the distribution read access in the bucket policy instead (Storage.allowReadsFrom).
    const uploadsBucket = Bucket.fromBucketAttributes(this, 'UploadsBucket', {
      bucketName: props.uploadsBucketName,
      region: stack.region,
    });
    const uploadsOrigin = `https://${props.uploadsBucketName}.s3.${stack.region}.${stack.urlSuffix}`;

    const headers = new SecurityHeaders(this, 'SecurityHeaders', { region: stack.region, uploadsOrigin });
    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      comment: 'Serves index.html for client-side routes',
      code: FunctionCode.fromInline(SPA_REWRITE_CODE),
      runtime: FunctionRuntime.JS_2_0,
    });
    const stripAssetsPrefix = new CloudFrontFunction(this, 'StripAssetsPrefix', {
      comment: `Maps ${ASSETS_PATH}/<key> to the uploads bucket key`,
      code: FunctionCode.fromInline(STRIP_ASSETS_PREFIX_CODE),
      runtime: FunctionRuntime.JS_2_0,
    });

    const apiOrigin = new HttpOrigin(props.apiDomainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      // Overwrite any header of the same name a viewer sends.
      customHeaders: props.apiOriginHeaders,
    });
    // How every API request reaches the API: everything it needs (Authorization, query, body
    // headers) except Host, which must stay the API's own host name for API Gateway to accept it.
    const apiBehavior = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: headers.policy,
    };
    // The public ZIP analytics (docs/demand.md "The public API") are the same for everyone and
    // change daily: cached by their query string alone (no token, no cookie: the answer depends on
    // neither), for as long as the API's max-age says, so repeats never reach the API.
    const publicZipAnalyticsCache = new CachePolicy(this, 'PublicZipAnalyticsCache', {
      comment: `Public ZIP analytics, keyed by the whole query string; the API's max-age decides`,
      queryStringBehavior: CacheQueryStringBehavior.all(),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Dealflow ${props.stage}`,
      defaultRootObject: 'index.html',
      priceClass: PriceClass.PRICE_CLASS_100,
      webAclId: props.webAclArn,
      httpVersion: HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: props.accessLogsBucket,
      logFilePrefix: 'cloudfront/',
      ...(props.domain && {
        domainNames: [props.domain.name],
        certificate: Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
        // Only meaningful with an own certificate; the default one has a fixed policy.
        minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      }),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers.policy,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // Before /api/*: CloudFront takes the first behaviour whose pattern matches.
        [getZipAnalytics.path]: {
          ...apiBehavior,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachedMethods: CachedMethods.CACHE_GET_HEAD,
          cachePolicy: publicZipAnalyticsCache,
        },
        '/api/*': {
          ...apiBehavior,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
        },
        [`${ASSETS_PATH}/*`]: {
          origin: S3BucketOrigin.withOriginAccessControl(uploadsBucket),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: headers.policy,
          functionAssociations: [
            { function: stripAssetsPrefix, eventType: FunctionEventType.VIEWER_REQUEST },
          ],
        },
      },
    });

    this.url = `https://${props.domain?.name ?? this.distribution.distributionDomainName}`;

    acknowledgeNag(
      this,
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'The uploads bucket is referenced by name to avoid a CORS/distribution cycle; Storage.allowReadsFrom adds the OAC read statement to its bucket policy.',
    );
    acknowledgeNag(
      this.distribution,
      'AwsSolutions-CFR1',
      'No geo restriction: buyers and sellers of US property include investors abroad; access is controlled by sign-in, not location.',
    );
    if (!props.domain) {
      acknowledgeNag(
        this.distribution,
        'AwsSolutions-CFR4',
        'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose TLS floor CloudFront fixes; with domainName/certificateArn set the floor is TLS 1.2 (2021).',
      );
    }
  }
}
