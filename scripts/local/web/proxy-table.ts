/**
 * What the web origin forwards where, in one table used by both web modes (Vite dev server and the
 * built SPA): `/api` to the gateway, `/cognito` to the Cognito front, `/assets` to the uploads
 * bucket but never its private part. The same paths production serves through CloudFront.
 */
import type { IncomingMessage } from 'node:http';
import type { ProxyOptions } from 'vite';
import { ORIGIN_SECRET_HEADER, VIEWER_ADDRESS_HEADER } from '#shared/api/edge';
import { isPrivateKeyPath } from '../s3/private-prefix-gate';

export interface ProxyTargets {
  gatewayUrl: string;
  cognitoUrl: string;
  s3Url: string;
  uploadsBucket: string;
  /** The origin secret this origin adds to every `/api` request, as CloudFront does (docs/decisions/edge.md). */
  originSecret: string;
}

/**
 * The viewer's address as CloudFront would write it ("ip:port"). Every local caller shares the
 * loopback address, so the first X-Forwarded-For entry stands for the connecting address (how the
 * API tests call from many addresses); a CloudFront-Viewer-Address the caller sent is never used.
 */
export function localViewerAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  const address = first || req.socket.remoteAddress?.replace(/^::ffff:/, '') || '127.0.0.1';
  return `${address.includes(':') ? `[${address}]` : address}:${req.socket.remotePort ?? 0}`;
}

const ASSETS_PREFIX = '/assets';

/**
 * True for an `/assets` URL of a private key: CloudFront has no grant on `private/` and answers
 * S3's refusal, so the local origin refuses it too, before the request could carry a presigned
 * link's query to the bucket.
 */
export function isPrivateAssetUrl(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path.startsWith(`${ASSETS_PREFIX}/`) && isPrivateKeyPath(path.slice(ASSETS_PREFIX.length + 1));
}

export function proxyTable(targets: ProxyTargets): Record<string, ProxyOptions> {
  return {
    // The gateway sees the browser's Host, like API Gateway behind CloudFront sees the viewer's.
    '/api': {
      target: targets.gatewayUrl,
      changeOrigin: false,
      xfwd: true,
      // Plays CloudFront's part at the edge: the origin secret and the viewer's address, both
      // overwriting whatever the caller sent under those names.
      configure: (proxy) => {
        proxy.on('proxyReq', (proxyRequest, request) => {
          proxyRequest.setHeader(ORIGIN_SECRET_HEADER, targets.originSecret);
          proxyRequest.setHeader(VIEWER_ADDRESS_HEADER, localViewerAddress(request));
        });
      },
    },
    '/cognito': {
      target: targets.cognitoUrl,
      changeOrigin: true,
      rewrite: (path) => path.replace(/^\/cognito/, '') || '/',
    },
    [ASSETS_PREFIX]: {
      target: targets.s3Url,
      changeOrigin: true,
      // `false` makes Vite answer 404 without forwarding the request.
      bypass: (request) => (isPrivateAssetUrl(request.url ?? '') ? false : undefined),
      rewrite: (path) => `/${targets.uploadsBucket}${path.replace(/^\/assets/, '')}`,
    },
  };
}
