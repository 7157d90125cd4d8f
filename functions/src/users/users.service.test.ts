import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { principalFromEvent } from '../lib/http/principal';
import { apiEvent, testClaims } from '../testing/api-event.fixtures';
import { newUserRecord, updateProfile } from './users.service';

const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const NOW = '2026-11-02T00:00:00.000Z';
const principal = (groups = '[buyers]') =>
  principalFromEvent(apiEvent({ claims: testClaims({ 'cognito:groups': groups }) }))!;
const stored = (overrides: Record<string, unknown> = {}) => ({
  ...newUserRecord(principal(), '2026-11-01T00:00:00.000Z'),
  ...overrides,
});

beforeEach(() => {
  dynamo.reset();
  cognito.reset();
  dynamo.on(GetCommand).resolves({ Item: stored() });
  dynamo.on(UpdateCommand).callsFake((input: { ExpressionAttributeValues: Record<string, unknown> }) => ({
    Attributes: stored(),
    input,
  }));
});

describe('updateProfile', () => {
  it('stores the phone in E.164 with the names, link and language', async () => {
    // Act
    await updateProfile(
      principal(),
      {
        firstName: 'Bea',
        lastName: 'Brown',
        phoneNumber: '5551234567',
        callBookingLink: 'https://cal.example.com/bea',
        languagePreference: 'es',
      },
      NOW,
    );

    // Assess
    const input = dynamo.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(Object.values(input?.ExpressionAttributeValues ?? {})).toEqual(
      expect.arrayContaining(['Bea', 'Brown', '+15551234567', 'https://cal.example.com/bea', 'es']),
    );
    // The last name is searchable by admins: its index key is rewritten with it.
    expect(Object.values(input?.ExpressionAttributeValues ?? {})).toContain('brown#user-1');
  });
});
