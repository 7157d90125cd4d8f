/**
 * The address of the person calling. Behind CloudFront, API Gateway's `sourceIp` is CloudFront's
 * own address, so the viewer's comes from the `CloudFront-Viewer-Address` header ("ip:port") that
 * CloudFront sets and forwards (the /api behaviour forwards all viewer and CloudFront headers).
 * Without it (a direct call to the API endpoint, or the local stack) `sourceIp` is the caller.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

export function clientIp(
  event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>,
): string | undefined {
  const viewerAddress = event.headers?.[VIEWER_ADDRESS_HEADER]?.trim();
  if (viewerAddress) {
    const portSeparator = viewerAddress.lastIndexOf(':');
    const address = portSeparator > 0 ? viewerAddress.slice(0, portSeparator) : viewerAddress;
    return address.replace(/^\[|\]$/g, '');
  }
  return event.requestContext?.http?.sourceIp || undefined;
}
