/**
 * The buyer's reads and visits through their handlers: the overview (and the badge a course change
 * made due), a lesson (never its answers), visits and their counters, the badge and its credential,
 * the public check and the onboarding checklist.
 */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { buyBoxSchema, buyerPreferencesSchema } from '#shared/users/buyer-preferences';
import {
  apiEvent,
  bodyOf,
  lambdaContext,
  testClaims,
  type TestEventOptions,
} from '../testing/api-event.fixtures';
import {
  FakeTable,
  courseItem,
  lessonContentItem,
  lessonItem,
  progressItem,
} from '../testing/training.fixtures';
import { userItem } from '../testing/user.fixtures';
import { credentialKey } from '../db/entities/credential.entity';
import { trainingProgressKey } from '../db/entities/training-progress.entity';
import { handler as overviewHandler } from './handlers/get-training-overview';
import { handler as lessonHandler } from './handlers/get-training-lesson';
import { handler as visitHandler } from './handlers/record-lesson-visit';
import { handler as credentialHandler } from './handlers/get-my-credential';
import { handler as verifyHandler } from './handlers/verify-credential';
import { handler as onboardingHandler } from './handlers/get-onboarding';
import { handler as dismissHandler } from './handlers/dismiss-onboarding';

const USER_ID = 'user-1';
const CREDENTIAL_ID = 'AbCdEfGhIjKlMnOpQrStUv';
const BADGE = { earnedAt: '2026-11-18T00:00:00.000Z', courseVersion: 1, credentialId: CREDENTIAL_ID };
const table = new FakeTable();

type Handler = (
  event: ReturnType<typeof apiEvent>,
  context: ReturnType<typeof lambdaContext>,
) => Promise<APIGatewayProxyStructuredResultV2 | string | void>;

async function call(handler: Handler, options: TestEventOptions) {
  const response = (await handler(
    apiEvent({ claims: testClaims(), headers: { 'content-type': 'application/json' }, ...options }),
    lambdaContext(),
  )) as APIGatewayProxyStructuredResultV2;
  return { status: response.statusCode, body: bodyOf(response) as Record<string, unknown> };
}

const buyer = (overrides: Parameters<typeof userItem>[1] = {}) =>
  table.put(userItem(USER_ID, { roles: ['buyer'], cognitoGroups: ['buyers'], ...overrides }));

beforeEach(() => {
  table.reset();
  buyer({ languagePreference: 'es' });
  table.put(courseItem(['lesson-a', 'lesson-b', 'lesson-c']));
  table.put(lessonItem('lesson-a'));
  table.put(lessonItem('lesson-b'));
  table.put(lessonItem('lesson-c', { published: false }));
  table.put(lessonContentItem('lesson-a'));
  table.put(lessonContentItem('lesson-c'));
});

