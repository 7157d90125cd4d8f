import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { dealKey } from '../db/entities/deal.entity';
import { dealItem } from '../testing/deal.fixtures';
import { endDueExclusivity } from './exclusivity.service';

const dynamo = mockClient(DynamoDBDocumentClient);
const sqs = mockClient(SQSClient);
const NOW = new Date('2026-11-21T12:05:00.000Z');

beforeEach(() => {
  dynamo.reset();
  sqs.reset();
  dynamo.on(QueryCommand).resolves({
    Items: [
      { dealId: 'deal-due', endsAt: '2026-11-21T12:00:00.000Z' },
      { dealId: 'deal-active', endsAt: '2026-11-21T12:01:00.000Z' },
    ],
  });
  dynamo
    .on(GetCommand, { Key: dealKey('deal-due') })
    .resolves({ Item: dealItem({ dealId: 'deal-due', status: 'exclusive' }) });
  dynamo
    .on(GetCommand, { Key: dealKey('deal-active') })
    .resolves({ Item: dealItem({ dealId: 'deal-active', status: 'active' }) });
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
  sqs.on(SendMessageCommand).resolves({});
});

describe('endDueExclusivity', () => {
  it('turns due exclusive listings active as the system, releases their alerts and leaves the others', async () => {
    // Act
    const outcome = await endDueExclusivity(NOW);

    // Assess
    expect(outcome).toEqual({ activated: ['deal-due'], skipped: ['deal-active'] });
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, QueryCommand, {
      KeyConditionExpression: 'pk = :pk AND sk <= :upTo',
      ExpressionAttributeValues: { ':pk': 'ALERTS#EXCLUSIVITY_ENDS', ':upTo': `${NOW.toISOString()}#~` },
    });
    const [update, history] = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(update!.Update).toMatchObject({
      Key: dealKey('deal-due'),
      ConditionExpression: '#status = :from',
      ExpressionAttributeValues: { ':from': 'exclusive', ':to': 'active' },
    });
    expect(history!.Put!.Item).toMatchObject({ status: 'active', source: 'system', at: NOW.toISOString() });
    expect(JSON.parse(sqs.commandCalls(SendMessageCommand)[0]!.args[0].input.MessageBody!)).toEqual({
      dealId: 'deal-due',
      event: 'activated',
      at: NOW.toISOString(),
    });
    expect(dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key)).toEqual([
      { pk: 'ALERTS#EXCLUSIVITY_ENDS', sk: '2026-11-21T12:00:00.000Z#deal-due' },
      { pk: 'ALERTS#EXCLUSIVITY_ENDS', sk: '2026-11-21T12:01:00.000Z#deal-active' },
    ]);
  });
});
