import { lazy, Suspense } from 'react';
import { useSession } from '../lib/session/session-context';

// Its own chunk with its translations: the shell's first download does not carry it.
const FeedbackWidget = lazy(() => import('../features/feedback/components/feedback-widget'));

/** The floating Feedback button, for signed-in users only (docs/requirements.md#r2-13). */
export function FeedbackWidgetSlot() {
  const { state } = useSession();
  if (state.status !== 'authenticated') return null;
  return (
    <Suspense fallback={null}>
      <FeedbackWidget />
    </Suspense>
  );
}
