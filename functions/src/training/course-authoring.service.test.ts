/** The admin's course-authoring routes, through their handlers: what they read, write and answer. */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { COURSE_LESSONS_MAX } from '#shared/training/training';
import { apiEvent, bodyOf, lambdaContext, testClaims } from '../testing/api-event.fixtures';
import { ADMIN_GROUPS } from '../testing/invitation.fixtures';
import { userItem } from '../testing/user.fixtures';
import {
  courseRecord,
  lessonContent,
  lessonRecord,
  mockTable,
  storeCourse,
  type StoredCourse,
} from '../testing/training-admin.fixtures';
import { handler as createLessonHandler } from './handlers/create-lesson';
import { handler as getAdminCourseHandler } from './handlers/get-admin-course';
import { handler as getAdminLessonHandler } from './handlers/get-admin-lesson';
import { handler as setLessonOrderHandler } from './handlers/set-lesson-order';
import { handler as setLessonSettingsHandler } from './handlers/set-lesson-settings';
import { handler as updateLessonHandler } from './handlers/update-lesson';

const dynamo = mockTable();

const adminEvent = (options: Parameters<typeof apiEvent>[0]) =>
  apiEvent({ claims: testClaims(ADMIN_GROUPS), headers: { 'content-type': 'application/json' }, ...options });

/** The items of the `call`-th transaction (0-based). */
const transaction = (call = 0) =>
  dynamo.commandCalls(TransactWriteCommand)[call]?.args[0].input.TransactItems ?? [];

/** A transaction canceled by the condition of its item at `index`. */
const canceledAt = (index: number, length: number) =>
  new TransactionCanceledException({
    message: 'canceled',
    $metadata: {},
    CancellationReasons: Array.from({ length }, (_reason, at) => ({
      Code: at === index ? 'ConditionalCheckFailed' : 'None',
    })),
  });

function stored(course: StoredCourse) {
  storeCourse(dynamo, course);
}

beforeEach(() => {
  dynamo.reset();
  dynamo.on(TransactWriteCommand).resolves({});
});

/* ----------------------------------------------------------------- reads */

describe('GET /api/admin/training/lessons', () => {
  const get = () =>
    getAdminCourseHandler(adminEvent({ path: '/api/admin/training/lessons' }), lambdaContext());

  it('lists every lesson in course order with the buyers holding a valid badge', async () => {
    stored({
      course: courseRecord({ lessonOrder: ['b', 'a'], version: 3, certificationValidFromVersion: 2 }),
      lessons: [lessonRecord('a', { published: true }), lessonRecord('b', { revision: 4 })],
      courseStats: { buyersStarted: 9, certifiedByVersion: { '1': 5, '2': 3, '3': 1 } },
    });

    const response = await get();

    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toEqual({
      lessons: [
        expect.objectContaining({ lessonId: 'b', position: 1, published: false, revision: 4 }),
        expect.objectContaining({ lessonId: 'a', position: 2, published: true, revision: 1 }),
      ],
      version: 3,
      certificationValidFromVersion: 2,
      // Version 1's five badges were revoked by the re-certification asked at version 2.
      validCertifiedCount: 4,
    });
  });

  it('answers the empty course before any lesson exists', async () => {
    stored({});

    expect(bodyOf(await get())).toEqual({
      lessons: [],
      version: 0,
      certificationValidFromVersion: 0,
      validCertifiedCount: 0,
    });
  });

  it.each([
    ['a buyer', testClaims()],
    ['an originator', testClaims({ 'cognito:groups': '[originators]' })],
  ])('answers 403 to %s', async (_who, claims) => {
    stored({});

    const response = await getAdminCourseHandler(
      apiEvent({ path: '/api/admin/training/lessons', claims }),
      lambdaContext(),
    );

    expect(response.statusCode).toBe(403);
  });

  it('answers 403 MFA_REQUIRED to an admin without two-step sign-in', async () => {
    stored({});
    dynamo.on(GetCommand, { Key: { pk: 'USER#admin-1', sk: 'PROFILE' } }).resolves({
      Item: userItem('admin-1', { roles: ['admin'], cognitoGroups: ['admins'], mfaEnabled: false }),
    });

    const response = await get();

    expect(response.statusCode).toBe(403);
    expect(bodyOf(response)).toMatchObject({ code: 'MFA_REQUIRED' });
  });
});

