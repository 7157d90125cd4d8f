/**
 * Saves a buyer's numbers inputs as they type them (docs/deal-numbers.md "Buyer inputs"): valid
 * inputs that differ from the last saved ones are saved once the buyer pauses, or at once when asked
 * (Enter, or focus leaving the inputs). One save at a time: a change made while one is on its way is
 * saved after it, so the inputs last typed are the ones kept. A failed save waits for the next change
 * or a retry, never retries by itself (the saves are rate limited).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
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
  saved: NumbersInputsState,
  /** The inputs as typed, or null while one of them is invalid (nothing is saved then). */
  typed: NumbersInputs | null,
  onError: (error: unknown) => void,
) {
  const save = useSaveNumbersInputs(dealId);
  const [savedKey, setSavedKey] = useState(() => inputsKey(saved.inputs));
  const [everSaved, setEverSaved] = useState(saved.updatedAt !== null);
  const unsaved = typed !== null && inputsKey(typed) !== savedKey;
  const { isPending, isError, mutate, reset } = save;
  // The latest handler, without restarting the pause's timer when its identity changes.
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  const saveNow = useCallback(() => {
    if (typed === null || !unsaved || isPending) return;
    mutate(typed, {
      onSuccess: (state) => {
        setSavedKey(inputsKey(state.inputs));
        setEverSaved(true);
      },
      onError: (error) => onErrorRef.current(error),
    });
  }, [typed, unsaved, isPending, mutate]);

  useEffect(() => {
    if (!unsaved || isPending || isError) return;
    const timer = setTimeout(saveNow, SAVE_AFTER_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [unsaved, isPending, isError, saveNow]);

  const status: AutoSaveStatus = isPending ? 'saving' : isError ? 'failed' : unsaved ? 'unsaved' : 'saved';
  return {
    status,
    /** False while only the defaults are shown: nothing saved yet, on this visit or before. */
    everSaved,
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
