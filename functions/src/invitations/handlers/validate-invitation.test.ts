import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, bodyOf, lambdaContext } from '../../testing/api-event.fixtures';
import { hashInvitationToken } from '../invitation-token';
import { storedInvitation, TEST_TOKEN } from '../../testing/invitation.fixtures';
import { handler } from './validate-invitation';

const dynamo = mockClient(DynamoDBDocumentClient);
const validate = (token: string) =>
  handler(
    apiEvent({ path: `/api/auth/validate-invitation/${token}`, pathParameters: { token } }),
    lambdaContext(),
  );

beforeEach(() => dynamo.reset());

describe('validateInvitation', () => {
  it('answers a pending invitation as valid, with its role and expiry, looked up by hash', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({ Item: storedInvitation({ role: 'originator' }) });

    // Act
    const result = await validate(TEST_TOKEN);

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({
      valid: true,
      status: 'pending',
      role: 'originator',
      expiresAt: '2099-01-01T00:00:00.000Z',
    });
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, GetCommand, {
      Key: {
        pk: `INVITATION#${hashInvitationToken(TEST_TOKEN)}`,
        sk: 'INVITATION',
      },
    });
  });

  it('answers a used invitation as not valid', async () => {
    // Prepare
    dynamo
      .on(GetCommand)
      .resolves({ Item: storedInvitation({ status: 'used', usedAt: '2026-02-01T00:00:00Z' }) });

    // Act
    const result = await validate(TEST_TOKEN);

    // Assess
    expect(bodyOf(result)).toMatchObject({ valid: false, status: 'used', role: 'buyer' });
  });

  it('answers a pending invitation past its expiry as expired', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({ Item: storedInvitation({ validUntil: '2020-01-01T00:00:00.000Z' }) });

    // Act
    const result = await validate(TEST_TOKEN);

    // Assess
    expect(bodyOf(result)).toMatchObject({ valid: false, status: 'expired' });
  });

  it('answers an unknown token as unknown', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({});

    // Act
    const result = await validate(TEST_TOKEN);

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ valid: false, status: 'unknown', role: null, expiresAt: null });
  });

  it('answers a malformed token as unknown without reading the table', async () => {
    // Act
    const result = await validate('short');

    // Assess
    expect(bodyOf(result)).toEqual({ valid: false, status: 'unknown', role: null, expiresAt: null });
    expect(dynamo.calls()).toHaveLength(0);
  });
});