describe('GET /api/admin/training/lessons/{lessonId}', () => {
  const get = (lessonId: string) =>
    getAdminLessonHandler(
      adminEvent({ path: `/api/admin/training/lessons/${lessonId}`, pathParameters: { lessonId } }),
      lambdaContext(),
    );

  it('answers the lesson with its quiz answers, for the editor', async () => {
    stored({
      course: courseRecord({ lessonOrder: ['a', 'b'] }),
      lessons: [lessonRecord('a'), lessonRecord('b')],
    });

    const response = await get('b');

    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toMatchObject({
      lessonId: 'b',
      position: 2,
      content: { quiz: [{ questionId: 'q1', correctChoiceId: 'b' }] },
    });
  });

  it('answers 404 LESSON_NOT_FOUND for a lesson the course does not have', async () => {
    stored({ course: courseRecord({ lessonOrder: ['a'] }), lessons: [lessonRecord('a')] });

    const response = await get('zzz');

    expect(response.statusCode).toBe(404);
    expect(bodyOf(response)).toMatchObject({ code: 'LESSON_NOT_FOUND' });
  });
});

/* ------------------------------------------------------------ create */

describe('POST /api/admin/training/lessons', () => {
  const create = (required = true) =>
    createLessonHandler(
      adminEvent({
        method: 'POST',
        path: '/api/admin/training/lessons',
        body: JSON.stringify({ content: lessonContent('Lease options'), required }),
      }),
      lambdaContext(),
    );

  it('creates the first lesson, unpublished, and the course item with it, in one transaction', async () => {
    stored({});

    const response = await create();

    expect(response.statusCode).toBe(201);
    const lesson = bodyOf(response) as { lessonId: string };
    expect(lesson).toMatchObject({
      position: 1,
      published: false,
      required: true,
      revision: 1,
      questionCount: 1,
    });
    expect(lesson.lessonId).toMatch(/^[0-9a-z]{26}$/);
    const [summary, content, course] = transaction();
    expect(summary?.Put).toMatchObject({
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: { sk: `LESSON#${lesson.lessonId}`, published: false, readingMinutes: { en: 2, es: 1 } },
    });
    expect(content?.Put).toMatchObject({
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: { sk: `LESSON_CONTENT#${lesson.lessonId}`, revision: 1 },
    });
    expect(course?.Update).toMatchObject({
      Key: { sk: 'COURSE' },
      ConditionExpression: 'attribute_not_exists(pk)',
      ExpressionAttributeValues: { ':added': [lesson.lessonId] },
    });
    expect(dynamo).toHaveReceivedCommandWith(GetCommand, {
      Key: { pk: 'TRAINING#COURSE', sk: 'COURSE' },
      ConsistentRead: true,
    });
  });

  it('appends to an existing course only if the course is still as read', async () => {
    stored({ course: courseRecord({ lessonOrder: ['a'] }), lessons: [lessonRecord('a')] });

    const response = await create(false);

    expect(bodyOf(response)).toMatchObject({ position: 2, required: false });
    expect(transaction()[2]?.Update).toMatchObject({
      ConditionExpression: 'updatedAt = :readAt',
      ExpressionAttributeValues: { ':readAt': '2026-11-21T09:00:00.000Z' },
    });
  });

  it('reads the course again when another admin changed it meanwhile, then gives up with 409', async () => {
    stored({ course: courseRecord({ lessonOrder: ['a'] }), lessons: [lessonRecord('a')] });
    dynamo.on(TransactWriteCommand).rejects(canceledAt(2, 3));

    const response = await create();

    expect(response.statusCode).toBe(409);
    expect(bodyOf(response)).toMatchObject({ code: 'CONFLICT' });
    expect(dynamo).toHaveReceivedCommandTimes(TransactWriteCommand, 3);
  });

  it(`answers 409 COURSE_FULL once the course holds ${COURSE_LESSONS_MAX} lessons`, async () => {
    const ids = Array.from({ length: COURSE_LESSONS_MAX }, (_id, index) => `lesson-${index}`);
    stored({ course: courseRecord({ lessonOrder: ids }), lessons: ids.map((id) => lessonRecord(id)) });

    const response = await create();

    expect(response.statusCode).toBe(409);
    expect(bodyOf(response)).toMatchObject({ code: 'COURSE_FULL' });
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });
});

/* ------------------------------------------------------------ update */

