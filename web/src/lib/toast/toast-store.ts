/**
 * Toasts (docs/requirements.md#r9-3): one at a time, 5 seconds by default. A module-level store so that code
 * outside React (the API client, the session) can raise them; the Toaster component renders the current one.
 * Texts are translation keys, translated when shown, so a toast follows a language switch.
 */
import type { ParseKeys } from 'i18next';

export const DEFAULT_TOAST_DURATION_MS = 5000;

export type ToastVariant = 'success' | 'error' | 'info';
export type CommonTranslationKey = ParseKeys<'common'>;

export interface ToastInput {
  variant: ToastVariant;
  title: CommonTranslationKey;
  description?: CommonTranslationKey;
  /** Interpolation values for the title and description. */
  values?: Record<string, string>;
  durationMs?: number;
}

export interface Toast extends ToastInput {
  id: number;
  durationMs: number;
}

type Listener = () => void;

let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing the one on screen. Answers its id. */
export function showToast(input: ToastInput): number {
  current = { ...input, id: nextId++, durationMs: input.durationMs ?? DEFAULT_TOAST_DURATION_MS };
  emit();
  return current.id;
}

/** Dismisses the toast with this id, if it is still the one on screen. */
export function dismissToast(id: number): void {
  if (current?.id !== id) return;
  current = null;
  emit();
}

/** The toast on screen, or null. */
export function currentToast(): Toast | null {
  return current;
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
