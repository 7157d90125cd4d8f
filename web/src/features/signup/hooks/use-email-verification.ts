import { useMutation, useQuery } from '@tanstack/react-query';
import {
  confirmEmailVerificationCode,
  sendEmailVerificationCode,
} from '../../../lib/amplify/email-verification';
import { getIdToken } from '../../../lib/session/id-token';
import { decodeIdToken } from '../../../lib/session/token-rules';
import { classifyVerificationError, type VerificationFailure } from '../api/verification-errors';

/** Whether the signed-in user's ID token says the e-mail address is verified already. */
export function useEmailVerifiedClaim(enabled: boolean) {
  return useQuery({
    queryKey: ['email-verified-claim'],
    queryFn: async () => {
      const token = await getIdToken();
      const claims = token ? (decodeIdToken(token) as Record<string, unknown> | null) : null;
      // Cognito writes the claim as a boolean; some stand-ins write the string.
      return claims?.email_verified === true || claims?.email_verified === 'true';
    },
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

async function classified<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new VerificationError(classifyVerificationError(error), { cause: error });
  }
}

export class VerificationError extends Error {
  override name = 'VerificationError';
  readonly failure: VerificationFailure;
  constructor(failure: VerificationFailure, options?: ErrorOptions) {
    super('Failed to verify the e-mail address', options);
    this.failure = failure;
  }
}

/** Sends (or sends again) the code to the user's e-mail address; answers the masked destination. */
export function useSendVerificationCode() {
  return useMutation<string | null, VerificationError>({
    mutationFn: () => classified(sendEmailVerificationCode),
  });
}

/** Confirms the code. */
export function useConfirmVerificationCode() {
  return useMutation<void, VerificationError, string>({
    mutationFn: (code) => classified(() => confirmEmailVerificationCode(code)),
  });
}
