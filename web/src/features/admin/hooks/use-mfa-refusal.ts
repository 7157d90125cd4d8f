import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiRequestError } from '../../../lib/api/api-errors';

const isMfaRefusal = (error: unknown) => error instanceof ApiRequestError && error.code === 'MFA_REQUIRED';

/**
 * Whether the API refused an admin call with MFA_REQUIRED (docs/requirements.md#r6-7-mfa): the
 * stored state decides, so the panel follows it even when the session's user says otherwise
 * (two-step sign-in turned off in another tab, say).
 */
export function useMfaRefusal(): boolean {
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (isMfaRefusal(event.query.state.error)) setRefused(true);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (isMfaRefusal(event.mutation?.state.error)) setRefused(true);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient]);
  return refused;
}
