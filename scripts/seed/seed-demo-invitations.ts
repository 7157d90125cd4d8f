/**
 * Seeds the demo invitations and waitlist entries into the table, with the same entity modules the
 * API uses, so the items are exactly what the API would have written. Idempotent: every write is a
 * create-only put (with the waitlist counter in the same transaction), and an existing item is left
 * alone, so a restart changes nothing and never double-counts the waitlist.
 */
import {
  AdminGetUserCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { INVITATION_VALIDITY_DAYS } from '#shared/invitations/invitations';
import { toInvitationItem, type InvitationRecord } from '#functions/db/entities/invitation.entity';
import {
  WAITLIST_COUNTER_ENTITY,
  WAITLIST_COUNT_ATTRIBUTE,
  toWaitlistEntryItem,
  waitlistCounterKey,
} from '#functions/db/entities/waitlist-entry.entity';
import { hashInvitationToken } from '#functions/invitations/invitation-token';
import {
  DEMO_INVITATIONS,
  DEMO_INVITER_EMAIL,
  DEMO_WAITLIST,
  type DemoInvitation,
  type DemoWaitlistEntry,
} from './demo-invitations';

export interface DemoDataTarget {
  dynamo: DynamoDBDocumentClient;
  tableName: string;
}

/**
 * The local stack's table, when this process is the local stack (its function environment is
 * applied before the seed runs); null anywhere else, e.g. in the Cognito tests that seed accounts
 * into a pool with no table beside it.
 */
export function localDemoDataTarget(environment: NodeJS.ProcessEnv = process.env): DemoDataTarget | null {
  const { STAGE, TABLE_NAME, AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB } = environment;
  if (STAGE !== 'local' || !TABLE_NAME || !AWS_ENDPOINT_URL_DYNAMODB) return null;
  return {
    dynamo: DynamoDBDocumentClient.from(
      new DynamoDBClient({ region: AWS_REGION, endpoint: AWS_ENDPOINT_URL_DYNAMODB }),
      {
        marshallOptions: { removeUndefinedValues: true },
      },
    ),
    tableName: TABLE_NAME,
  };
}

export interface DemoDataOutcome {
  invitations: { created: number; unchanged: number };
  waitlist: { created: number; unchanged: number };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const CREATE_ONLY = 'attribute_not_exists(pk)';
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** The record of a demo invitation, dated relative to `now`. */
export function demoInvitationRecord(
  demo: Pick<DemoInvitation, 'token' | 'role' | 'state' | 'createdDaysAgo' | 'email'>,
  inviterId: string,
  now: Date,
): InvitationRecord {
  const created = daysBefore(now, demo.createdDaysAgo);
  const validUntil = new Date(created.getTime() + INVITATION_VALIDITY_DAYS * DAY_MS);
  return {
    invitationId: ulid(created.getTime()),
    tokenHash: hashInvitationToken(demo.token),
    role: demo.role,
    status: demo.state === 'used' ? 'used' : 'pending',
    createdAt: created.toISOString(),
    // An expired demo invitation ran out ten days ago, whatever its age says.
    validUntil: (demo.state === 'expired' ? daysBefore(now, 10) : validUntil).toISOString(),
    createdBy: inviterId,
    email: demo.email,
    // A used demo invitation is only marked used: no demo account stands behind it.
    usedAt: demo.state === 'used' ? new Date(created.getTime() + DAY_MS).toISOString() : null,
    usedBy: null,
  };
}

/** Runs a create-only transaction; answers false when its items were already there. */
async function createOnce(
  target: DemoDataTarget,
  items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>,
) {
  try {
    await target.dynamo.send(new TransactWriteCommand({ TransactItems: items }));
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException) return false;
    throw error;
  }
}

async function seedWaitlistEntry(
  target: DemoDataTarget,
  demo: DemoWaitlistEntry,
  inviterId: string,
  now: Date,
) {
  const createdAt = daysBefore(now, demo.requestedDaysAgo);
  const invitation = demo.invitationToken
    ? demoInvitationRecord(
        {
          token: demo.invitationToken,
          role: demo.role,
          state: 'pending',
          createdDaysAgo: 0,
          email: demo.email,
        },
        inviterId,
        now,
      )
    : null;
  const entry = toWaitlistEntryItem({
    entryId: ulid(createdAt.getTime()),
    firstName: demo.firstName,
    lastName: demo.lastName,
    email: demo.email,
    role: demo.role,
    note: demo.note,
    status: invitation ? 'invited' : 'waiting',
    createdAt: createdAt.toISOString(),
    invitedAt: invitation ? now.toISOString() : null,
    invitationId: invitation?.invitationId ?? null,
    invitedBy: invitation ? inviterId : null,
    // Seeded as confirmed: the demo entries have no link to follow.
    confirmationHash: null,
    confirmBy: null,
  });
  const { tableName } = target;
  return createOnce(target, [
    { Put: { TableName: tableName, Item: entry, ConditionExpression: CREATE_ONLY } },
    invitation
      ? {
          Put: { TableName: tableName, Item: toInvitationItem(invitation), ConditionExpression: CREATE_ONLY },
        }
      : {
          // A waiting entry holds a place of the capacity, exactly as the API counts it.
          Update: {
            TableName: tableName,
            Key: waitlistCounterKey(),
            UpdateExpression: 'ADD #count :one SET entity = :entity',
            ExpressionAttributeNames: { '#count': WAITLIST_COUNT_ATTRIBUTE },
            ExpressionAttributeValues: { ':one': 1, ':entity': WAITLIST_COUNTER_ENTITY },
          },
        },
  ]);
}

/** Seeds the demo invitations (created by the demo admin) and waitlist entries. */
export async function seedDemoInvitations(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  target: DemoDataTarget,
  now: Date = new Date(),
): Promise<DemoDataOutcome> {
  const inviter = await cognito.send(
    new AdminGetUserCommand({ UserPoolId: userPoolId, Username: DEMO_INVITER_EMAIL }),
  );
  const inviterId =
    inviter.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value ??
    inviter.Username ??
    DEMO_INVITER_EMAIL;
  const outcome: DemoDataOutcome = {
    invitations: { created: 0, unchanged: 0 },
    waitlist: { created: 0, unchanged: 0 },
  };
  for (const demo of DEMO_INVITATIONS) {
    const item = toInvitationItem(demoInvitationRecord(demo, inviterId, now));
    const created = await createOnce(target, [
      { Put: { TableName: target.tableName, Item: item, ConditionExpression: CREATE_ONLY } },
    ]);
    outcome.invitations[created ? 'created' : 'unchanged'] += 1;
  }
  for (const demo of DEMO_WAITLIST) {
    const created = await seedWaitlistEntry(target, demo, inviterId, now);
    outcome.waitlist[created ? 'created' : 'unchanged'] += 1;
  }
  return outcome;
}