describe('the overview', () => {
  const overview = (query?: Record<string, string>) =>
    call(overviewHandler, { path: '/api/training', queryStringParameters: query });

  it("lists the published lessons in order, in the caller's language, with progress and the resume point", async () => {
    table.put(
      progressItem(USER_ID, 'lesson-a', { completedAt: '2026-11-16T00:00:00.000Z', bestScorePercent: 100 }),
    );
    table.put({
      ...trainingProgressKey(USER_ID),
      startedAt: '2026-11-15T00:00:00.000Z',
      lastLessonId: 'lesson-a',
    });

    const { status, body } = await overview();

    expect(status).toBe(200);
    expect(body).toMatchObject({
      language: 'es',
      requiredCount: 2,
      completedRequiredCount: 1,
      resumeLessonId: 'lesson-b',
      certification: null,
    });
    expect(body.lessons).toMatchObject([
      {
        lessonId: 'lesson-a',
        position: 1,
        title: 'Lección lesson-a',
        progress: 'completed',
        bestScorePercent: 100,
      },
      { lessonId: 'lesson-b', position: 2, progress: 'not-started', completedAt: null },
    ]);
    expect((await overview({ language: 'en' })).body).toMatchObject({ language: 'en' });
  });

  it('awards the badge a course change made due (a required lesson unpublished)', async () => {
    table.put(progressItem(USER_ID, 'lesson-a', { completedAt: '2026-11-16T00:00:00.000Z' }));
    table.put(lessonItem('lesson-b', { published: false }));

    const { body } = await overview();

    expect(table.transactions).toHaveLength(1);
    expect(table.transactions[0]?.TransactItems?.some((item) => item.Update?.Key?.sk === 'PROFILE')).toBe(
      true,
    );
    expect(body.certification).toMatchObject({ courseVersion: 1, valid: true });
  });

  it('awards nothing while a valid badge is held', async () => {
    buyer({ certification: BADGE });
    table.put(progressItem(USER_ID, 'lesson-a', { completedAt: '2026-11-16T00:00:00.000Z' }));
    table.put(progressItem(USER_ID, 'lesson-b', { completedAt: '2026-11-16T00:00:00.000Z' }));

    expect((await overview()).body.certification).toMatchObject({ ...BADGE, valid: true });
    expect(table.transactions).toHaveLength(0);
  });
});

