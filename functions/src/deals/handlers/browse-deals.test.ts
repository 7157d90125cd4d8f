import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, bodyOf, lambdaContext, testClaims } from '../../testing/api-event.fixtures';
import { userItem } from '../../testing/user.fixtures';
import { fakeTable } from '../../testing/browse-table.fixtures';
import { storedBrowseEntry } from '../../testing/browse.fixtures';
import { handler } from './browse-deals';

const dynamo = mockClient(DynamoDBDocumentClient);
const browse = (query: Record<string, string> = {}, groups = '[buyers]') =>
  handler(
    apiEvent({
      path: '/api/deals',
      claims: testClaims({ sub: 'buyer-1', 'cognito:groups': groups }),
      queryStringParameters: query,
    }),
    lambdaContext(),
  );
const ids = (result: Awaited<ReturnType<typeof browse>>) =>
  (bodyOf(result) as { items: Array<{ dealId: string }> }).items.map((item) => item.dealId);

const active = storedBrowseEntry({ status: 'active' });
const exclusive = storedBrowseEntry({ status: 'exclusive' });
const ownExclusive = storedBrowseEntry({ status: 'exclusive', ownerId: 'buyer-1' });

beforeEach(() => {
  dynamo.reset();
  fakeTable(dynamo, [active, exclusive, ownExclusive]);
});

describe('browseDeals', () => {
  it("hides others' exclusive listings from a buyer without first right of refusal", async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({});

    // Act
    const result = await browse();

    // Assess
    expect(result.statusCode).toBe(200);
    expect(ids(result)).toEqual([ownExclusive.dealId, active.dealId]);
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, QueryCommand, {
      IndexName: 'gsi2',
      ScanIndexForward: false,
    });
  });

  it('shows exclusive listings to a buyer whose User item grants first right of refusal', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({
      Item: userItem('buyer-1', {
        phoneNumber: null,
        roles: ['buyer'],
        cognitoGroups: ['buyers'],
        firstRightOfRefusal: true,
      }),
    });

    // Act
    const result = await browse();

    // Assess
    expect(ids(result)).toEqual([ownExclusive.dealId, exclusive.dealId, active.dealId]);
  });

  it('shows exclusive listings to an admin without reading their User item again', async () => {
    // Act
    const result = await browse({}, '[admins]');

    // Assess: the pipeline's account read is the only one.
    expect(ids(result)).toHaveLength(3);
    expect(dynamo).toHaveReceivedCommandTimes(GetCommand, 1);
  });

  it.each([
    ['a forged cursor', { cursor: Buffer.from('{"v":1}').toString('base64url') }],
    ['an unknown parameter', { colour: 'red' }],
    ['a budget off the steps', { maxPrice: '123' }],
  ])('answers 400 for %s', async (_, query) => {
    // Prepare
    dynamo.on(GetCommand).resolves({});

    // Act
    const result = await browse(query);

    // Assess
    expect(result.statusCode).toBe(400);
    expect(dynamo).not.toHaveReceivedCommand(QueryCommand);
  });
});