describe('PUT /api/admin/training/lessons/{lessonId}', () => {
  const update = (revision: number) =>
    updateLessonHandler(
      adminEvent({
        method: 'PUT',
        path: '/api/admin/training/lessons/a',
        pathParameters: { lessonId: 'a' },
        body: JSON.stringify({ content: lessonContent('Renamed'), revision }),
      }),
      lambdaContext(),
    );

  beforeEach(() => {
    stored({
      course: courseRecord({ lessonOrder: ['a'], version: 2 }),
      lessons: [lessonRecord('a', { published: true, revision: 3 })],
    });
  });

  it('saves content and summary over the revision edited, and never touches the course (badges)', async () => {
    const response = await update(3);

    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toMatchObject({ revision: 4, title: { en: 'Renamed' }, published: true });
    const items = transaction();
    expect(items).toHaveLength(2);
    expect(items[0]?.Update).toMatchObject({
      Key: { sk: 'LESSON#a' },
      ConditionExpression: 'revision = :edited',
      ExpressionAttributeValues: { ':edited': 3, ':revision': 4, ':title': { en: 'Renamed' } },
    });
    expect(items[1]?.Put).toMatchObject({ Item: { sk: 'LESSON_CONTENT#a', revision: 4 } });
    expect(JSON.stringify(items)).not.toContain('"COURSE"');
  });

  it('answers 409 CONFLICT over a stale revision, without retrying', async () => {
    dynamo.on(TransactWriteCommand).rejects(canceledAt(0, 2));

    const response = await update(2);

    expect(response.statusCode).toBe(409);
    expect(bodyOf(response)).toMatchObject({ code: 'CONFLICT' });
    expect(dynamo).toHaveReceivedCommandTimes(TransactWriteCommand, 1);
  });

  it('answers 404 LESSON_NOT_FOUND for a lesson the course does not have', async () => {
    const response = await updateLessonHandler(
      adminEvent({
        method: 'PUT',
        path: '/api/admin/training/lessons/nope',
        pathParameters: { lessonId: 'nope' },
        body: JSON.stringify({ content: lessonContent(), revision: 1 }),
      }),
      lambdaContext(),
    );

    expect(response.statusCode).toBe(404);
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });
});

/* ---------------------------------------------------------- settings */

