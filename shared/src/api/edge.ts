/**
 * The edge contract (docs/requirements.md#e7-10): CloudFront, and locally the web origin that plays
 * it, adds this header with the origin secret to every request it sends to the API; the route
 * pipeline refuses a request without it, so the API cannot be called around the edge.
 */

/** The request header carrying the origin secret from the edge to the API. */
export const ORIGIN_SECRET_HEADER = 'x-dealflow-origin-secret';

/** The header CloudFront sets to the viewer's address and port; trusted only behind the origin secret. */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';
