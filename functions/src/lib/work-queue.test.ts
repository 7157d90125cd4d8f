import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { logger } from './logger';
import { enqueueAfterCommit, sendToQueue } from './work-queue';

const sqs = mockClient(SQSClient);

beforeEach(() => {
  sqs.reset();
  jest.spyOn(logger, 'error');
});

afterEach(() => jest.restoreAllMocks());

describe('sendToQueue', () => {
  it('sends the body as JSON to the queue its variable names, delayed only when asked', async () => {
    // Prepare
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });

    // Act
    await sendToQueue('ALERTS_QUEUE_URL', { dealId: 'deal-1' });
    await sendToQueue('WEBHOOK_QUEUE_URL', { deliveryId: 'd-1' }, 900);

    // Assess
    expect(sqs).toHaveReceivedCommandTimes(SendMessageCommand, 2);
    expect(sqs).toHaveReceivedNthSpecificCommandWith(1, SendMessageCommand, {
      QueueUrl: process.env.ALERTS_QUEUE_URL,
      MessageBody: '{"dealId":"deal-1"}',
    });
    expect(sqs).not.toHaveReceivedNthSpecificCommandWith(1, SendMessageCommand, {
      DelaySeconds: expect.anything(),
    });
    expect(sqs).toHaveReceivedNthSpecificCommandWith(2, SendMessageCommand, {
      QueueUrl: process.env.WEBHOOK_QUEUE_URL,
      MessageBody: '{"deliveryId":"d-1"}',
      DelaySeconds: 900,
    });
  });
});

describe('enqueueAfterCommit', () => {
  it('answers true once the work is enqueued', async () => {
    // Act
    const enqueued = await enqueueAfterCommit('Could not enqueue', { id: 1 }, () => Promise.resolve());

    // Assess
    expect(enqueued).toBe(true);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('never throws: logs the failure with its event and answers false', async () => {
    // Act
    const enqueued = await enqueueAfterCommit('Could not enqueue', { id: 1 }, () =>
      Promise.reject(new Error('SQS is down')),
    );

    // Assess
    expect(enqueued).toBe(false);
    expect(logger.error).toHaveBeenCalledWith('Could not enqueue', {
      event: { id: 1 },
      error: 'Error: SQS is down',
    });
  });
});
