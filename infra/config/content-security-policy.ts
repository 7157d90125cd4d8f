/**
 * The site's Content-Security-Policy, without CDK: CloudFront sends it (security-headers.ts) and
 * the local stack's built-SPA server sends the same value with its own origins
 * (scripts/local/web/web-server.ts), so the e2e tests run the SPA under the policy production has.
 */

export interface ContentSecurityPolicyOptions {
  /** Region of the Cognito user pool the SPA signs in against. */
  region: string;
  /**
   * `https://<bucket host>` (locally the S3 stand-in's origin): the browser sends presigned POST
   * uploads to it, and admins' `<img>` load feedback screenshots from it through presigned GET links.
   */
  uploadsOrigin: string;
}

/** The Content-Security-Policy header value of the site. */
export function buildContentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'connect-src': ["'self'", `https://cognito-idp.${options.region}.amazonaws.com`, options.uploadsOrigin],
    'img-src': ["'self'", 'data:', 'blob:', options.uploadsOrigin],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Web workers (the feedback widget's proof-of-work, the map) load as the SPA's own files,
    // never from a blob: or another origin.
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
