import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { enqueueNotification } from './notification-queue';
import { logger } from '../lib/logger';

const sqs = mockClient(SQSClient);
const QUEUE_URL = 'http://localhost:9324/000000000000/notifications';
const event = {
  kind: 'offerAccepted' as const,
  dealId: 'deal-1',
  offerId: 'offer-1',
  occurredAt: '2026-11-20T12:00:00.000Z',
};

beforeEach(() => {
  sqs.reset();
  process.env.NOTIFICATIONS_QUEUE_URL = QUEUE_URL;
  jest.spyOn(logger, 'error');
});

describe('enqueueNotification', () => {
  it('sends the event as JSON to the notifications queue', async () => {
    // Prepare
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });

    // Act
    await enqueueNotification(event);

    // Assess
    const [call] = sqs.commandCalls(SendMessageCommand);
    expect(call?.args[0].input.QueueUrl).toBe(QUEUE_URL);
    expect(JSON.parse(call?.args[0].input.MessageBody ?? '')).toEqual(event);
  });

  it('refuses an event that does not match the message schema', async () => {
    // Act
    const sending = enqueueNotification({ ...event, occurredAt: 'yesterday' });

    // Assess
    await expect(sending).rejects.toThrow();
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });
});
