/**
 * Drafts that survive a reload (docs/requirements.md#r2-5): the form's values, step and uploaded photo keys
 * are written to localStorage a moment after each change, per user and per listing (`new` or its id),
 * read back when the form opens, and removed when the listing is saved or the draft is discarded.
 */
import { useCallback, useEffect, useRef } from 'react';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage/browser-storage';
import { LOCAL_STORAGE_KEYS } from '../../../lib/storage/storage-keys';
import { EMPTY_DEAL_FORM_VALUES, type DealFormValues } from '../form/deal-form-values';
import { STEP_IDS, type StepId } from '../form/deal-steps';

/** How long typing must pause before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 400;

export interface DealDraft {
  values: DealFormValues;
  step: StepId;
}

/** The storage key of one user's draft of one listing. */
export function dealDraftKey(userId: string, dealId: string | undefined): string {
  return `${LOCAL_STORAGE_KEYS.dealDraftPrefix}.${userId}.${dealId ?? 'new'}`;
}

/**
 * The stored draft, or null when there is none or it cannot be read. Stored values are laid over
 * the empty form, so a draft written by an older form still opens.
 */
export function readDealDraft(key: string): DealDraft | null {
  const text = readStorage('local', key);
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as { values?: Partial<DealFormValues>; step?: string };
    if (typeof stored.values !== 'object' || stored.values === null) return null;
    const step = STEP_IDS.find((id) => id === stored.step) ?? 'address';
    return { values: { ...EMPTY_DEAL_FORM_VALUES, ...stored.values }, step };
  } catch {
    return null;
  }
}

/**
 * Writes the draft after each change (debounced); an unchanged form leaves no draft behind.
 * Answers `clear`, which removes the draft and stops writing it (after a save, before leaving).
 */
export function useDealDraft(key: string, draft: DealDraft, unchanged: boolean) {
  const stopped = useRef(false);
  const serialised = JSON.stringify(draft);
  /** The write still waiting for typing to pause, if any. */
  const pending = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (stopped.current) return;
    const write = () => {
      pending.current = null;
      if (unchanged) removeStorage('local', key);
      else writeStorage('local', key, serialised);
    };
    pending.current = write;
    const timer = window.setTimeout(write, DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, serialised, unchanged]);

  // Leaving the form or reloading the page right after a change still keeps it.
  useEffect(() => {
    const flush = () => pending.current?.();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  const clear = useCallback(() => {
    stopped.current = true;
    pending.current = null;
    removeStorage('local', key);
  }, [key]);

  /** Removes the stored draft; the form goes back to its starting values. */
  const discard = useCallback(() => removeStorage('local', key), [key]);

  return { clear, discard };
}
