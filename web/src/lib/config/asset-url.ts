import { findRuntimeConfig } from './runtime-config';

/**
 * The public URL of an uploaded file (listing photo, company logo, profile picture) from its
 * storage key: uploads are served under the runtime config's `assetsBaseUrl` (`/assets`,
 * docs/requirements.md#r7-6).
 */
export function assetUrl(key: string): string {
  const base = (findRuntimeConfig()?.assetsBaseUrl ?? '/assets').replace(/\/$/, '');
  return `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
}
