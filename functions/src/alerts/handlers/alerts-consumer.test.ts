import type { SQSEvent } from 'aws-lambda';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { logger } from '../../lib/logger';
import { handler } from './alerts-consumer';

const dynamo = mockClient(DynamoDBDocumentClient);

const event = (...bodies: string[]): SQSEvent => ({
  Records: bodies.map((body, index) => ({
    messageId: `m-${index}`,
    receiptHandle: 'r',
    body,
    attributes: {
      ApproximateReceiveCount: '1',
      SentTimestamp: '0',
      SenderId: 's',
      ApproximateFirstReceiveTimestamp: '0',
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:us-east-2:000000000000:alerts',
    awsRegion: 'us-east-2',
  })),
});

beforeEach(() => {
  dynamo.reset();
  // A listing that no longer exists: the message is done with nothing to do.
  dynamo.on(GetCommand).resolves({});
});

describe('alerts consumer', () => {
  it('reports only the messages that failed, so the others are not retried', async () => {
    // Prepare
    const error = jest.spyOn(logger, 'error');

    // Act
    const result = await handler(
      event(
        JSON.stringify({ dealId: 'deal-1', event: 'listed', at: '2026-11-20T12:00:00.000Z' }),
        '{"dealId":1}',
      ),
    );

    // Assess
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'm-1' }] });
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
