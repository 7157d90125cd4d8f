/** The public check of a shared badge (docs/training.md "The credential"). */
import { useQuery } from '@tanstack/react-query';
import { verifyCredential } from '#shared/api/routes/training.routes';
import { credentialParamsSchema } from '#shared/training/training';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { shouldRetryQuery } from '../../../lib/query/query-client';

/** True when the server said there is no such credential (unknown id, or an id it refused as malformed). */
export function isUnknownCredential(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

/**
 * Whether the credential is valid or revoked, with its holder and dates. An id that cannot be a
 * credential id is not sent (`isIdValid` false); an unknown one is not asked again.
 */
export function useCredentialCheck(credentialId: string) {
  const isIdValid = credentialParamsSchema.safeParse({ credentialId }).success;
  const query = useQuery({
    queryKey: ['credentials', credentialId],
    queryFn: ({ signal }) => callRoute(verifyCredential, { params: { credentialId }, signal }),
    enabled: isIdValid,
    retry: (failureCount, error) => !isUnknownCredential(error) && shouldRetryQuery(failureCount, error),
  });
  return { ...query, isIdValid };
}
