/**
 * The address of the person calling. Behind CloudFront, API Gateway's `sourceIp` is CloudFront's
 * own address, so the viewer's comes from the `CloudFront-Viewer-Address` header ("ip:port") that
 * CloudFront sets and forwards (the /api behaviour forwards all viewer and CloudFront headers). The
 * header is trusted only on a request that carries the origin secret: anyone else could write it
 * (docs/requirements.md#e7-8). Otherwise `sourceIp`, the address that connected, is the caller.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { VIEWER_ADDRESS_HEADER } from '#shared/api/edge';
import { cameThroughEdge } from './origin-check';

/** The caller's address: the viewer address CloudFront vouches for, else the connecting address. */
export function clientIp(
  event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>,
  secret?: string,
): string | undefined {
  const viewerAddress = event.headers?.[VIEWER_ADDRESS_HEADER]?.trim();
  if (viewerAddress && cameThroughEdge(event, secret)) {
    const portSeparator = viewerAddress.lastIndexOf(':');
    const address = portSeparator > 0 ? viewerAddress.slice(0, portSeparator) : viewerAddress;
    return address.replace(/^\[|\]$/g, '');
  }
  return event.requestContext?.http?.sourceIp || undefined;
}
