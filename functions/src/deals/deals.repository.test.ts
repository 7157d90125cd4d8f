import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { toAddressClaimItem } from '../db/entities/deal-address-claim.entity';
import { CONFLICT_ATTEMPTS } from '../db/transactions';
import { ConflictError, DuplicateAddressError } from '../lib/errors';
import { canceledAt, dealRecord } from '../testing/deal.fixtures';
import { insertDeal, replaceDeal } from './deals.repository';

const dynamo = mockClient(DynamoDBDocumentClient);

/** A transaction DynamoDB canceled because another one was writing its item at `index` (a ZIP's figures). */
const conflictAt = (index: number, items = 3) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: Array.from({ length: items }, (_, at) => ({
      Code: at === index ? 'TransactionConflict' : 'None',
    })),
  });

const HISTORY: Parameters<typeof insertDeal>[1] = {
  entryId: '01JDEAL0HISTORY0000000000',
  entry: {
    status: 'active',
    at: '2026-11-01T00:00:00.000Z',
    source: 'platform',
    comments: null,
    cancelReason: null,
  },
};

const transactions = () => dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input);

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
});

describe('insertDeal', () => {
  it('tries the same transaction again when it lost a race on a shared item, and stores the listing', async () => {
    // Prepare
    dynamo.on(TransactWriteCommand).rejectsOnce(conflictAt(4, 5)).resolves({});

    // Act
    await insertDeal(dealRecord(), HISTORY);

    // Assess
    const [first, second] = transactions();
    expect(transactions()).toHaveLength(2);
    expect(second).toEqual(first);
  });

  it('does not try again when a condition failed (the address is another seller’s)', async () => {
    // Prepare
    dynamo.on(TransactWriteCommand).rejects(canceledAt(1));
    dynamo
      .on(GetCommand)
      .resolves({ Item: toAddressClaimItem(dealRecord({ dealId: 'someone-elses', ownerId: 'seller-2' })) });

    // Act
    const saving = insertDeal(dealRecord(), HISTORY);

    // Assess
    await expect(saving).rejects.toBeInstanceOf(DuplicateAddressError);
    expect(transactions()).toHaveLength(1);
  });

  it('answers 409 CONFLICT, not 500, when the races are lost on every try', async () => {
    // Prepare
    dynamo.on(TransactWriteCommand).rejects(conflictAt(4, 5));

    // Act
    const saving = insertDeal(dealRecord(), HISTORY);

    // Assess
    await expect(saving).rejects.toBeInstanceOf(ConflictError);
    expect(transactions()).toHaveLength(CONFLICT_ATTEMPTS);
  });
});

describe('replaceDeal', () => {
  const previous = dealRecord({ zipCode: '78701' });
  const next = dealRecord({ zipCode: '78702', updatedAt: '2026-11-20T12:00:00.000Z' });

  it('tries the same transaction again when it lost a race on a ZIP’s figures, and saves the edit', async () => {
    // Prepare
    dynamo.on(TransactWriteCommand).rejectsOnce(conflictAt(2, 4)).resolves({});

    // Act
    await replaceDeal(previous, next);

    // Assess
    const [first, second] = transactions();
    expect(transactions()).toHaveLength(2);
    expect(second).toEqual(first);
  });

  it('does not try again when the listing changed since it was read (ConditionalCheckFailed)', async () => {
    // Prepare
    dynamo.on(TransactWriteCommand).rejects(canceledAt(0));

    // Act
    const saving = replaceDeal(previous, next);

    // Assess
    await expect(saving).rejects.toBeInstanceOf(ConflictError);
    expect(transactions()).toHaveLength(1);
  });
});
