import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, bodyOf, lambdaContext, testClaims } from '../../testing/api-event.fixtures';
import { fakeTable } from '../../testing/browse-table.fixtures';
import { storedBrowseEntry } from '../../testing/browse.fixtures';
import { handler } from './list-map-points';

const dynamo = mockClient(DynamoDBDocumentClient);
const DOWNTOWN = { west: '-97.76', south: '30.25', east: '-97.70', north: '30.30' };
const listMapPoints = (query: Record<string, string>) =>
  handler(
    apiEvent({
      path: '/api/deals/map-points',
      claims: testClaims({ sub: 'buyer-1', 'cognito:groups': '[buyers]' }),
      queryStringParameters: query,
    }),
    lambdaContext(),
  );

const active = storedBrowseEntry({ status: 'active', location: { lat: 30.27, lng: -97.74 } });
const othersExclusive = storedBrowseEntry({ status: 'exclusive', location: { lat: 30.27, lng: -97.74 } });

beforeEach(() => {
  dynamo.reset();
  fakeTable(dynamo, [active, othersExclusive]);
  dynamo.on(GetCommand).resolves({});
});

describe('listMapPoints', () => {
  it("answers the view's points a buyer may see, counting the call against the per-user limit", async () => {
    // Act
    const result = await listMapPoints(DOWNTOWN);

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({
      points: [expect.objectContaining({ dealId: active.dealId, lat: 30.27, lng: -97.74 })],
      capped: false,
    });
    expect(dynamo).toHaveReceivedCommandWith(UpdateCommand, {
      Key: { pk: 'RATE#mapPointsPerUser#buyer-1', sk: expect.stringMatching(/^WINDOW#/) },
      ExpressionAttributeValues: expect.objectContaining({ ':room': 29 }),
    });
  });

  it.each([
    ['no view', {}],
    ['a view whose west is east of its east', { ...DOWNTOWN, west: '-97.6' }],
    ['a view whose south is north of its north', { ...DOWNTOWN, south: '30.4' }],
    ['a latitude off the globe', { ...DOWNTOWN, north: '91' }],
    ['a longitude that is not a number', { ...DOWNTOWN, east: 'east' }],
    ['a list parameter', { ...DOWNTOWN, cursor: 'abc' }],
  ])('answers 400 for %s, reading nothing', async (_, query) => {
    // Act
    const result = await listMapPoints(query);

    // Assess
    expect(result.statusCode).toBe(400);
    expect(dynamo).not.toHaveReceivedCommand(QueryCommand);
  });

  it('answers 429 past 30 calls a minute, reading no listing', async () => {
    // Prepare
    dynamo
      .on(UpdateCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'failed', $metadata: {} }));

    // Act
    const result = await listMapPoints(DOWNTOWN);

    // Assess
    expect(result.statusCode).toBe(429);
    expect(dynamo).not.toHaveReceivedCommand(QueryCommand);
  });
});