describe('PUT /api/admin/training/lessons/{lessonId}/settings', () => {
  const set = (settings: { published: boolean; required: boolean; requireRecertification?: boolean }) =>
    setLessonSettingsHandler(
      adminEvent({
        method: 'PUT',
        path: '/api/admin/training/lessons/a/settings',
        pathParameters: { lessonId: 'a' },
        body: JSON.stringify(settings),
      }),
      lambdaContext(),
    );

  const courseWrite = (call = 0) => transaction(call)[1]?.Update?.ExpressionAttributeValues;

  function storedLesson(flags: { published: boolean; required: boolean }) {
    stored({
      course: courseRecord({ lessonOrder: ['a'], version: 4, certificationValidFromVersion: 2 }),
      lessons: [lessonRecord('a', flags)],
      courseStats: { certifiedByVersion: { '1': 10, '3': 6, '4': 2 } },
    });
  }

  it.each([
    [
      'publishing a required lesson',
      { published: false, required: true },
      { published: true, required: true },
    ],
    [
      'requiring a published lesson',
      { published: true, required: false },
      { published: true, required: true },
    ],
    [
      'publishing and requiring a draft',
      { published: false, required: false },
      { published: true, required: true },
    ],
  ])('%s grows the version by one and keeps earned badges', async (_change, was, next) => {
    storedLesson(was);

    const response = await set(next);

    expect(response.statusCode).toBe(200);
    expect(courseWrite()).toMatchObject({ ':version': 5, ':validFrom': 2 });
    expect(bodyOf(response)).toMatchObject({
      version: 5,
      certificationValidFromVersion: 2,
      validCertifiedCount: 8,
    });
  });

  it('with re-certification asked, makes the new version the first whose badges hold', async () => {
    storedLesson({ published: false, required: true });

    const response = await set({ published: true, required: true, requireRecertification: true });

    expect(courseWrite()).toMatchObject({ ':version': 5, ':validFrom': 5, ':askedAt': expect.any(String) });
    expect(bodyOf(response)).toMatchObject({
      version: 5,
      certificationValidFromVersion: 5,
      validCertifiedCount: 0,
    });
  });

  it.each([
    [
      'unpublishing a required lesson',
      { published: true, required: true },
      { published: false, required: true },
    ],
    [
      'making a published lesson optional',
      { published: true, required: true },
      { published: true, required: false },
    ],
    [
      'publishing an optional lesson',
      { published: false, required: false },
      { published: true, required: false },
    ],
    ['requiring a draft', { published: false, required: false }, { published: false, required: true }],
  ])(
    '%s never moves the version or revokes a badge, re-certification asked or not',
    async (_change, was, next) => {
      storedLesson(was);

      const response = await set({ ...next, requireRecertification: true });

      expect(response.statusCode).toBe(200);
      expect(courseWrite()).toMatchObject({ ':version': 4, ':validFrom': 2, ':askedAt': null });
      expect(bodyOf(response)).toMatchObject({ version: 4, certificationValidFromVersion: 2 });
    },
  );

  it("writes the lesson's flags and the course together, each guarded by what was read", async () => {
    storedLesson({ published: false, required: true });

    await set({ published: true, required: true });

    const [lesson, course] = transaction();
    expect(lesson?.Update).toMatchObject({
      Key: { sk: 'LESSON#a' },
      ExpressionAttributeValues: { ':wasPublished': false, ':wasRequired': true, ':published': true },
    });
    expect(course?.Update).toMatchObject({
      Key: { sk: 'COURSE' },
      ConditionExpression: 'updatedAt = :readAt',
      ExpressionAttributeValues: { ':readAt': '2026-11-21T09:00:00.000Z' },
    });
  });

  it("bumps from the other admin's version when it lost the race, so no bump is lost", async () => {
    storedLesson({ published: false, required: true });
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(canceledAt(1, 2))
      .callsFake(() => ({}));
    // The second read finds the version the other admin's publish wrote.
    let reads = 0;
    dynamo.on(GetCommand, { Key: { pk: 'TRAINING#COURSE', sk: 'COURSE' } }).callsFake(() => {
      reads += 1;
      const version = reads === 1 ? 4 : 5;
      return {
        Item: {
          pk: 'TRAINING#COURSE',
          sk: 'COURSE',
          ...courseRecord({ lessonOrder: ['a'], version, certificationValidFromVersion: 2 }),
          updatedAt: reads === 1 ? '2026-11-21T09:00:00.000Z' : '2026-11-21T09:05:00.000Z',
        },
      };
    });

    const response = await set({ published: true, required: true });

    expect(response.statusCode).toBe(200);
    expect(courseWrite(1)).toMatchObject({ ':version': 6, ':readAt': '2026-11-21T09:05:00.000Z' });
  });

  it('writes nothing when the flags are already as asked', async () => {
    storedLesson({ published: true, required: true });

    const response = await set({ published: true, required: true, requireRecertification: true });

    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toMatchObject({ version: 4 });
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });
});

/* ------------------------------------------------------------- order */

describe('PUT /api/admin/training/order', () => {
  const order = (lessonIds: string[]) =>
    setLessonOrderHandler(
      adminEvent({ method: 'PUT', path: '/api/admin/training/order', body: JSON.stringify({ lessonIds }) }),
      lambdaContext(),
    );

  beforeEach(() => {
    stored({
      course: courseRecord({ lessonOrder: ['a', 'b', 'c'] }),
      lessons: ['a', 'b', 'c'].map((id) => lessonRecord(id)),
    });
  });

  it('puts the lessons in the new order, guarded by the course as read', async () => {
    const response = await order(['c', 'a', 'b']);

    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toMatchObject({
      lessons: [
        { lessonId: 'c', position: 1 },
        { lessonId: 'a', position: 2 },
        { lessonId: 'b', position: 3 },
      ],
    });
    expect(transaction()[0]?.Update).toMatchObject({
      Key: { sk: 'COURSE' },
      ConditionExpression: 'updatedAt = :readAt',
      ExpressionAttributeValues: { ':order': ['c', 'a', 'b'] },
    });
  });

  it.each([
    ['leaves a lesson out', ['c', 'a'], 'missing lessons: b'],
    ['names a lesson the course does not have', ['c', 'a', 'b', 'x'], 'lessons not in the course: x'],
  ])('answers 400 VALIDATION_FAILED to an order that %s', async (_what, lessonIds, message) => {
    const response = await order(lessonIds);

    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body.lessonIds', message: expect.stringContaining(message) as unknown }],
    });
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('answers 400 to an order listing a lesson twice', async () => {
    const response = await order(['a', 'b', 'b']);

    expect(response.statusCode).toBe(400);
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });
});
