import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import {
  DynamoDBDocumentClient,
  GetCommand,
  UpdateCommand,
  type GetCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import {
  type WebhookDeliveryRecord,
  toWebhookDeliveryItem,
  webhookDeliveryKey,
  webhookSecretKey,
} from '../db/entities/webhook.entity';
import { userKey } from '../db/entities/user.entity';
import type { Principal } from '../lib/http/principal';
import { userItem } from '../testing/user.fixtures';
import { redeliverWebhook } from './webhook-deliveries.service';

const dynamo = mockClient(DynamoDBDocumentClient);
const sqs = mockClient(SQSClient);

const NOW = new Date('2026-03-01T15:04:05.000Z');

const principal: Principal = {
  userId: 'seller-1',
  email: 'seller@example.com',
  emailVerified: true,
  firstName: 'Sam',
  lastName: 'Seller',
  phoneNumber: null,
  cognitoGroups: ['originators'],
  roles: ['originator'],
  role: 'originator',
};

const delivery: WebhookDeliveryRecord = {
  userId: 'seller-1',
  deliveryId: 'delivery-1',
  webhookId: 'msg_sameOnEveryRetry',
  eventType: 'test',
  body: '{"type":"test"}',
  createdAt: NOW.toISOString(),
  chain: 1,
  manual: true,
  status: 'delivered',
  attemptsMade: 1,
  lastAttemptAt: NOW.toISOString(),
  nextAttemptAt: null,
  lastAttemptId: 'attempt-1',
};

/** GetItem answers: the delivery, the seller (with a URL) and their secret. */
function storeHolds() {
  const items = new Map<string, Record<string, unknown>>([
    [JSON.stringify(webhookDeliveryKey('seller-1', 'delivery-1')), toWebhookDeliveryItem(delivery, NOW)],
    [
      JSON.stringify(userKey('seller-1')),
      userItem('seller-1', { offerWebhookEnabled: true, offerSubmittedUrl: 'https://hooks.example.com/x' }),
    ],
    [
      JSON.stringify(webhookSecretKey('seller-1')),
      {
        ...webhookSecretKey('seller-1'),
        userId: 'seller-1',
        secret: 'whsec_x',
        createdAt: NOW.toISOString(),
      },
    ],
  ]);
  dynamo
    .on(GetCommand)
    .callsFake((input: GetCommandInput) => ({ Item: items.get(JSON.stringify(input.Key)) }));
}

const restart = () => dynamo.commandCalls(UpdateCommand)[0]!.args[0].input;

beforeEach(() => {
  dynamo.reset();
  sqs.reset();
  sqs.on(SendMessageCommand).resolves({});
});

describe('redeliverWebhook', () => {
  it('starts the next chain only when no attempt is in flight, and queues its first attempt', async () => {
    // Prepare
    storeHolds();
    dynamo
      .on(UpdateCommand)
      .resolves({ Attributes: toWebhookDeliveryItem({ ...delivery, chain: 2, status: 'pending' }, NOW) });

    // Act
    const queued = await redeliverWebhook(principal, 'delivery-1', NOW);

    // Assess
    expect(queued.deliveryId).toBe('delivery-1');
    expect(restart().ConditionExpression).toContain(
      'NOT (#status = :pending AND (inFlightSince > :leaseStart OR (nextAttemptAt > :leaseStart AND nextAttemptAt <= :now)))',
    );
    expect(restart().ExpressionAttributeValues).toMatchObject({
      ':chain': 1,
      ':now': NOW.toISOString(),
      ':leaseStart': new Date(NOW.getTime() - 30_000).toISOString(),
    });
    expect(JSON.parse(sqs.commandCalls(SendMessageCommand)[0]!.args[0].input.MessageBody!)).toEqual({
      userId: 'seller-1',
      deliveryId: 'delivery-1',
      chain: 2,
      attempt: 1,
    });
  });

  it('answers 409 WEBHOOK_DELIVERY_IN_FLIGHT and queues nothing while an attempt is in flight', async () => {
    // Prepare: the restart's condition fails (an attempt claimed, or one due now).
    storeHolds();
    dynamo
      .on(UpdateCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'in flight', $metadata: {} }));

    // Act
    const attempt = redeliverWebhook(principal, 'delivery-1', NOW);

    // Assess
    await expect(attempt).rejects.toMatchObject({ code: 'WEBHOOK_DELIVERY_IN_FLIGHT', status: 409 });
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });
});
