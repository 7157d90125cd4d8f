/**
 * Stands in for the ALTCHA widget in web tests (jsdom runs no workers): a button that "solves" the
 * challenge it was given. The real widget is exercised end to end in Chromium.
 */
import type { HumanVerificationProps } from '../components/human-verification';

/** The payload the stand-in reports, derived from the challenge so a new challenge is visible. */
export const solvedPayload = (signature: string) => `solved:${signature}`;

export function HumanVerification({ challenge, onVerified, onExpired }: HumanVerificationProps) {
  return (
    <>
      <button type="button" onClick={() => onVerified(solvedPayload(challenge.signature))}>
        I am human
      </button>
      <button type="button" onClick={onExpired}>
        Let the challenge expire
      </button>
    </>
  );
}
