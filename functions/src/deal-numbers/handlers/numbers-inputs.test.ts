import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { DEFAULT_NUMBERS_INPUTS } from '#shared/deal-numbers/numbers-inputs';
import { dealKey } from '../../db/entities/deal.entity';
import { numbersInputsKey } from '../../db/entities/numbers-inputs.entity';
import { apiEvent, bodyOf, lambdaContext, testClaims } from '../../testing/api-event.fixtures';
import { dealItem } from '../../testing/deal.fixtures';
import { handler as getInputs } from './get-numbers-inputs';
import { handler as saveInputs } from './save-numbers-inputs';

const dynamo = mockClient(DynamoDBDocumentClient);
const path = '/api/deals/deal-1/numbers-inputs';
const buyer = testClaims({ sub: 'buyer-1', 'cognito:groups': '[buyers]' });
const read = () =>
  getInputs(apiEvent({ path, claims: buyer, pathParameters: { dealId: 'deal-1' } }), lambdaContext());
const save = (body: unknown) =>
  saveInputs(
    apiEvent({
      method: 'PUT',
      path,
      claims: buyer,
      pathParameters: { dealId: 'deal-1' },
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    lambdaContext(),
  );

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo
    .on(GetCommand, { Key: dealKey('deal-1') })
    .resolves({ Item: dealItem({ dealId: 'deal-1', status: 'active' }) });
  dynamo.on(PutCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({});
});

describe('getNumbersInputs', () => {
  it('answers the defaults when the buyer saved none', async () => {
    // Act
    const result = await read();

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ dealId: 'deal-1', inputs: DEFAULT_NUMBERS_INPUTS, updatedAt: null });
  });

  it("answers the buyer's saved inputs, read from their own item", async () => {
    // Prepare
    dynamo.on(GetCommand, { Key: numbersInputsKey('buyer-1', 'deal-1') }).resolves({
      Item: {
        ...numbersInputsKey('buyer-1', 'deal-1'),
        entity: 'DealNumbersInputs',
        userId: 'buyer-1',
        dealId: 'deal-1',
        ...DEFAULT_NUMBERS_INPUTS,
        monthlyRent: 2_000,
        updatedAt: '2026-11-20T12:00:00.000Z',
      },
    });

    // Act
    const result = await read();

    // Assess
    expect(bodyOf(result)).toEqual({
      dealId: 'deal-1',
      inputs: { ...DEFAULT_NUMBERS_INPUTS, monthlyRent: 2_000 },
      updatedAt: '2026-11-20T12:00:00.000Z',
    });
  });

  it('answers 404 for an exclusive listing the buyer may not see', async () => {
    // Prepare
    dynamo
      .on(GetCommand, { Key: dealKey('deal-1') })
      .resolves({ Item: dealItem({ dealId: 'deal-1', status: 'exclusive' }) });

    // Act
    const result = await read();

    // Assess
    expect(result.statusCode).toBe(404);
  });
});

describe('saveNumbersInputs', () => {
  it('stores the inputs with their defaults under the buyer and listing, counting the per-user limit', async () => {
    // Act
    const result = await save({ monthlyRent: 2_400, repairs: 10_000 });

    // Assess
    expect(result.statusCode).toBe(200);
    expect(dynamo).toHaveReceivedCommandWith(PutCommand, {
      Item: expect.objectContaining({
        ...numbersInputsKey('buyer-1', 'deal-1'),
        ...DEFAULT_NUMBERS_INPUTS,
        monthlyRent: 2_400,
        repairs: 10_000,
      }),
    });
    expect(dynamo).toHaveReceivedCommandWith(UpdateCommand, {
      Key: { pk: 'RATE#numbersInputsPerUser#buyer-1', sk: expect.stringMatching(/^WINDOW#/) },
    });
  });

  it.each([
    ['a vacancy above the cap', { vacancyPercent: 80 }],
    ['a negative reserve', { monthlyReserves: -20 }],
    ['an unknown field', { rent: 2_000 }],
  ])('answers 400 for %s, writing nothing', async (_, body) => {
    // Act
    const result = await save(body);

    // Assess
    expect(result.statusCode).toBe(400);
    expect(dynamo).not.toHaveReceivedCommand(PutCommand);
  });

  it('answers 429 past 30 saves a minute, writing nothing', async () => {
    // Prepare
    dynamo
      .on(UpdateCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'failed', $metadata: {} }));

    // Act
    const result = await save({ monthlyRent: 2_400 });

    // Assess
    expect(result.statusCode).toBe(429);
    expect(dynamo).not.toHaveReceivedCommand(PutCommand);
  });

  it('answers 404 for a listing the buyer may not see, writing nothing', async () => {
    // Prepare
    dynamo
      .on(GetCommand, { Key: dealKey('deal-1') })
      .resolves({ Item: dealItem({ dealId: 'deal-1', status: 'deleted' }) });

    // Act
    const result = await save({ monthlyRent: 2_400 });

    // Assess
    expect(result.statusCode).toBe(404);
    expect(dynamo).not.toHaveReceivedCommand(PutCommand);
  });
});
