import { BatchGetCommand, DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { courseKey } from '../db/entities/training-course.entity';
import { userKey } from '../db/entities/user.entity';
import { certifiedBuyerIds } from './certified-buyers';

const dynamo = mockClient(DynamoDBDocumentClient);
const badge = (courseVersion: number) => ({
  earnedAt: '2026-11-02T00:00:00.000Z',
  courseVersion,
  credentialId: `cred-${courseVersion}`,
});
const course = (certificationValidFromVersion: number) => ({
  ...courseKey(),
  lessonOrder: [],
  version: 3,
  certificationValidFromVersion,
  updatedAt: '2026-11-01T00:00:00.000Z',
});

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand, { Key: courseKey() }).resolves({ Item: course(2) });
  dynamo.on(BatchGetCommand).resolves({
    Responses: {
      'dealflow-test': [
        { userId: 'current', certification: badge(2), accountStatus: 'active' },
        { userId: 'newer', certification: badge(3), accountStatus: 'active' },
        { userId: 'before-recertification', certification: badge(1), accountStatus: 'active' },
        { userId: 'deactivated', certification: badge(3), accountStatus: 'deactivated' },
        { userId: 'never', certification: null, accountStatus: 'active' },
        // Written before the badge existed: no attribute at all.
        { userId: 'older-item', accountStatus: 'active' },
      ],
    },
  });
});

describe('certifiedBuyerIds', () => {
  it('keeps the active holders of a badge earned on a version the course still accepts', async () => {
    // Act
    const ids = await certifiedBuyerIds([
      'current',
      'newer',
      'before-recertification',
      'deactivated',
      'never',
      'older-item',
    ]);

    // Assess
    expect([...ids].sort()).toEqual(['current', 'newer']);
  });

  it('reads each distinct profile once, projecting only what the rule needs, and the course once', async () => {
    // Act
    await certifiedBuyerIds(['current', 'newer', 'current']);

    // Assess
    const [batch] = dynamo.commandCalls(BatchGetCommand);
    const request = batch!.args[0].input.RequestItems!['dealflow-test']!;
    expect(request.Keys).toEqual([userKey('current'), userKey('newer')]);
    expect(Object.values(request.ExpressionAttributeNames!).sort()).toEqual([
      'accountStatus',
      'certification',
      'userId',
    ]);
    expect(request.ProjectionExpression).toBe('#p0, #p1, #p2');
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(1);
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(1);
  });

  it('counts every badge valid while the course never asked for re-certification', async () => {
    dynamo.on(GetCommand, { Key: courseKey() }).resolves({});
    await expect(certifiedBuyerIds(['before-recertification'])).resolves.toEqual(
      new Set(['current', 'newer', 'before-recertification']),
    );
  });

  it('reads nothing for no users', async () => {
    await expect(certifiedBuyerIds([])).resolves.toEqual(new Set());
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(0);
  });
});
