/**
 * Profile › Integrations (docs/requirements.md#r1-11): the seller's offer-submitted webhook settings, the
 * signing secret (answered once, when generated), the test event, the delivery log and redelivery.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getWebhookSettings,
  listWebhookDeliveries,
  redeliverWebhook,
  rotateWebhookSecret,
  saveWebhookSettings,
  sendWebhookTestEvent,
} from '#shared/api/routes/webhooks.routes';
import type { WebhookSettings } from '#shared/webhooks/webhook-api';
import type { WebhookSettingsBody } from '#shared/webhooks/webhook-settings';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';

const webhookKeys = {
  settings: ['webhook', 'settings'] as const,
  deliveries: ['webhook', 'deliveries'] as const,
};

/** Rows of the delivery log per page. */
export const WEBHOOK_LOG_ROWS = 20;

/** The code of a failed webhook call, when the server gave one (e.g. WEBHOOK_NOT_CONFIGURED). */
export function webhookErrorCode(error: unknown): string | null {
  return error instanceof ApiRequestError ? (error.code ?? null) : null;
}

export function useWebhookSettings() {
  return useQuery({
    queryKey: webhookKeys.settings,
    queryFn: ({ signal }) => callRoute(getWebhookSettings, { signal }),
  });
}

export function useSaveWebhookSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookSettingsBody) => callRoute(saveWebhookSettings, { body }),
    onSuccess: (settings) => queryClient.setQueryData<WebhookSettings>(webhookKeys.settings, settings),
  });
}

/** Generates (or rotates) the secret; the answer holds it, once, for the panel to show. */
export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(rotateWebhookSecret),
    onSuccess: (created) =>
      queryClient.setQueryData<WebhookSettings>(webhookKeys.settings, (settings) =>
        settings ? { ...settings, secret: { hint: created.hint, createdAt: created.createdAt } } : settings,
      ),
  });
}

export function useSendWebhookTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(sendWebhookTestEvent),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries }),
  });
}

export function useRedeliverWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => callRoute(redeliverWebhook, { params: { deliveryId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries }),
  });
}

/** The delivery log, newest first, a page at a time. */
export function useWebhookDeliveries() {
  return useInfiniteQuery({
    queryKey: webhookKeys.deliveries,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listWebhookDeliveries, {
        query: { limit: WEBHOOK_LOG_ROWS, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** Reads the log and the settings again (a 410 may have turned the webhook off meanwhile). */
export function useRefreshWebhook() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['webhook'] });
}
