import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, bodyOf, lambdaContext, testClaims } from '../../testing/api-event.fixtures';
import { handler } from './update-my-roles';

const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const patch = (body: string) =>
  handler(
    apiEvent({
      method: 'PATCH',
      path: '/api/users/me/roles',
      claims: testClaims(),
      headers: { 'content-type': 'application/json' },
      body,
    }),
    lambdaContext(),
  );

beforeEach(() => {
  dynamo.reset();
  cognito.reset();
});

describe('updateMyRoles', () => {
  it('answers 403 to a user granting themselves admin, touching nothing', async () => {
    // Act
    const result = await patch('{"add":["admin"]}');

    // Assess
    expect(result.statusCode).toBe(403);
    expect(bodyOf(result)).toMatchObject({ code: 'FORBIDDEN' });
    expect(cognito.calls()).toHaveLength(0);
    expect(dynamo).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('answers 400 to an unknown role or field', async () => {
    expect((await patch('{"add":["king"]}')).statusCode).toBe(400);
    expect((await patch('{"add":[],"roles":["admin"]}')).statusCode).toBe(400);
    expect(cognito.calls()).toHaveLength(0);
  });
});
