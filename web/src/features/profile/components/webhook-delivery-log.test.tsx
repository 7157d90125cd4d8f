import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebhookAttempt } from '#shared/webhooks/webhook-api';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { currentToast } from '../../../lib/toast/toast-store';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { WebhookDeliveryLog } from './webhook-delivery-log';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

const attempt = (overrides: Partial<WebhookAttempt>): WebhookAttempt => ({
  attemptId: 'attempt-1',
  deliveryId: 'delivery-1',
  webhookId: 'msg_1',
  eventType: 'test',
  attempt: 1,
  manual: false,
  chain: 1,
  cause: 'initial',
  previousAttemptId: null,
  attemptedAt: '2026-03-01T15:04:05.000Z',
  responseStatus: 200,
  durationMs: 12,
  outcome: 'delivered',
  error: null,
  nextAttemptAt: null,
  ...overrides,
});

const LOG = [
  attempt({ attemptId: 'a-3', chain: 2, cause: 'redelivery', manual: true, previousAttemptId: 'a-2' }),
  attempt({ attemptId: 'a-2', attempt: 2, cause: 'retry', previousAttemptId: 'a-1' }),
  attempt({ attemptId: 'a-1', outcome: 'retrying', responseStatus: 500 }),
];

describe('WebhookDeliveryLog', () => {
  it('says why each attempt was made: the first, a retry or a redelivery', async () => {
    // Prepare
    fakeApi({ listWebhookDeliveries: () => ({ items: LOG, nextCursor: null }) });

    // Act
    renderWithProviders(<WebhookDeliveryLog />);

    // Assess
    const rows = await screen.findAllByTestId('webhook-log-row');
    expect(rows.map((row) => within(row).getByTestId('webhook-log-attempt').textContent)).toEqual([
      '1 (redelivery)',
      '2 (retry)',
      '1',
    ]);
  });

  it('says a redelivery waits while an attempt of the delivery is in flight', async () => {
    // Prepare
    const user = userEvent.setup();
    fakeApi({
      listWebhookDeliveries: () => ({ items: [LOG[2]!], nextCursor: null }),
      redeliverWebhook: () =>
        Promise.reject(
          new ApiRequestError(409, 'Conflict', '', {
            code: 'WEBHOOK_DELIVERY_IN_FLIGHT',
            message: 'in flight',
          }),
        ),
    });
    renderWithProviders(<WebhookDeliveryLog />);

    // Act
    await user.click(await screen.findByRole('button', { name: /Redeliver the delivery/ }));

    // Assess
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ variant: 'error', title: 'profile:toasts.redeliveryInFlight' }),
    );
  });
});
