import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  confirmTextNumber,
  getTextAlerts,
  removeTextNumber,
  startTextNumber,
  updateTextAlerts,
} from '#shared/api/routes/texting.routes';
import type {
  ConfirmTextNumberBody,
  StartTextNumberBody,
  TextAlerts,
  UpdateTextAlertsBody,
} from '#shared/texting/text-alerts';
import { callRoute } from '../../../lib/api/app-api-client';

export const TEXT_ALERTS_KEY = ['users', 'me', 'text-alerts'] as const;

/** The caller's text alert settings (docs/text-alerts.md "The buyer's side"). */
export function useTextAlerts() {
  return useQuery({
    queryKey: TEXT_ALERTS_KEY,
    queryFn: ({ signal }) => callRoute(getTextAlerts, { signal }),
  });
}

/**
 * Sending a code, confirming it, saving choices and removing the number: each answers the whole
 * settings, which replace the cached ones so the section moves to its next state at once.
 */
export function useTextAlertActions() {
  const queryClient = useQueryClient();
  const store = (settings: TextAlerts) => queryClient.setQueryData(TEXT_ALERTS_KEY, settings);
  return {
    start: useMutation({
      mutationFn: (body: StartTextNumberBody) => callRoute(startTextNumber, { body }),
      onSuccess: store,
    }),
    confirm: useMutation({
      mutationFn: (body: ConfirmTextNumberBody) => callRoute(confirmTextNumber, { body }),
      onSuccess: store,
    }),
    update: useMutation({
      mutationFn: (body: UpdateTextAlertsBody) => callRoute(updateTextAlerts, { body }),
      onSuccess: store,
    }),
    remove: useMutation({
      mutationFn: () => callRoute(removeTextNumber),
      onSuccess: store,
    }),
  };
}
