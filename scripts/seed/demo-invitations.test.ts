import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { invitationStatusAt, invitationTokenSchema } from '#shared/invitations/invitations';
import { DEMO_INVITATIONS, DEMO_WAITLIST, DEMO_WAITLIST_INVITATION_TOKEN } from './demo-invitations';
import { demoInvitationRecord, localDemoDataTarget, seedDemoInvitations } from './seed-demo-invitations';

const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const now = new Date('2026-11-20T12:00:00.000Z');

beforeEach(() => {
  dynamo.reset();
  cognito.reset();
  cognito
    .on(AdminGetUserCommand)
    .resolves({ Username: 'admin-sub', UserAttributes: [{ Name: 'sub', Value: 'admin-sub' }] });
});

describe('the demo invitations', () => {
  it('have distinct tokens that real links accept', () => {
    // Assess
    const tokens = [...DEMO_INVITATIONS.map((demo) => demo.token), DEMO_WAITLIST_INVITATION_TOKEN];
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) expect(invitationTokenSchema.safeParse(token).success).toBe(true);
  });

  it('are in the state each one names, as of the seed', () => {
    // Act
    const states = DEMO_INVITATIONS.map((demo) => {
      const record = demoInvitationRecord(demo, 'admin-sub', now);
      return [demo.state, invitationStatusAt({ status: record.status, expiresAt: record.validUntil }, now)];
    });

    // Assess
    for (const [wanted, actual] of states) expect(actual).toBe(wanted);
    expect(new Set(states.map(([state]) => state))).toEqual(new Set(['pending', 'used', 'expired']));
  });
});

describe('seedDemoInvitations', () => {
  const target = () => ({ dynamo: DynamoDBDocumentClient.from(new DynamoDBClient({})), tableName: 'demo' });

  it('creates every invitation and entry once, by the demo admin, counting waiting entries', async () => {
    // Prepare
    dynamo.on(TransactWriteCommand).resolves({});

    // Act
    const outcome = await seedDemoInvitations(new CognitoIdentityProviderClient({}), 'pool', target(), now);

    // Assess
    expect(outcome).toEqual({
      invitations: { created: DEMO_INVITATIONS.length, unchanged: 0 },
      waitlist: { created: DEMO_WAITLIST.length, unchanged: 0 },
    });
    const writes = dynamo
      .commandCalls(TransactWriteCommand)
      .flatMap((call) => call.args[0].input.TransactItems!);
    expect(
      writes
        .filter((write) => write.Put)
        .every((write) => write.Put!.ConditionExpression === 'attribute_not_exists(pk)'),
    ).toBe(true);
    expect(
      writes
        .filter((write) => write.Put?.Item?.entity === 'Invitation')
        .every((write) => write.Put!.Item!.createdBy === 'admin-sub'),
    ).toBe(true);
    const counted = writes.filter((write) => write.Update?.Key?.pk === 'WAITLIST_COUNTER');
    expect(counted).toHaveLength(DEMO_WAITLIST.filter((entry) => !entry.invitationToken).length);
  });

  it('leaves existing items alone on a restart', async () => {
    // Prepare
    dynamo
      .on(TransactWriteCommand)
      .rejects(
        new TransactionCanceledException({ message: 'exists', $metadata: {}, CancellationReasons: [] }),
      );

    // Act
    const outcome = await seedDemoInvitations(new CognitoIdentityProviderClient({}), 'pool', target(), now);

    // Assess
    expect(outcome.invitations.created + outcome.waitlist.created).toBe(0);
  });
});

describe('localDemoDataTarget', () => {
  it('is the local table only in the local stack', () => {
    const local = {
      STAGE: 'local',
      TABLE_NAME: 't',
      AWS_REGION: 'us-east-2',
      AWS_ENDPOINT_URL_DYNAMODB: 'http://localhost:1',
    };
    expect(localDemoDataTarget(local)?.tableName).toBe('t');
    expect(localDemoDataTarget({ ...local, STAGE: 'test' })).toBeNull();
    expect(localDemoDataTarget({ ...local, AWS_ENDPOINT_URL_DYNAMODB: undefined })).toBeNull();
  });
});
