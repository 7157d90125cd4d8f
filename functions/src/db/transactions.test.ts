import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';
import { failedAt, isTransactionCanceled, isTransactionConflict, transactWrite } from './transactions';

const dynamo = mockClient(DynamoDBDocumentClient);
const canceled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
const put = (pk: string) => ({ Put: { TableName: 'dealflow-test', Item: { pk, sk: 'X' } } });

beforeEach(() => {
  dynamo.reset();
});

describe('transactWrite', () => {
  it('sends every item in one TransactWriteItems', async () => {
    // Prepare
    dynamo.on(TransactWriteCommand).resolves({});

    // Act
    await transactWrite([put('a'), put('b')]);

    // Assess
    expect(dynamo).toHaveReceivedCommandWith(TransactWriteCommand, { TransactItems: [put('a'), put('b')] });
  });
});

describe('failedAt', () => {
  it('names the item whose condition failed, and only that one', () => {
    const error = canceled('None', 'ConditionalCheckFailed', 'None');
    expect([0, 1, 2].map((index) => failedAt(error, index))).toEqual([false, true, false]);
  });

  it('is false for a conflict and for errors that are not a cancellation', () => {
    expect(failedAt(canceled('TransactionConflict'), 0)).toBe(false);
    expect(failedAt(new Error('ConditionalCheckFailed'), 0)).toBe(false);
  });
});

describe('isTransactionConflict and isTransactionCanceled', () => {
  it('tell a race with another transaction from a failed condition', () => {
    expect(isTransactionConflict(canceled('None', 'TransactionConflict'))).toBe(true);
    expect(isTransactionConflict(canceled('ConditionalCheckFailed', 'None'))).toBe(false);
    expect(isTransactionCanceled(canceled('ConditionalCheckFailed'))).toBe(true);
    expect(isTransactionCanceled(new Error('boom'))).toBe(false);
  });
});
