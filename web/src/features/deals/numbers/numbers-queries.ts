/**
 * The numbers card's reads and writes (docs/deal-numbers.md): the buyer's saved inputs for a listing
 * and their save, and which training lessons exist to link to (the course overview, read under the
 * same key the training page reads it).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getNumbersInputs, saveNumbersInputs } from '#shared/api/routes/deal-numbers.routes';
import { getTrainingOverview } from '#shared/api/routes/training.routes';
import type { NumbersInputsBody } from '#shared/deal-numbers/numbers-inputs';
import { courseLanguage, trainingQueryKeys } from '../../../domain/training/training-queries';
import { callRoute } from '../../../lib/api/app-api-client';

export const numbersQueryKeys = {
  inputs: (dealId: string) => ['deals', 'numbers-inputs', dealId] as const,
};

/** The buyer's inputs for the listing (the defaults until they save). */
export function useNumbersInputs(dealId: string) {
  return useQuery({
    queryKey: numbersQueryKeys.inputs(dealId),
    queryFn: ({ signal }) => callRoute(getNumbersInputs, { params: { dealId }, signal }),
  });
}

/**
 * The buyer's inputs as the numbers card loaded them, never read from the API: the offer dialog
 * shows the card's figures only when the card is on the page.
 */
export function useLoadedNumbersInputs(dealId: string) {
  return useQuery({
    queryKey: numbersQueryKeys.inputs(dealId),
    queryFn: ({ signal }) => callRoute(getNumbersInputs, { params: { dealId }, signal }),
    enabled: false,
  });
}

/** Saves the buyer's inputs; the saved state replaces the cached one (the offer dialog reads it). */
export function useSaveNumbersInputs(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NumbersInputsBody) => callRoute(saveNumbersInputs, { params: { dealId }, body }),
    onSuccess: (state) => queryClient.setQueryData(numbersQueryKeys.inputs(dealId), state),
  });
}

/** The ids of the published lessons, to link only to those; empty while unknown or unreadable. */
export function usePublishedLessonIds(language: string | undefined): ReadonlySet<string> {
  const course = courseLanguage(language);
  const { data } = useQuery({
    queryKey: trainingQueryKeys.overview(course),
    queryFn: ({ signal }) => callRoute(getTrainingOverview, { query: { language: course }, signal }),
    retry: false,
  });
  return new Set(data?.lessons.map((lesson) => lesson.lessonId) ?? []);
}
