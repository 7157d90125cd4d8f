import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { OwnerLocations } from '#shared/demand/demand';
import type { UserRecord } from '../../db/entities/user.entity';
import { apiEvent, bodyOf, lambdaContext, testClaims } from '../../testing/api-event.fixtures';
import { userItem } from '../../testing/user.fixtures';
import { OWNER_MAP_MAX_MEMBERS } from '../owner-locations.service';
import { handler } from './get-owner-locations';

const dynamo = mockClient(DynamoDBDocumentClient);
const OWNER = { roles: ['owner' as const], cognitoGroups: ['owners'] };

/** A member on the map's index at `zipCode`. */
const onMap = (userId: string, zipCode: string, overrides: Partial<UserRecord> = {}) => ({
  ...userItem(userId, { ...OWNER, ownerLocation: { visible: true, zipCode }, ...overrides }),
  gsi5pk: 'USERS#ON_OWNER_MAP',
  gsi5sk: `${zipCode}#${userId}`,
});

const get = async (groups = '[owners]') => {
  const result = await handler(
    apiEvent({ path: '/api/owners/locations', claims: testClaims({ 'cognito:groups': groups }) }),
    lambdaContext(),
  );
  return { status: result.statusCode, body: bodyOf(result) as OwnerLocations };
};

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({ Item: userItem('user-1', OWNER) });
  dynamo.on(QueryCommand).resolves({ Items: [] });
});

describe('getOwnerLocations', () => {
  it('groups the members by ZIP in ZIP order, named by company or first name and last initial', async () => {
    // Prepare
    dynamo.on(QueryCommand).resolves({
      Items: [
        onMap('m-1', '78701', { companyName: 'Zeta Homes' }),
        onMap('m-2', '78701', { companyName: null, firstName: 'Ana', lastName: 'rivera' }),
        onMap('m-3', '10001', { companyName: 'Acme Realty', roles: ['admin'] }),
      ],
    });

    // Act
    const { status, body } = await get();

    // Assess
    expect(status).toBe(200);
    expect(body.points.map((point) => [point.zipCode, point.members])).toEqual([
      ['10001', ['Acme Realty']],
      ['78701', ['Ana R.', 'Zeta Homes']],
    ]);
    expect(body.points[1]).toMatchObject({ city: 'Austin', state: 'TX' });
    expect(body.points[1]!.location.lat).toBeCloseTo(30.27, 1);
    // Names only: no id, e-mail or phone of any member leaves the server.
    const text = JSON.stringify(body);
    for (const secret of ['m-1', 'm-2', 'bea@example.com', '+15555550100'])
      expect(text).not.toContain(secret);
    expect(dynamo).toHaveReceivedCommandWith(QueryCommand, {
      IndexName: 'gsi5',
      ExpressionAttributeValues: expect.objectContaining({ ':pk': 'USERS#ON_OWNER_MAP' }),
      Limit: OWNER_MAP_MAX_MEMBERS,
    });
  });

  it('leaves out deactivated accounts, accounts without a member role and members who turned it off', async () => {
    // Prepare
    dynamo.on(QueryCommand).resolves({
      Items: [
        onMap('m-1', '78701', { companyName: 'Gone Homes', accountStatus: 'deactivated' }),
        onMap('m-2', '78701', { companyName: 'Buyer Only', roles: ['buyer'] }),
        onMap('m-3', '78701', {
          companyName: 'Hidden Homes',
          ownerLocation: { visible: false, zipCode: '78701' },
        }),
        onMap('m-4', '78702', { companyName: 'Shown Homes', roles: ['buyer', 'originator'] }),
      ],
    });

    // Act
    const { body } = await get();

    // Assess
    expect(body.points.map((point) => [point.zipCode, point.members])).toEqual([['78702', ['Shown Homes']]]);
  });

  it('reads every page of the index', async () => {
    // Prepare
    dynamo
      .on(QueryCommand)
      .resolvesOnce({
        Items: [onMap('m-1', '10001', { companyName: 'First Page' })],
        LastEvaluatedKey: {
          pk: 'USER#m-1',
          sk: 'PROFILE',
          gsi5pk: 'USERS#ON_OWNER_MAP',
          gsi5sk: '10001#m-1',
        },
      })
      .resolvesOnce({ Items: [onMap('m-2', '78701', { companyName: 'Second Page' })] });

    // Act
    const { body } = await get();

    // Assess
    expect(body.points.flatMap((point) => point.members)).toEqual(['First Page', 'Second Page']);
    expect(dynamo).toHaveReceivedCommandTimes(QueryCommand, 2);
  });

  it('refuses a buyer', async () => {
    // Prepare
    dynamo
      .on(GetCommand)
      .resolves({ Item: userItem('user-1', { roles: ['buyer'], cognitoGroups: ['buyers'] }) });

    // Act
    const { status } = await get('[buyers]');

    // Assess
    expect(status).toBe(403);
    expect(dynamo).not.toHaveReceivedCommand(QueryCommand);
  });
});
