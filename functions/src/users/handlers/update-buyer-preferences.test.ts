import { BatchWriteCommand, DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { principalFromEvent } from '../../lib/http/principal';
import { apiEvent, bodyOf, lambdaContext, testClaims } from '../../testing/api-event.fixtures';
import { newUserRecord } from '../users.service';
import { handler } from './update-buyer-preferences';

const dynamo = mockClient(DynamoDBDocumentClient);
const stored = newUserRecord(
  principalFromEvent(apiEvent({ claims: testClaims() }))!,
  '2026-11-01T00:00:00.000Z',
);
const VALID = {
  homeType: 'primary',
  propertyType: 'condo',
  state: 'tx',
  city: 'Austin',
  zipCodes: ['78701'],
};
const put = (body: unknown) =>
  handler(
    apiEvent({
      method: 'PUT',
      path: '/api/users/me/buyer-preferences',
      claims: testClaims(),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    lambdaContext(),
  );

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({ Item: stored });
  dynamo.on(BatchWriteCommand).resolves({});
});

describe('updateBuyerPreferences', () => {
  it('saves the preferences with defaults and answers a complete profile', async () => {
    // Prepare
    dynamo.on(UpdateCommand).callsFake((input: { ExpressionAttributeValues: Record<string, unknown> }) => ({
      Attributes: { ...stored, buyerPreferences: input.ExpressionAttributeValues[':v0'] },
    }));

    // Act
    const result = await put(VALID);

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toMatchObject({
      profileComplete: true,
      buyerPreferences: { state: 'TX', city: 'Austin', searchFrequency: 'dailyDigest', zipCodes: ['78701'] },
    });
    // Where the buyer buys goes into the alert index, so new listings there find them (docs/alerts.md).
    const [batch] = dynamo.commandCalls(BatchWriteCommand);
    expect(Object.values(batch!.args[0].input.RequestItems!)[0]).toEqual([
      {
        PutRequest: {
          Item: expect.objectContaining({ pk: 'ALERTZIP#78701', sk: `preferences#${stored.userId}` }),
        },
      },
    ]);
  });

  it("accepts an older client's notifyByText but never stores it (text alerts have their own routes)", async () => {
    // Prepare
    dynamo.on(UpdateCommand).callsFake((input: { ExpressionAttributeValues: Record<string, unknown> }) => ({
      Attributes: { ...stored, buyerPreferences: input.ExpressionAttributeValues[':v0'] },
    }));

    // Act
    const result = await put({ ...VALID, notifyByText: true });

    // Assess
    expect(result.statusCode).toBe(200);
    const [update] = dynamo.commandCalls(UpdateCommand);
    expect(update!.args[0].input.ExpressionAttributeValues![':v0']).not.toHaveProperty('notifyByText');
    expect(bodyOf(result)).not.toHaveProperty('buyerPreferences.notifyByText');
  });

  it.each([
    [
      'a sixth ZIP code',
      { ...VALID, zipCodes: ['10001', '10002', '10003', '10004', '10005', '10006'] },
      'zipMaxReached',
    ],
    ['a four-digit ZIP', { ...VALID, zipCodes: ['7870'] }, 'zipInvalid'],
    ['no city', { ...VALID, city: ' ' }, 'cityRequired'],
    ['an unknown state', { ...VALID, state: 'ZZ' }, 'stateInvalid'],
    ['a missing property type', { ...VALID, propertyType: undefined }, 'propertyTypeRequired'],
    ['an over-long note', { ...VALID, notes: 'x'.repeat(1001) }, 'noteTooLong'],
    ['an unknown field', { ...VALID, userId: 'someone-else' }, undefined],
  ])('answers 400 for %s and changes nothing', async (_, body, message) => {
    // Act
    const result = await put(body);

    // Assess
    expect(result.statusCode).toBe(400);
    if (message) expect(JSON.stringify(bodyOf(result))).toContain(message);
    expect(dynamo).not.toHaveReceivedCommand(UpdateCommand);
    expect(dynamo).not.toHaveReceivedCommand(BatchWriteCommand);
  });
});
