/** The screenshot upload form: the caller's own private prefix, and at most 30 an hour. */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  UpdateCommand,
  type GetCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, bodyOf, lambdaContext, testClaims } from '../../testing/api-event.fixtures';
import { userItem } from '../../testing/user.fixtures';
import { handler } from './create-feedback-screenshot';

const dynamo = mockClient(DynamoDBDocumentClient);
const USER_ID = 'user-1';

const requestForm = () =>
  handler(
    apiEvent({
      method: 'POST',
      path: '/api/feedback/screenshots',
      claims: testClaims(),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ contentType: 'image/png', size: 1024 }),
    }),
    lambdaContext(),
  );

beforeEach(() => {
  dynamo.reset();
  dynamo
    .on(GetCommand)
    .callsFake((input: GetCommandInput) => (input.Key?.sk === 'PROFILE' ? { Item: userItem(USER_ID) } : {}));
  dynamo.on(UpdateCommand).resolves({});
});

describe('POST /api/feedback/screenshots', () => {
  it("answers a form for one PNG under the caller's private upload prefix, counting it", async () => {
    const response = await requestForm();

    expect(response.statusCode).toBe(201);
    expect(bodyOf(response)).toMatchObject({
      key: expect.stringMatching(new RegExp(`^private/feedback-uploads/${USER_ID}/[0-9A-Z]{26}\\.png$`)),
    });
    expect(dynamo).toHaveReceivedCommandTimes(UpdateCommand, 1);
  });

  it('answers 429 FEEDBACK_LIMIT_REACHED past 30 forms an hour, signing none', async () => {
    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'full', $metadata: {} }));

    const response = await requestForm();

    expect(response.statusCode).toBe(429);
    expect(bodyOf(response)).toMatchObject({ code: 'FEEDBACK_LIMIT_REACHED' });
  });
});
