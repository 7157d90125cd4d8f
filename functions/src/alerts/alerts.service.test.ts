import { BatchGetCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { caller, dealItem } from '../testing/deal.fixtures';
import { alertItem } from '../testing/alert.fixtures';
import { listMyAlerts } from './alerts.service';

const dynamo = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  dynamo.reset();
  dynamo.on(QueryCommand).resolves({
    Items: [
      alertItem({ userId: 'buyer-1', dealId: 'deal-2', sentAt: '2026-11-21T00:15:00.000Z' }),
      alertItem({ userId: 'buyer-1', dealId: 'deal-gone' }),
    ],
    LastEvaluatedKey: { pk: 'USER#buyer-1', sk: 'ALERT#deal-gone' },
  });
  dynamo.on(BatchGetCommand).resolves({
    Responses: {
      'dealflow-test': [
        dealItem({ dealId: 'deal-2', status: 'pending', photos: ['a.jpg', 'b.jpg'], coverPhotoIndex: 1 }),
        dealItem({ dealId: 'deal-gone', status: 'deleted' }),
      ],
    },
  });
});

describe('listMyAlerts', () => {
  it("answers the caller's alerts, newest listing first, with the listing as it is now", async () => {
    // Act
    const page = await listMyAlerts(caller('[buyers]', 'buyer-1'), {});

    // Assess
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, QueryCommand, {
      ExpressionAttributeValues: { ':pk': 'USER#buyer-1', ':prefix': 'ALERT#' },
      ScanIndexForward: false,
      Limit: 20,
    });
    expect(page.items).toEqual([
      {
        dealId: 'deal-2',
        deal: expect.objectContaining({ status: 'pending', coverPhotoKey: 'b.jpg', zipCode: '78701' }),
        reasons: [{ key: 'buyBoxZip', values: { zipCode: '78701' } }],
        frequency: 'daily',
        channel: 'digest',
        dueAt: '2026-11-20T12:00:00.000Z',
        sentAt: '2026-11-21T00:15:00.000Z',
      },
    ]);
    expect(page.nextCursor).toEqual(expect.any(String));
  });

  it("refuses another buyer's cursor with 400", async () => {
    // Prepare
    const { nextCursor } = await listMyAlerts(caller('[buyers]', 'buyer-1'), {});

    // Act
    const attempt = listMyAlerts(caller('[buyers]', 'buyer-2'), { cursor: nextCursor! });

    // Assess
    await expect(attempt).rejects.toMatchObject({ status: 400 });
  });
});
