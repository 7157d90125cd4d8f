import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactGetCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { ensureTable } from './create-table';
import { startDynamoDb, type DynamoDbService } from './dynamodb-service';

const TABLE = 'transaction-front-test';

describe('the DynamoDB transaction front', () => {
  let service: DynamoDbService;
  let db: DynamoDBDocumentClient;
  let raw: DynamoDBClient;

  beforeAll(async () => {
    service = await startDynamoDb({ host: '127.0.0.1', port: 0 });
    raw = new DynamoDBClient({
      endpoint: service.url,
      region: 'us-east-2',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    });
    db = DynamoDBDocumentClient.from(raw);
    await ensureTable(raw, TABLE);
  });

  afterAll(async () => {
    raw.destroy();
    await service.stop();
  });

  const get = async (pk: string, sk = 'A') =>
    (await db.send(new GetCommand({ TableName: TABLE, Key: { pk, sk }, ConsistentRead: true }))).Item;

  const cancellation = async (promise: Promise<unknown>): Promise<TransactionCanceledException> => {
    try {
      await promise;
    } catch (error) {
      if (error instanceof TransactionCanceledException) return error;
      throw error;
    }
    throw new Error('expected the transaction to be cancelled');
  };

  describe('TransactWriteItems', () => {
    it('applies every write when every condition holds', async () => {
      // Prepare
      await db.send(new PutCommand({ TableName: TABLE, Item: { pk: 'ok-1', sk: 'A', n: 1 } }));
      await db.send(new PutCommand({ TableName: TABLE, Item: { pk: 'ok-2', sk: 'A' } }));
      await db.send(new PutCommand({ TableName: TABLE, Item: { pk: 'ok-check', sk: 'A', open: true } }));

      // Act
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: TABLE,
                Item: { pk: 'ok-new', sk: 'A' },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Update: {
                TableName: TABLE,
                Key: { pk: 'ok-1', sk: 'A' },
                UpdateExpression: 'SET n = n + :one',
                ConditionExpression: 'n = :expected',
                ExpressionAttributeValues: { ':one': 1, ':expected': 1 },
              },
            },
            { Delete: { TableName: TABLE, Key: { pk: 'ok-2', sk: 'A' } } },
            {
              ConditionCheck: {
                TableName: TABLE,
                Key: { pk: 'ok-check', sk: 'A' },
                ConditionExpression: '#open = :yes',
                ExpressionAttributeNames: { '#open': 'open' },
                ExpressionAttributeValues: { ':yes': true },
              },
            },
          ],
        }),
      );

      // Assess
      expect(await get('ok-new')).toEqual({ pk: 'ok-new', sk: 'A' });
      expect((await get('ok-1'))?.n).toBe(2);
      expect(await get('ok-2')).toBeUndefined();
      expect(await get('ok-check')).toEqual({ pk: 'ok-check', sk: 'A', open: true });
    });

    it('writes nothing and answers one reason per item when a condition fails', async () => {
      // Prepare
      await db.send(new PutCommand({ TableName: TABLE, Item: { pk: 'fail-1', sk: 'A', status: 'sold' } }));

      // Act
      const error = await cancellation(
        db.send(
          new TransactWriteCommand({
            TransactItems: [
              { Put: { TableName: TABLE, Item: { pk: 'fail-new', sk: 'A' } } },
              {
                Update: {
                  TableName: TABLE,
                  Key: { pk: 'fail-1', sk: 'A' },
                  UpdateExpression: 'SET #status = :pending',
                  ConditionExpression: '#status = :active',
                  ExpressionAttributeNames: { '#status': 'status' },
                  ExpressionAttributeValues: { ':pending': 'pending', ':active': 'active' },
                  ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
                },
              },
            ],
          }),
        ),
      );

      // Assess
      expect(error.name).toBe('TransactionCanceledException');
      expect(error.$metadata.httpStatusCode).toBe(400);
      expect(error.message).toBe(
        'Transaction cancelled, please refer cancellation reasons for specific reasons [None, ConditionalCheckFailed]',
      );
      expect(error.CancellationReasons).toEqual([
        { Code: 'None' },
        {
          Code: 'ConditionalCheckFailed',
          Message: 'The conditional request failed',
          Item: { pk: { S: 'fail-1' }, sk: { S: 'A' }, status: { S: 'sold' } },
        },
      ]);
      expect(await get('fail-new')).toBeUndefined();
      expect((await get('fail-1'))?.status).toBe('sold');
    });

    it('reports every failed condition, not only the first', async () => {
      // Act
      const error = await cancellation(
        db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                ConditionCheck: {
                  TableName: TABLE,
                  Key: { pk: 'missing-1', sk: 'A' },
                  ConditionExpression: 'attribute_exists(pk)',
                },
              },
              { Put: { TableName: TABLE, Item: { pk: 'missing-ok', sk: 'A' } } },
              {
                ConditionCheck: {
                  TableName: TABLE,
                  Key: { pk: 'missing-2', sk: 'A' },
                  ConditionExpression: 'attribute_exists(pk)',
                },
              },
            ],
          }),
        ),
      );

      // Assess
      expect(error.CancellationReasons?.map((reason) => reason.Code)).toEqual([
        'ConditionalCheckFailed',
        'None',
        'ConditionalCheckFailed',
      ]);
      expect(error.CancellationReasons?.[0]?.Item).toBeUndefined();
      expect(await get('missing-ok')).toBeUndefined();
    });

    it('rolls back writes already applied when a later write fails', async () => {
      // Prepare
      await db.send(new PutCommand({ TableName: TABLE, Item: { pk: 'rb-old', sk: 'A', v: 'before' } }));
      await db.send(
        new PutCommand({ TableName: TABLE, Item: { pk: 'rb-text', sk: 'A', n: 'not a number' } }),
      );

      // Act
      const error = await cancellation(
        db.send(
          new TransactWriteCommand({
            TransactItems: [
              { Put: { TableName: TABLE, Item: { pk: 'rb-new', sk: 'A' } } },
              { Put: { TableName: TABLE, Item: { pk: 'rb-old', sk: 'A', v: 'after' } } },
              {
                Update: {
                  TableName: TABLE,
                  Key: { pk: 'rb-text', sk: 'A' },
                  UpdateExpression: 'SET n = n + :one',
                  ExpressionAttributeValues: { ':one': 1 },
                },
              },
            ],
          }),
        ),
      );

      // Assess
      expect(error.CancellationReasons?.map((reason) => reason.Code)).toEqual([
        'None',
        'None',
        'ValidationError',
      ]);
      expect(await get('rb-new')).toBeUndefined();
      expect((await get('rb-old'))?.v).toBe('before');
    });

    it('refuses two operations on the same item', async () => {
      // Act
      const attempt = db.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: TABLE, Item: { pk: 'dup', sk: 'A' } } },
            { Delete: { TableName: TABLE, Key: { pk: 'dup', sk: 'A' } } },
          ],
        }),
      );

      // Assess
      await expect(attempt).rejects.toMatchObject({
        name: 'ValidationException',
        message: 'Transaction request cannot include multiple operations on one item',
      });
      expect(await get('dup')).toBeUndefined();
    });

    it('refuses more than 100 items', async () => {
      // Act
      const attempt = db.send(
        new TransactWriteCommand({
          TransactItems: Array.from({ length: 101 }, (_, index) => ({
            Put: { TableName: TABLE, Item: { pk: `many-${index}`, sk: 'A' } },
          })),
        }),
      );

      // Assess
      await expect(attempt).rejects.toMatchObject({ name: 'ValidationException' });
      await expect(attempt).rejects.toThrow(/less than or equal to 100/);
      expect(await get('many-0')).toBeUndefined();
    });

    it('answers a validation error for a bad condition and writes nothing', async () => {
      // Act
      const attempt = db.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: TABLE, Item: { pk: 'bad-expr', sk: 'A' } } },
            {
              ConditionCheck: {
                TableName: TABLE,
                Key: { pk: 'x', sk: 'A' },
                ConditionExpression: 'nonsense((',
              },
            },
          ],
        }),
      );

      // Assess
      await expect(attempt).rejects.toMatchObject({ name: 'ValidationException' });
      expect(await get('bad-expr')).toBeUndefined();
    });

    it('lets exactly one of 20 concurrent create-if-absent transactions win', async () => {
      // Act
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, index) =>
          db.send(
            new TransactWriteCommand({
              TransactItems: [
                {
                  Put: {
                    TableName: TABLE,
                    Item: { pk: 'race', sk: 'A', winner: index },
                    ConditionExpression: 'attribute_not_exists(pk)',
                  },
                },
                { Put: { TableName: TABLE, Item: { pk: `race-side-${index}`, sk: 'A' } } },
              ],
            }),
          ),
        ),
      );

      // Assess
      const winners = results.flatMap((result, index) => (result.status === 'fulfilled' ? [index] : []));
      expect(winners).toHaveLength(1);
      const losers = results.filter((result) => result.status === 'rejected');
      for (const loser of losers) {
        expect((loser as PromiseRejectedResult).reason).toBeInstanceOf(TransactionCanceledException);
      }
      expect((await get('race'))?.winner).toBe(winners[0]);
      const sides = await Promise.all(Array.from({ length: 20 }, (_, index) => get(`race-side-${index}`)));
      expect(sides.filter(Boolean)).toHaveLength(1);
    });

    it('lets exactly one of 20 concurrent version-checked updates win', async () => {
      // Prepare
      await db.send(
        new PutCommand({ TableName: TABLE, Item: { pk: 'versioned', sk: 'A', version: 0, owner: 'none' } }),
      );

      // Act
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, index) =>
          db.send(
            new TransactWriteCommand({
              TransactItems: [
                {
                  Update: {
                    TableName: TABLE,
                    Key: { pk: 'versioned', sk: 'A' },
                    UpdateExpression: 'SET version = :next, #owner = :me',
                    ConditionExpression: 'version = :seen',
                    ExpressionAttributeNames: { '#owner': 'owner' },
                    ExpressionAttributeValues: { ':seen': 0, ':next': 1, ':me': `t${index}` },
                  },
                },
              ],
            }),
          ),
        ),
      );

      // Assess
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect(await get('versioned')).toMatchObject({ version: 1, owner: expect.stringMatching(/^t\d+$/) });
    });

    it('does not apply a transaction twice for the same client request token', async () => {
      // Prepare
      await db.send(new PutCommand({ TableName: TABLE, Item: { pk: 'idem', sk: 'A', n: 0 } }));
      const command = () =>
        new TransactWriteCommand({
          ClientRequestToken: 'token-1',
          TransactItems: [
            {
              Update: {
                TableName: TABLE,
                Key: { pk: 'idem', sk: 'A' },
                UpdateExpression: 'SET n = n + :one',
                ExpressionAttributeValues: { ':one': 1 },
              },
            },
          ],
        });

      // Act
      await db.send(command());
      await db.send(command());

      // Assess
      expect((await get('idem'))?.n).toBe(1);
    });
  });

  describe('TransactGetItems', () => {
    it('answers each item in order, an empty entry for a missing one', async () => {
      // Prepare
      await db.send(
        new PutCommand({ TableName: TABLE, Item: { pk: 'tg-1', sk: 'A', name: 'one', extra: 'x' } }),
      );
      await db.send(new PutCommand({ TableName: TABLE, Item: { pk: 'tg-2', sk: 'A', name: 'two' } }));

      // Act
      const answer = await db.send(
        new TransactGetCommand({
          TransactItems: [
            {
              Get: {
                TableName: TABLE,
                Key: { pk: 'tg-1', sk: 'A' },
                ProjectionExpression: '#name',
                ExpressionAttributeNames: { '#name': 'name' },
              },
            },
            { Get: { TableName: TABLE, Key: { pk: 'tg-missing', sk: 'A' } } },
            { Get: { TableName: TABLE, Key: { pk: 'tg-2', sk: 'A' } } },
          ],
        }),
      );

      // Assess
      expect(answer.Responses).toEqual([
        { Item: { name: 'one' } },
        {},
        { Item: { pk: 'tg-2', sk: 'A', name: 'two' } },
      ]);
    });

    it('refuses the same item twice', async () => {
      // Act
      const attempt = db.send(
        new TransactGetCommand({
          TransactItems: [
            { Get: { TableName: TABLE, Key: { pk: 'tg-1', sk: 'A' } } },
            { Get: { TableName: TABLE, Key: { pk: 'tg-1', sk: 'A' } } },
          ],
        }),
      );

      // Assess
      await expect(attempt).rejects.toMatchObject({ name: 'ValidationException' });
    });
  });

  describe('ordinary operations', () => {
    it('forwards single-item calls and adds the old item to a failed condition when asked', async () => {
      // Prepare
      await db.send(new PutCommand({ TableName: TABLE, Item: { pk: 'single', sk: 'A', n: 1 } }));

      // Act
      const attempt = db.send(
        new PutCommand({
          TableName: TABLE,
          Item: { pk: 'single', sk: 'A', n: 2 },
          ConditionExpression: 'attribute_not_exists(pk)',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );

      // Assess
      await expect(attempt).rejects.toMatchObject({
        name: 'ConditionalCheckFailedException',
        Item: { pk: { S: 'single' }, sk: { S: 'A' }, n: { N: '1' } },
      });
      expect((await get('single'))?.n).toBe(1);
    });
  });
});
