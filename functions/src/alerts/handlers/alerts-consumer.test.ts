import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
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
  dynamo.on(QueryCommand).resolves({ Items: [] });
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
  it('sends a digest slice, and refuses a slice larger than the queue allows', async () => {
    // Prepare
    const digestSlice = { digest: 'weekly', windowKey: 'weekly:2026-W47', buyerIds: ['buyer-1'] };
    const tooBig = {
      dealId: 'deal-1',
      event: 'listed',
      at: '2026-11-20T12:00:00.000Z',
      buyerIds: Array.from({ length: 51 }, (_, index) => `buyer-${index}`),
    };

    // Act
    const result = await handler(event(JSON.stringify(digestSlice), JSON.stringify(tooBig)));

    // Assess
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'message-1' }] });
    expect(dynamo).toHaveReceivedCommandWith(QueryCommand, {
      IndexName: 'gsi1',
      ExpressionAttributeValues: {
        ':pk': 'ALERTDIGEST#weekly:2026-W47',
        ':from': 'buyer-1#',
        ':to': 'buyer-1#~',
      },
    });
  });
});
