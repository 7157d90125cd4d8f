/**
 * Saves a buyer's numbers inputs as they type them (docs/deal-numbers.md "Buyer inputs"): valid
 * inputs that differ from the last saved ones are saved once the buyer pauses, or at once when asked
 * (Enter, or focus leaving the inputs). One save at a time: a change made while one is on its way is
 * saved after it, so the inputs last typed are the ones kept. A failed save waits for the next change
 * or a retry, never retries by itself (the saves are rate limited).
 */
import { useCallback, useEffect, useRef } from 'react';
import type { NumbersInputs, NumbersInputsState } from '#shared/deal-numbers/numbers-inputs';
import { NUMBERS_FIELDS } from './numbers-form';
import { useSaveNumbersInputs } from './numbers-queries';

/** How long a pause in typing is before the inputs are saved. */
export const SAVE_AFTER_PAUSE_MS = 1_000;

/** The inputs as one comparable value. */
const inputsKey = (inputs: NumbersInputs) => JSON.stringify(NUMBERS_FIELDS.map((field) => inputs[field]));

export type AutoSaveStatus = 'saved' | 'unsaved' | 'saving' | 'failed';

export function useNumbersAutoSave(
  dealId: string,
  /** The inputs as last saved: the query the save writes its answer into. */
  saved: NumbersInputsState,
  /** The inputs as typed, or null while one of them is invalid (nothing is saved then). */
  typed: NumbersInputs | null,
  onError: (error: unknown) => void,
) {
  const { isPending, isError, mutate, reset } = useSaveNumbersInputs(dealId);
  const typedKey = typed === null ? null : inputsKey(typed);
  const unsaved = typedKey !== null && typedKey !== inputsKey(saved.inputs);
  // The latest inputs and handler, read when the save starts: the pause's timer restarts when the
  // inputs change, not on every render.
  const latest = useRef({ typed, onError });
  useEffect(() => {
    latest.current = { typed, onError };
  });

  const saveNow = useCallback(() => {
    const { typed: inputs } = latest.current;
    if (inputs === null || !unsaved || isPending) return;
    mutate(inputs, { onError: (error) => latest.current.onError(error) });
  }, [unsaved, isPending, mutate]);

  useEffect(() => {
    if (!unsaved || isPending || isError) return;
    const timer = setTimeout(saveNow, SAVE_AFTER_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typedKey, unsaved, isPending, isError, saveNow]);

  const status: AutoSaveStatus = isPending ? 'saving' : isError ? 'failed' : unsaved ? 'unsaved' : 'saved';
  return {
    status,
    /** False while only the defaults are shown: nothing saved yet, on this visit or before. */
    everSaved: saved.updatedAt !== null,
    saveNow,
    /** Forgets a failed save, so the next change is saved again. */
    clearFailure: () => {
      if (isError) reset();
    },
    retry: () => {
      reset();
      saveNow();
    },
  };
}