describe('a lesson', () => {
  const lesson = (lessonId: string) =>
    call(lessonHandler, { path: `/api/training/lessons/${lessonId}`, pathParameters: { lessonId } });

  it("answers the body and neighbours, never the quiz's answers", async () => {
    const { status, body } = await lesson('lesson-a');

    expect(status).toBe(200);
    expect(body).toMatchObject({
      lessonId: 'lesson-a',
      body: 'Cuerpo en español',
      previousLessonId: null,
      nextLessonId: 'lesson-b',
      quizAllowance: { attemptsLeft: 3, nextAttemptAt: null },
    });
    expect(JSON.stringify(body)).not.toMatch(/correct|quiz"/);
  });

  it('writes nothing (the route may only read the table)', async () => {
    await lesson('lesson-a');
    expect(table.dynamo).not.toHaveReceivedCommand(PutCommand);
    expect(table.dynamo).not.toHaveReceivedCommand(UpdateCommand);
    expect(table.transactions).toHaveLength(0);
  });

  it('answers a caller whose User item does not exist yet by the token, still writing nothing', async () => {
    table.items.delete(`USER#${USER_ID}|PROFILE`);
    const { status, body } = await lesson('lesson-a');
    expect(status).toBe(200);
    expect(body).toMatchObject({ body: 'English body' });
    expect(table.dynamo).not.toHaveReceivedCommand(PutCommand);
  });

  it.each(['lesson-c', 'lesson-z'])(
    'is 404 LESSON_NOT_FOUND when unpublished or unknown (%s)',
    async (lessonId) => {
      expect((await lesson(lessonId)).body).toMatchObject({ code: 'LESSON_NOT_FOUND' });
    },
  );
});

describe('a visit', () => {
  const visit = (lessonId: string) =>
    call(visitHandler, {
      method: 'POST',
      path: `/api/training/lessons/${lessonId}/visits`,
      pathParameters: { lessonId },
    });
  const counters = () =>
    (table.transactions[0]?.TransactItems ?? [])
      .filter((item) => item.Update?.Key?.pk === 'TRAINING#COURSE')
      .map(
        (item) =>
          `${String(item.Update?.Key?.sk)} ${Object.values(item.Update?.ExpressionAttributeNames ?? {}).join()}`,
      );

  it('counts the first visit ever as a buyer started and the lesson started', async () => {
    expect((await visit('lesson-a')).status).toBe(204);
    expect(counters()).toEqual(['STATS buyersStarted', 'STATS#LESSON#lesson-a started']);
    expect(table.get(trainingProgressKey(USER_ID))).toMatchObject({ lastLessonId: 'lesson-a' });
  });

  it('counts a first visit of another lesson as that lesson started only', async () => {
    table.put({
      ...trainingProgressKey(USER_ID),
      startedAt: '2026-11-15T00:00:00.000Z',
      lastLessonId: 'lesson-a',
    });
    await visit('lesson-b');
    expect(counters()).toEqual(['STATS#LESSON#lesson-b started']);
  });

  it('counts nothing on a lesson already opened, and moves the resume point', async () => {
    table.put({
      ...trainingProgressKey(USER_ID),
      startedAt: '2026-11-15T00:00:00.000Z',
      lastLessonId: 'lesson-b',
    });
    table.put(progressItem(USER_ID, 'lesson-a'));
    await visit('lesson-a');
    expect(counters()).toEqual([]);
    expect(table.transactions[0]?.TransactItems?.[0]?.Update?.ExpressionAttributeValues).toEqual({
      ':lessonId': 'lesson-a',
    });
  });

  it('is 404 for an unpublished lesson', async () => {
    expect((await visit('lesson-c')).status).toBe(404);
    expect(table.transactions).toHaveLength(0);
  });
});

describe('the credential', () => {
  const storeCredential = () =>
    table.put({
      ...credentialKey(CREDENTIAL_ID),
      entity: 'Credential',
      credentialId: CREDENTIAL_ID,
      userId: USER_ID,
      holderName: 'Bea Buyer',
      courseVersion: 1,
      issuedAt: BADGE.earnedAt,
    });
  const mine = () => call(credentialHandler, { path: '/api/training/certification/credential' });
  const check = () =>
    call(verifyHandler, {
      path: `/api/training/credentials/${CREDENTIAL_ID}`,
      claims: undefined,
      pathParameters: { credentialId: CREDENTIAL_ID },
    });

  it('is the signed Open Badges credential of a valid badge', async () => {
    buyer({ certification: BADGE });
    storeCredential();
    const { status, body } = await mine();
    expect(status).toBe(200);
    expect(body).toMatchObject({ validFrom: BADGE.earnedAt, proof: { cryptosuite: 'eddsa-jcs-2022' } });
  });

  it('is 404 NOT_CERTIFIED without a badge, or with one re-certification made invalid', async () => {
    expect((await mine()).body).toMatchObject({ code: 'NOT_CERTIFIED' });
    buyer({ certification: BADGE });
    storeCredential();
    table.put(courseItem(['lesson-a', 'lesson-b'], { version: 2, certificationValidFromVersion: 2 }));
    expect((await mine()).body).toMatchObject({ code: 'NOT_CERTIFIED' });
  });

  it('checks as valid for anyone while its holder carries it and the course keeps it', async () => {
    buyer({ certification: BADGE });
    storeCredential();
    const { status, body } = await check();
    expect(status).toBe(200);
    expect(body).toEqual({
      credentialId: CREDENTIAL_ID,
      status: 'valid',
      holderName: 'Bea Buyer',
      achievementName: 'Certified Buyer',
      issuerName: 'Dealflow',
      issuedAt: BADGE.earnedAt,
      revokedAt: null,
    });
  });

  it('checks as revoked, since the course change, once re-certification is required', async () => {
    buyer({ certification: BADGE });
    storeCredential();
    table.put(
      courseItem(['lesson-a'], {
        version: 2,
        certificationValidFromVersion: 2,
        recertificationAskedAt: '2026-11-22T00:00:00.000Z',
        // A later reorder moves the course's stamp, not the date re-certification was asked.
        updatedAt: '2026-11-24T00:00:00.000Z',
      }),
    );
    expect((await check()).body).toMatchObject({ status: 'revoked', revokedAt: '2026-11-22T00:00:00.000Z' });
  });

  it("checks as revoked once the holder's account is deactivated, or the holder carries another badge", async () => {
    buyer({ certification: BADGE, accountStatus: 'deactivated', updatedAt: '2026-11-23T00:00:00.000Z' });
    storeCredential();
    // When the account was closed is not recorded (a later profile edit moves updatedAt).
    expect((await check()).body).toMatchObject({ status: 'revoked', revokedAt: null });
    const reEarned = {
      ...BADGE,
      credentialId: 'AnotherCredentialId123',
      earnedAt: '2026-11-25T00:00:00.000Z',
    };
    buyer({ certification: reEarned });
    expect((await check()).body).toMatchObject({ status: 'revoked', revokedAt: reEarned.earnedAt });
  });

  it('is 404 CREDENTIAL_NOT_FOUND for an id never issued', async () => {
    expect((await check()).body).toMatchObject({ code: 'CREDENTIAL_NOT_FOUND' });
  });
});

describe('the onboarding checklist', () => {
  const onboarding = () => call(onboardingHandler, { path: '/api/training/onboarding' });
  const dismiss = (dismissed = true) =>
    call(dismissHandler, {
      method: 'PUT',
      path: '/api/training/onboarding',
      body: JSON.stringify({ dismissed }),
    });
  const everythingDone = () => {
    buyer({
      phoneNumber: '+15555550100',
      buyerPreferences: buyerPreferencesSchema.parse({
        homeType: 'primary',
        propertyType: 'condo',
        state: 'TX',
        city: 'Austin',
      }),
      buyBox: buyBoxSchema.parse({ type: 'both', zipCodes: ['78701'] }),
      certification: BADGE,
    });
    table.put({ ...trainingProgressKey(USER_ID), startedAt: '2026-11-15T00:00:00.000Z', lastLessonId: null });
    table.put({ pk: `USER#${USER_ID}`, sk: 'FAVORITE#deal-1', entity: 'DealFavorite' });
  };

  it('computes each step from real state', async () => {
    const { body } = await onboarding();
    expect(body).toMatchObject({ completedCount: 0, dismissed: false });
    expect(body.steps).toEqual([
      { step: 'completeProfile', done: false },
      { step: 'setPreferences', done: false },
      { step: 'setBuyBox', done: false },
      { step: 'startTraining', done: false },
      { step: 'becomeCertified', done: false },
      { step: 'saveFavorite', done: false },
    ]);
    everythingDone();
    expect((await onboarding()).body).toMatchObject({ completedCount: 6 });
  });

  it('refuses to hide an unfinished checklist (409 ONBOARDING_NOT_DONE)', async () => {
    const { status, body } = await dismiss();
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'ONBOARDING_NOT_DONE' });
    expect(table.dynamo).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('hides a finished checklist, and shows it again when asked', async () => {
    everythingDone();
    const { status, body } = await dismiss();
    expect(status).toBe(200);
    expect(body).toMatchObject({ dismissed: true, completedCount: 6 });
    expect(table.dynamo).toHaveReceivedCommandWith(UpdateCommand, {
      Key: trainingProgressKey(USER_ID),
      ExpressionAttributeValues: expect.objectContaining({ ':dismissedAt': expect.any(String) }),
    });

    table.put({
      ...trainingProgressKey(USER_ID),
      startedAt: '2026-11-15T00:00:00.000Z',
      lastLessonId: null,
      onboardingDismissedAt: '2026-11-20T00:00:00.000Z',
    });
    expect((await dismiss(false)).body).toMatchObject({ dismissed: false });
    expect(table.dynamo).toHaveReceivedCommandWith(UpdateCommand, {
      ExpressionAttributeValues: expect.objectContaining({ ':dismissedAt': null }),
    });
  });

  it('shows an unfinished checklist again without writing (it was never hidden)', async () => {
    const { status, body } = await dismiss(false);
    expect(status).toBe(200);
    expect(body).toMatchObject({ dismissed: false });
    expect(table.dynamo).not.toHaveReceivedCommand(UpdateCommand);
  });
});
