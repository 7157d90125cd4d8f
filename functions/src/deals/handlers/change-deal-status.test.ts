import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { dealKey } from '../../db/entities/deal.entity';
import {
  apiEvent,
  bodyOf,
  lambdaContext,
  testClaims,
  callsAfterAccountRead,
} from '../../testing/api-event.fixtures';
import { OWNER_ID, canceledAt, dealItem } from '../../testing/deal.fixtures';
import { handler } from './change-deal-status';

const dynamo = mockClient(DynamoDBDocumentClient);
const post = (body: unknown, groups = '[originators]') =>
  handler(
    apiEvent({
      method: 'POST',
      path: '/api/deals/deal-1/status',
      claims: testClaims({ sub: OWNER_ID, 'cognito:groups': groups }),
      headers: { 'content-type': 'application/json' },
      pathParameters: { dealId: 'deal-1' },
      body: JSON.stringify(body),
    }),
    lambdaContext(),
  );

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({ Item: dealItem() });
  dynamo.on(TransactWriteCommand).resolves({});
});

describe('POST /api/deals/{dealId}/status', () => {
  it('answers 200 with the listing in its new status', async () => {
    const result = await post({ to: 'pending', throughPlatform: true });
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toMatchObject({ dealId: 'deal-1', status: 'pending' });
    expect(bodyOf(result)).not.toHaveProperty('searchWords');
  });

  it('answers 400 for a cancel without a reason, touching nothing', async () => {
    const result = await post({ to: 'canceled', throughPlatform: true });
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toMatchObject({
      details: [{ path: 'body.cancelReason', message: 'cancelReasonRequired' }],
    });
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('answers 403 to a buyer before reading anything', async () => {
    const result = await post({ to: 'pending', throughPlatform: true }, '[buyers]');
    expect(result.statusCode).toBe(403);
    expect(callsAfterAccountRead(dynamo)).toHaveLength(0);
  });

  it('maps a lost race to 409 STATUS_CHANGE_NOT_ALLOWED', async () => {
    dynamo.on(TransactWriteCommand).rejects(canceledAt(0, 2));
    dynamo
      .on(GetCommand, { Key: dealKey('deal-1') })
      .resolvesOnce({ Item: dealItem() })
      .resolves({ Item: dealItem({ status: 'pending' }) });
    const result = await post({ to: 'pending', throughPlatform: true });
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result)).toMatchObject({
      code: 'STATUS_CHANGE_NOT_ALLOWED',
      message: 'This status change is not allowed',
    });
  });
});
