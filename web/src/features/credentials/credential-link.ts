import { paths } from '../../lib/paths/paths';

/** The public verification link of a credential, on this site's origin (docs/training.md "The credential"). */
export function credentialVerificationUrl(credentialId: string, origin = window.location.origin): string {
  return `${origin}${paths.credential(credentialId)}`;
}
