import { useCallback, useEffect, useRef, useState } from 'react';
import { showToast, type CommonTranslationKey } from '../toast/toast-store';

/** How long a Copy button says "Copied". */
const COPIED_FEEDBACK_MS = 2000;

/**
 * Copies text with the Clipboard API; answers whether the last copy just succeeded. A refusal
 * (no permission, insecure context, no API) raises the docs/requirements.md#r8-7 "Copy failed" toast, so the
 * user knows to select the text by hand; `failureDescription` says what to select (the link by default).
 * `copy` answers whether the text was copied, for a caller that confirms it its own way.
 */
export function useCopyText(failureDescription: CommonTranslationKey = 'toasts.copyFailed.description') {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string): Promise<boolean> => {
      try {
        if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
        await navigator.clipboard.writeText(text);
      } catch {
        setCopied(false);
        showToast({ variant: 'error', title: 'toasts.copyFailed.title', description: failureDescription });
        return false;
      }
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
      return true;
    },
    [failureDescription],
  );

  return { copy, copied };
}
