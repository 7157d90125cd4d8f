/**
 * What the web origin forwards where, in one table used by both web modes (Vite dev server and the
 * built SPA): `/api` to the gateway, `/cognito` to the Cognito front, `/assets` to the uploads
 * bucket. The same paths production serves through CloudFront.
 */
import type { ProxyOptions } from 'vite';

export interface ProxyTargets {
  gatewayUrl: string;
  cognitoUrl: string;
  s3Url: string;
  uploadsBucket: string;
}

export function proxyTable(targets: ProxyTargets): Record<string, ProxyOptions> {
  return {
    // The gateway sees the browser's Host, like API Gateway behind CloudFront sees the viewer's.
    '/api': { target: targets.gatewayUrl, changeOrigin: false, xfwd: true },
    '/cognito': {
      target: targets.cognitoUrl,
      changeOrigin: true,
      rewrite: (path) => path.replace(/^\/cognito/, '') || '/',
    },
    '/assets': {
      target: targets.s3Url,
      changeOrigin: true,
      rewrite: (path) => `/${targets.uploadsBucket}${path.replace(/^\/assets/, '')}`,
    },
  };
}
