/** Loading the standard course: once, only into an empty course, published, at course version 1. */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { STANDARD_COURSE } from '#shared/training/standard-course/index';
import { apiEvent, bodyOf, lambdaContext, testClaims } from '../testing/api-event.fixtures';
import { ADMIN_GROUPS } from '../testing/invitation.fixtures';
import { courseRecord, lessonRecord, mockTable, storeCourse } from '../testing/training-admin.fixtures';
import { handler } from './handlers/load-standard-course';

const dynamo = mockTable();

const load = () =>
  handler(
    apiEvent({
      method: 'POST',
      path: '/api/admin/training/standard-course',
      claims: testClaims(ADMIN_GROUPS),
    }),
    lambdaContext(),
  );

const transactItems = () => dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];

beforeEach(() => {
  dynamo.reset();
  dynamo.on(TransactWriteCommand).resolves({});
});

describe('POST /api/admin/training/standard-course', () => {
  it('loads every standard lesson, published with its required flag, in one transaction at version 1', async () => {
    storeCourse(dynamo, {});

    const response = await load();

    expect(response.statusCode).toBe(201);
    const items = transactItems();
    expect(items).toHaveLength(STANDARD_COURSE.length * 2 + 1);
    for (const item of items) expect(item.Put?.ConditionExpression).toBe('attribute_not_exists(pk)');
    const summaries = items.flatMap((item) =>
      String(item.Put?.Item?.sk).startsWith('LESSON#') ? [item.Put?.Item] : [],
    );
    expect(summaries).toEqual(
      STANDARD_COURSE.map(({ lessonId, required }) =>
        expect.objectContaining({ lessonId, required, published: true, revision: 1 }),
      ),
    );
    expect(items.at(-1)?.Put?.Item).toMatchObject({
      sk: 'COURSE',
      lessonOrder: STANDARD_COURSE.map(({ lessonId }) => lessonId),
      version: 1,
      certificationValidFromVersion: 0,
    });
    expect(bodyOf(response)).toMatchObject({
      version: 1,
      certificationValidFromVersion: 0,
      lessons: STANDARD_COURSE.map(({ lessonId }, index) => ({
        lessonId,
        position: index + 1,
        published: true,
      })),
    });
  });

  it('answers 409 COURSE_NOT_EMPTY and writes nothing once the course has a lesson', async () => {
    storeCourse(dynamo, { course: courseRecord({ lessonOrder: ['mine'] }), lessons: [lessonRecord('mine')] });

    const response = await load();

    expect(response.statusCode).toBe(409);
    expect(bodyOf(response)).toMatchObject({ code: 'COURSE_NOT_EMPTY' });
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('changes nothing in a course that already holds every standard lesson', async () => {
    const ids = STANDARD_COURSE.map(({ lessonId }) => lessonId);
    storeCourse(dynamo, {
      course: courseRecord({ lessonOrder: [...ids, 'mine'] }),
      lessons: [...ids, 'mine'].map((lessonId) => lessonRecord(lessonId)),
    });

    const response = await load();

    expect(response.statusCode).toBe(201);
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
    expect(bodyOf(response)).toMatchObject({
      lessons: expect.arrayContaining([expect.objectContaining({ lessonId: 'mine' })]),
    });
  });

  it('answers 409 COURSE_NOT_EMPTY to the second of two admins loading at once', async () => {
    // Both read an empty course; the other admin's transaction created the course item first.
    storeCourse(dynamo, {});
    const lessonItems = Array.from({ length: STANDARD_COURSE.length * 2 }, () => ({ Code: 'None' }));
    dynamo.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'canceled',
        $metadata: {},
        CancellationReasons: [...lessonItems, { Code: 'ConditionalCheckFailed' }],
      }),
    );

    const response = await load();

    expect(response.statusCode).toBe(409);
    expect(bodyOf(response)).toMatchObject({ code: 'COURSE_NOT_EMPTY' });
    expect(dynamo).toHaveReceivedCommandTimes(TransactWriteCommand, 1);
  });
});
