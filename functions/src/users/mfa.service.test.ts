import { join } from 'node:path';
import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { routes } from '#shared/api/routes';
import { courseKey } from '../db/entities/training-course.entity';
import { apiEvent, bodyOf, lambdaContext, testClaims } from '../testing/api-event.fixtures';
import { userItem } from '../testing/user.fixtures';
import { handler as syncMyMfa } from './handlers/sync-my-mfa';
import { STANDARD_COURSE } from '#shared/training/standard-course/index';

const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);

type Handler = (event: ReturnType<typeof apiEvent>, context: ReturnType<typeof lambdaContext>) => unknown;

const adminClaims = testClaims({ sub: 'admin-1', 'cognito:groups': '[admins]' });
const storedAdmin = (mfaEnabled: boolean) =>
  userItem('admin-1', { roles: ['admin'], cognitoGroups: ['admins'], mfaEnabled });

/** A request each admin route accepts, so only the missing second factor can refuse it. */
const VALID_ADMIN_REQUESTS: Record<string, { pathParameters?: Record<string, string>; body?: unknown }> = {
  listUsers: {},
  setUserRoles: { pathParameters: { userId: 'user-2' }, body: { roles: ['buyer'] } },
  setUserStatus: { pathParameters: { userId: 'user-2' }, body: { accountStatus: 'active' } },
  setUserFirstRightOfRefusal: { pathParameters: { userId: 'user-2' }, body: { firstRightOfRefusal: true } },
  getUserTextAlerts: { pathParameters: { userId: 'user-2' } },
  listAllInvitations: {},
  listWaitlist: {},
  inviteWaitlistEntry: { pathParameters: { entryId: 'entry-1' } },
  listRoleRequests: {},
  decideRoleRequest: {
    pathParameters: { userId: 'user-2', role: 'originator' },
    body: { decision: 'approved' },
  },
  listAuditLog: {},
  listFeedback: {},
  countFeedback: {},
  getFeedbackSubscription: {},
  setFeedbackSubscription: { body: { bugReportEmails: true } },
  getFeedback: { pathParameters: { feedbackId: 'feedback-1' } },
  setFeedbackStatus: { pathParameters: { feedbackId: 'feedback-1' }, body: { status: 'resolved' } },
  deleteFeedback: { pathParameters: { feedbackId: 'feedback-1' } },
  getAdminCourse: {},
  getAdminLesson: { pathParameters: { lessonId: 'subject-to' } },
  createLesson: { body: { content: STANDARD_COURSE[0]!.content, required: true } },
  updateLesson: {
    pathParameters: { lessonId: 'subject-to' },
    body: { content: STANDARD_COURSE[0]!.content, revision: 1 },
  },
  setLessonSettings: {
    pathParameters: { lessonId: 'subject-to' },
    body: { published: true, required: true, requireRecertification: false },
  },
  setLessonOrder: { body: { lessonIds: ['subject-to'] } },
  loadStandardCourse: {},
  getTrainingStats: {},
};

const adminRoutes = routes.filter((route) => route.path.startsWith('/api/admin/'));

const callRoute = async (route: (typeof routes)[number]) => {
  const sample = VALID_ADMIN_REQUESTS[route.id];
  if (!sample) throw new Error(`Add a valid request for the admin route ${route.id}`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { handler } = require(join(__dirname, '..', route.handler)) as { handler: Handler };
  return (await handler(
    apiEvent({
      method: route.method,
      path: route.path,
      claims: adminClaims,
      headers: { 'content-type': 'application/json' },
      pathParameters: sample.pathParameters,
      body: sample.body === undefined ? undefined : JSON.stringify(sample.body),
    }),
    lambdaContext(),
  )) as { statusCode: number; body?: string };
};

beforeEach(() => {
  dynamo.reset();
  cognito.reset();
});

describe('admin routes (docs/requirements.md#r6-7-mfa)', () => {
  it.each(adminRoutes.map((route) => [route.id, route] as const))(
    '%s answers 403 MFA_REQUIRED to an admin whose stored user has no two-step sign-in, changing nothing',
    async (_id, route) => {
      // Prepare
      dynamo.on(GetCommand).resolves({ Item: storedAdmin(false) });
      cognito.on(AdminListGroupsForUserCommand).resolves({ Groups: [{ GroupName: 'admins' }] });

      // Act
      const result = await callRoute(route);

      // Assess
      expect(result.statusCode).toBe(403);
      expect(bodyOf(result)).toMatchObject({ code: 'MFA_REQUIRED' });
      expect(dynamo).not.toHaveReceivedCommand(UpdateCommand);
      expect(dynamo.commandCalls(GetCommand)[0]?.args[0].input.ConsistentRead).toBe(true);
    },
  );

  it('lets an admin whose stored user has two-step sign-in list users', async () => {
    // Prepare
    dynamo.resolves({ Items: [] });
    dynamo.on(GetCommand).resolves({ Item: storedAdmin(true) });
    // The list judges badges by the course, which has no lessons yet.
    dynamo.on(GetCommand, { Key: courseKey() }).resolves({});

    // Act
    const result = await callRoute(adminRoutes.find((route) => route.id === 'listUsers')!);

    // Assess
    expect(result.statusCode).toBe(200);
  });
});

describe('PUT /api/users/me/mfa', () => {
  const sync = (body?: string) =>
    syncMyMfa(
      apiEvent({
        method: 'PUT',
        path: '/api/users/me/mfa',
        claims: adminClaims,
        headers: { 'content-type': 'application/json' },
        body,
      }),
      lambdaContext(),
    );

  it('stores mfaEnabled true when Cognito lists TOTP for the caller', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({ Item: storedAdmin(false) });
    dynamo.on(UpdateCommand).resolves({ Attributes: storedAdmin(true) });
    cognito
      .on(AdminGetUserCommand)
      .resolves({ Username: 'admin-1', UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] });

    // Act
    const result = await sync();

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ mfaEnabled: true });
    expect(cognito).toHaveReceivedCommandWith(AdminGetUserCommand, { Username: 'admin-1' });
    const update = dynamo.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(Object.values(update?.ExpressionAttributeNames ?? {})).toContain('mfaEnabled');
    expect(Object.values(update?.ExpressionAttributeValues ?? {})).toContain(true);
  });

  it('stores false from Cognito whatever the body claims', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({ Item: storedAdmin(true) });
    dynamo.on(UpdateCommand).resolves({ Attributes: storedAdmin(false) });
    cognito.on(AdminGetUserCommand).resolves({ Username: 'admin-1', UserMFASettingList: [] });

    // Act
    const result = await sync('{"mfaEnabled":true}');

    // Assess
    expect(bodyOf(result)).toEqual({ mfaEnabled: false });
    const update = dynamo.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(Object.values(update?.ExpressionAttributeValues ?? {})).toContain(false);
  });

  it('writes nothing when the stored state already matches Cognito', async () => {
    dynamo.on(GetCommand).resolves({ Item: storedAdmin(true) });
    cognito
      .on(AdminGetUserCommand)
      .resolves({ Username: 'admin-1', UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] });

    expect(bodyOf(await sync())).toEqual({ mfaEnabled: true });
    expect(dynamo).not.toHaveReceivedCommand(UpdateCommand);
  });
});
