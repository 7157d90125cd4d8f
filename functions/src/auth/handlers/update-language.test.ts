import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, bodyOf, lambdaContext, testClaims } from '../../testing/api-event.fixtures';
import { principalFromEvent } from '../../lib/http/principal';
import { newUserRecord } from '../../users/users.service';
import { handler } from './update-language';

const dynamo = mockClient(DynamoDBDocumentClient);
const storedUser = (overrides: Record<string, unknown> = {}) => ({
  ...newUserRecord(principalFromEvent(apiEvent({ claims: testClaims() }))!, '2026-11-01T00:00:00.000Z'),
  ...overrides,
});
const languageEvent = (body: string | undefined, headers = { 'content-type': 'application/json' }) =>
  apiEvent({ method: 'POST', path: '/api/auth/update-language', claims: testClaims(), headers, body });

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({ Item: storedUser() });
});

describe('updateLanguage', () => {
  it('saves the language and answers the user', async () => {
    // Prepare
    dynamo.on(UpdateCommand).resolves({ Attributes: storedUser({ languagePreference: 'es' }) });

    // Act
    const result = await handler(languageEvent('{"languagePreference":"es"}'), lambdaContext());

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toMatchObject({ languagePreference: 'es' });
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, UpdateCommand, {
      Key: { pk: 'USER#user-1', sk: 'PROFILE' },
      ConditionExpression: 'attribute_exists(pk)',
    });
  });

  it('writes nothing when the language is already the saved one', async () => {
    // Act
    const result = await handler(languageEvent('{"languagePreference":"en"}'), lambdaContext());

    // Assess
    expect(result.statusCode).toBe(200);
    expect(dynamo).not.toHaveReceivedCommand(UpdateCommand);
  });

  it.each([
    ['an unknown language', '{"languagePreference":"fr"}', 'VALIDATION_FAILED'],
    ['an unknown field', '{"languagePreference":"es","role":"admin"}', 'VALIDATION_FAILED'],
    ['malformed JSON', '{"languagePreference":', 'INVALID_JSON'],
    ['no body', undefined, 'INVALID_JSON'],
  ])('answers 400 and changes nothing for %s', async (_, body, code) => {
    // Act
    const result = await handler(languageEvent(body), lambdaContext());

    // Assess
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toMatchObject({ code });
    expect(dynamo).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('answers 415 when the body is not JSON', async () => {
    // Act
    const result = await handler(
      languageEvent('languagePreference=es', { 'content-type': 'application/x-www-form-urlencoded' }),
      lambdaContext(),
    );

    // Assess
    expect(result.statusCode).toBe(415);
    expect(bodyOf(result)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers 413 when the body is too large', async () => {
    // Act
    const body = JSON.stringify({ languagePreference: 'es', padding: 'x'.repeat(70_000) });
    const result = await handler(languageEvent(body), lambdaContext());

    // Assess
    expect(result.statusCode).toBe(413);
    expect(dynamo).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('names the failing field in the details', async () => {
    // Act
    const result = await handler(languageEvent('{"languagePreference":"fr"}'), lambdaContext());

    // Assess
    expect(bodyOf(result)).toMatchObject({ details: [{ path: 'body.languagePreference' }] });
  });
});
