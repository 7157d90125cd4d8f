import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { requestChallenge } from '../api/feedback-api';

export type VerificationStatus = 'loading' | 'ready' | 'unavailable';

/**
 * The human check of one feedback form (docs/requirements.md#r5-9): a challenge of its own from the
 * API, the widget's payload once solved, and `renew` for a new challenge after the server refused
 * one (expired, failed, already used) or when none could be had.
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
    onUnavailable: fail,
    renew,
  };
}
