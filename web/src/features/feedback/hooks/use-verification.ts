import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useState } from 'react';
import { requestChallenge } from '../api/feedback-api';

/**
 * How long before its expiry a challenge is replaced: enough to upload a screenshot and send, so a
 * challenge solved just before the renewal does not expire on its way to the server.
 */
export const CHALLENGE_RENEW_MARGIN_MS = 60_000;
/** The longest delay setTimeout keeps (a longer one fires at once). */
const MAX_TIMER_MS = 2_147_483_647;

export type VerificationStatus = 'loading' | 'ready' | 'unavailable';

/**
 * The human check of one feedback form (docs/requirements.md#r5-9): a challenge of its own from the
 * API, the widget's payload once solved, and `renew` for a new challenge after the server refused
 * one (expired, failed, already used) or when none could be had. A challenge is replaced on its own
 * shortly before it expires, and when the widget says it expired, so time never refuses a solve.
 */
export function useVerification() {
  // One challenge per form: the widget and /feedback never solve (and burn) the same one.
  const formId = useId();
  const challenge = useQuery({
    queryKey: ['feedback', 'challenge', formId],
    queryFn: requestChallenge,
    // A challenge is used once; a background refetch would reset a solved widget.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const [payload, setPayload] = useState<string | null>(null);
  const [widgetFailed, setWidgetFailed] = useState(false);
  const { refetch } = challenge;

  const renew = useCallback(() => {
    setPayload(null);
    setWidgetFailed(false);
    void refetch();
  }, [refetch]);
  const clear = useCallback(() => setPayload(null), []);

  const expiresAt = challenge.data?.parameters.expiresAt;
  useEffect(() => {
    if (expiresAt === undefined) return;
    const delay = Math.max(0, expiresAt * 1000 - Date.now() - CHALLENGE_RENEW_MARGIN_MS);
    // Further off than a timer can wait: a form is not kept open that long.
    if (delay > MAX_TIMER_MS) return;
    const timer = setTimeout(renew, delay);
    return () => clearTimeout(timer);
  }, [expiresAt, renew]);
  const fail = useCallback(() => setWidgetFailed(true), []);

  const status: VerificationStatus =
    challenge.isError || widgetFailed
      ? 'unavailable'
      : challenge.isFetching || !challenge.data
        ? 'loading'
        : 'ready';
  return {
    status,
    challenge: challenge.data ?? null,
    payload,
    onVerified: setPayload,
    onUnverified: clear,
    onExpired: renew,
    onUnavailable: fail,
    renew,
  };
}
