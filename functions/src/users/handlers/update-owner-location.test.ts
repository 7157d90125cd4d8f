import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, bodyOf, lambdaContext, testClaims } from '../../testing/api-event.fixtures';
import { userItem } from '../../testing/user.fixtures';
import { handler } from './update-owner-location';

const dynamo = mockClient(DynamoDBDocumentClient);
const OWNER = { roles: ['owner' as const], cognitoGroups: ['owners'] };
const stored = userItem('user-1', OWNER);

const put = (body: unknown) =>
  handler(
    apiEvent({
      method: 'PUT',
      path: '/api/users/me/owner-location',
      claims: testClaims({ 'cognito:groups': '[owners]' }),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    lambdaContext(),
  );

/** The one UpdateItem the save sent. */
const savedUpdate = () => {
  const updates = dynamo.commandCalls(UpdateCommand);
  expect(updates).toHaveLength(1);
  return updates[0]!.args[0].input;
};

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({ Item: stored });
  dynamo.on(UpdateCommand).callsFake((input: { ExpressionAttributeValues: Record<string, unknown> }) => ({
    Attributes: { ...stored, ownerLocation: input.ExpressionAttributeValues[':ownerLocation'] },
  }));
});

describe('updateOwnerLocation', () => {
  it('turns the member on: the choice and the map index key are written in the same UpdateItem', async () => {
    // Act
    const result = await put({ visible: true, zipCode: '78701' });

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toMatchObject({ ownerLocation: { visible: true, zipCode: '78701' } });
    const input = savedUpdate();
    expect(input.UpdateExpression).toMatch(/^SET /);
    expect(input.UpdateExpression).not.toContain('REMOVE');
    expect(input.ExpressionAttributeValues).toMatchObject({
      ':ownerLocation': { visible: true, zipCode: '78701' },
      ':gsi5pk': 'USERS#ON_OWNER_MAP',
      ':gsi5sk': '78701#user-1',
    });
    expect(input.Key).toEqual({ pk: 'USER#user-1', sk: 'PROFILE' });
  });

  it('turns the member off: the index key is removed in the same UpdateItem and the ZIP is kept', async () => {
    // Act
    const result = await put({ visible: false, zipCode: '78701' });

    // Assess
    expect(result.statusCode).toBe(200);
    const input = savedUpdate();
    expect(input.UpdateExpression).toContain('REMOVE #gsi5pk, #gsi5sk');
    expect(input.ExpressionAttributeNames).toMatchObject({ '#gsi5pk': 'gsi5pk', '#gsi5sk': 'gsi5sk' });
    expect(input.ExpressionAttributeValues).toEqual(
      expect.objectContaining({ ':ownerLocation': { visible: false, zipCode: '78701' } }),
    );
    expect(input.ExpressionAttributeValues).not.toHaveProperty(':gsi5pk');
  });

  it('refuses a ZIP the shipped data cannot place on a map, writing nothing', async () => {
    // Act
    const result = await put({ visible: true, zipCode: '00000' });

    // Assess
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body.zipCode', message: 'zipUnknown' }],
    });
    expect(dynamo).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('refuses turning on without a ZIP', async () => {
    // Act
    const result = await put({ visible: true, zipCode: null });

    // Assess
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toMatchObject({
      details: [{ path: 'body.zipCode', message: 'ownerLocationZipRequired' }],
    });
    expect(dynamo).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('refuses a buyer, who is no Owners Club member', async () => {
    // Prepare
    dynamo
      .on(GetCommand)
      .resolves({ Item: userItem('user-1', { roles: ['buyer'], cognitoGroups: ['buyers'] }) });

    // Act
    const result = await put({ visible: true, zipCode: '78701' });

    // Assess
    expect(result.statusCode).toBe(403);
    expect(dynamo).not.toHaveReceivedCommand(UpdateCommand);
  });
});
