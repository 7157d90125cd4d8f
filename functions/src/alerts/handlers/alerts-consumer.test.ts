import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { logger } from '../../lib/logger';
import { sqsEvent } from '../../testing/sqs-event.fixtures';
import { handler } from './alerts-consumer';

const dynamo = mockClient(DynamoDBDocumentClient);

const event = (...bodies: string[]) => sqsEvent('alerts', bodies);

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
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'message-1' }] });
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
