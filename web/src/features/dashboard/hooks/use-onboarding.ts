/** The buyer's onboarding checklist (docs/training.md "Onboarding"): read on every dashboard visit, hidden once done. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dismissOnboarding, getOnboarding } from '#shared/api/routes/training.routes';
import type { Onboarding } from '#shared/training/training';
import { trainingQueryKeys } from '../../../domain/training/training-queries';
import { callRoute } from '../../../lib/api/app-api-client';

/**
 * The checklist's steps as the server computes them. Read again each time the dashboard mounts:
 * the steps are done on other pages (profile, training, listings).
 */
export function useOnboarding() {
  return useQuery({
    queryKey: trainingQueryKeys.onboarding,
    queryFn: ({ signal }) => callRoute(getOnboarding, { signal }),
    refetchOnMount: 'always',
  });
}

/** Hides the checklist for good; the server refuses it until every step is done. */
export function useDismissOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(dismissOnboarding, { body: { dismissed: true } }),
    onSuccess: (onboarding: Onboarding) => queryClient.setQueryData(trainingQueryKeys.onboarding, onboarding),
  });
}
