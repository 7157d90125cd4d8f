/**
 * Lets code outside React end the session (the API client after a failed refresh); the session
 * provider listens and shows the signed-out state.
 */
type SessionEndedListener = () => void;

const listeners = new Set<SessionEndedListener>();

/** Tells the session that it is over: the auth data has already been cleared. */
export function announceSessionEnded(): void {
  for (const listener of listeners) listener();
}

export function onSessionEnded(listener: SessionEndedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
