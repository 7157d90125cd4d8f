/**
 * Submitting a quiz through its handler: the transaction that stores the attempt (and, on the last
 * required lesson, the badge), the daily limit held by a conditional write, the award after a
 * parallel completion, and the refusals.
 */
import { PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { apiEvent, bodyOf, lambdaContext, testClaims } from '../testing/api-event.fixtures';
import { canceledAt } from '../testing/deal.fixtures';
import {
  FakeTable,
  attemptItem,
  courseItem,
  lessonContentItem,
  lessonItem,
  progressItem,
} from '../testing/training.fixtures';
import { userItem } from '../testing/user.fixtures';
import { handler as submitHandler } from './handlers/submit-quiz-answers';
import { handler as startHandler } from './handlers/start-quiz-attempt';

const USER_ID = 'user-1';
const ATTEMPT_ID = '01KAVQ3G5S8N6B7Y2C4D9E0F1G';
const table = new FakeTable();

const ALL_RIGHT = ['q1', 'q2', 'q3'].map((questionId) => ({ questionId, choiceId: 'a' }));
const ONE_WRONG = [...ALL_RIGHT.slice(0, 2), { questionId: 'q3', choiceId: 'b' }];

const submit = async (answers: { questionId: string; choiceId: string }[], lessonId = 'lesson-a') => {
  const path = `/api/training/lessons/${lessonId}/attempts/${ATTEMPT_ID}/answers`;
  const response = await submitHandler(
    apiEvent({
      method: 'POST',
      path,
      claims: testClaims(),
      headers: { 'content-type': 'application/json' },
      pathParameters: { lessonId, attemptId: ATTEMPT_ID },
      body: JSON.stringify({ answers }),
    }),
    lambdaContext(),
  );
  return { status: response.statusCode, body: bodyOf(response) as Record<string, unknown> };
};

/** The items of the `n`-th transaction (1-based). */
const transactionItems = (n = 1) => table.transactions[n - 1]?.TransactItems ?? [];
const userUpdates = (n = 1) => transactionItems(n).filter((item) => item.Update?.Key?.sk === 'PROFILE');
const checkedLessons = (n = 1) =>
  transactionItems(n)
    .filter((item) => String(item.ConditionCheck?.Key?.sk ?? '').startsWith('TRAINING#LESSON#'))
    .map((item) => String(item.ConditionCheck?.Key?.sk).replace('TRAINING#LESSON#', ''));
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

beforeEach(() => {
  table.reset();
  table.put(userItem(USER_ID, { roles: ['buyer'], cognitoGroups: ['buyers'] }));
  table.put(courseItem(['lesson-a', 'lesson-b', 'lesson-c']));
  table.put(lessonItem('lesson-a'));
  table.put(lessonItem('lesson-b'));
  table.put(lessonItem('lesson-c', { required: false }));
  table.put(lessonContentItem('lesson-a'));
  table.put(attemptItem(USER_ID, ATTEMPT_ID, 'lesson-a'));
});

describe('submitting the answers of an attempt', () => {
  it('completes the last required lesson and writes the badge in the same transaction', async () => {
    table.put(
      progressItem(USER_ID, 'lesson-b', { completedAt: '2026-11-16T00:00:00.000Z', attemptCount: 1 }),
    );

    const { status, body } = await submit(ALL_RIGHT);

    expect(status).toBe(200);
    expect(body).toMatchObject({
      passed: true,
      scorePercent: 100,
      lessonCompleted: true,
      certifiedNow: true,
    });
    expect(body.certification).toMatchObject({ courseVersion: 1, valid: true });
    expect(table.transactions).toHaveLength(1);
    const items = transactionItems();
    expect(items[0]?.Delete?.Key).toEqual({ pk: `USER#${USER_ID}`, sk: `TRAINING#ATTEMPT#${ATTEMPT_ID}` });
    expect(items[0]?.Delete?.ConditionExpression).toContain('attribute_exists(pk)');
    // The badge rests on the other required lesson's completion; the optional one is not asked for.
    expect(checkedLessons()).toEqual(['lesson-b']);
    expect(items.some((item) => item.ConditionCheck?.Key?.sk === 'COURSE')).toBe(true);
    const [badgeWrite] = userUpdates();
    expect(badgeWrite?.Update?.ConditionExpression).toContain('certification.courseVersion < :validFrom');
    const badge = badgeWrite?.Update?.ExpressionAttributeValues?.[':badge'] as { credentialId: string };
    expect(badge.credentialId).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(badgeWrite?.Update?.ExpressionAttributeValues?.[':gsi4pk']).toBe('USERS#CERTIFIED');
    const credential = items.find((item) => item.Put?.Item?.entity === 'Credential');
    expect(credential?.Put?.Item).toMatchObject({
      credentialId: badge.credentialId,
      userId: USER_ID,
      holderName: 'Bea Buyer',
    });
    expect(items.some((item) => item.Update?.UpdateExpression?.includes('certifiedByVersion.#version'))).toBe(
      true,
    );
    // The certified counters exist before a badge adds to them.
    expect(table.dynamo).toHaveReceivedCommandWith(UpdateCommand, {
      Key: { pk: 'TRAINING#COURSE', sk: 'STATS' },
    });
  });

  it('completes a lesson that is not the last without any badge item', async () => {
    const { status, body } = await submit(ALL_RIGHT);

    expect(status).toBe(200);
    expect(body).toMatchObject({ lessonCompleted: true, certifiedNow: false, certification: null });
    expect(table.transactions).toHaveLength(1);
    expect(userUpdates()).toHaveLength(0);
    expect(checkedLessons()).toEqual([]);
    const progress = transactionItems().find((item) => item.Put?.Item?.entity === 'LessonProgress');
    expect(progress?.Put?.Item).toMatchObject({
      lessonId: 'lesson-a',
      attemptCount: 1,
      bestScorePercent: 100,
    });
  });

  it('does not complete the lesson below the pass mark, and says which questions were right', async () => {
    const { body } = await submit(ONE_WRONG);

    expect(body).toMatchObject({
      passed: false,
      scorePercent: 67,
      lessonCompleted: false,
      certifiedNow: false,
    });
    expect(body.questions).toEqual([
      { questionId: 'q1', correct: true },
      { questionId: 'q2', correct: true },
      { questionId: 'q3', correct: false },
    ]);
    expect(JSON.stringify(body)).not.toContain('correctChoiceId');
  });

  it('awards the badge afterwards when another last lesson completed in parallel', async () => {
    // Both tabs read the other lesson incomplete; the other one lands while this one is written.
    table.onTransaction = (_input, call) => {
      if (call === 1) {
        table.put(
          progressItem(USER_ID, 'lesson-b', { completedAt: new Date().toISOString(), attemptCount: 1 }),
        );
      }
    };

    const { body } = await submit(ALL_RIGHT);

    expect(userUpdates(1)).toHaveLength(0);
    expect(table.transactions).toHaveLength(2);
    expect(checkedLessons(2).sort()).toEqual(['lesson-a', 'lesson-b']);
    expect(userUpdates(2)).toHaveLength(1);
    expect(body).toMatchObject({ certifiedNow: true, certification: { valid: true } });
  });

  it('gives one badge when the parallel request awarded it first', async () => {
    const theirs = {
      earnedAt: '2026-11-20T00:00:00.000Z',
      courseVersion: 1,
      credentialId: 'TheirCredentialId12345',
    };
    table.onTransaction = (_input, call) => {
      if (call === 1) {
        table.put(
          progressItem(USER_ID, 'lesson-b', { completedAt: new Date().toISOString(), attemptCount: 1 }),
        );
      }
      if (call === 2) {
        table.patch({ pk: `USER#${USER_ID}`, sk: 'PROFILE' }, { certification: theirs });
        throw canceledAt(3, 7);
      }
    };

    const { status, body } = await submit(ALL_RIGHT);

    expect(status).toBe(200);
    expect(table.transactions).toHaveLength(2);
    expect(body).toMatchObject({ certifiedNow: false, certification: { ...theirs, valid: true } });
  });

  it('stores the attempt only if no other attempt of the lesson was stored since it was read', async () => {
    table.put(
      progressItem(USER_ID, 'lesson-a', { attemptCount: 2, recentAttemptTimes: [hoursAgo(3), hoursAgo(2)] }),
    );

    await submit(ONE_WRONG);

    const progress = transactionItems().find((item) => item.Put?.Item?.entity === 'LessonProgress');
    expect(progress?.Put?.ConditionExpression).toBe('attemptCount = :attemptCount');
    expect(progress?.Put?.ExpressionAttributeValues).toEqual({ ':attemptCount': 2 });
    expect(progress?.Put?.Item).toMatchObject({ attemptCount: 3 });
  });

  it('refuses a submission that a parallel one pushed past the daily limit (429, nothing stored)', async () => {
    table.put(
      progressItem(USER_ID, 'lesson-a', { attemptCount: 2, recentAttemptTimes: [hoursAgo(3), hoursAgo(2)] }),
    );
    table.onTransaction = (_input, call) => {
      if (call === 1) {
        table.put(
          progressItem(USER_ID, 'lesson-a', {
            attemptCount: 3,
            recentAttemptTimes: [hoursAgo(3), hoursAgo(2), hoursAgo(0)],
          }),
        );
        throw canceledAt(1, 3);
      }
    };

    const { status, body } = await submit(ONE_WRONG);

    expect(status).toBe(429);
    expect(body).toMatchObject({ code: 'QUIZ_ATTEMPTS_EXHAUSTED' });
    expect(table.transactions).toHaveLength(1);
  });

  it('refuses a fourth attempt within 24 hours before writing anything', async () => {
    table.put(
      progressItem(USER_ID, 'lesson-a', {
        attemptCount: 3,
        recentAttemptTimes: [hoursAgo(20), hoursAgo(10), hoursAgo(1)],
      }),
    );

    expect((await submit(ALL_RIGHT)).status).toBe(429);
    expect(table.transactions).toHaveLength(0);
  });

  it('scores an attempt once: a second submission is 404 QUIZ_ATTEMPT_NOT_FOUND', async () => {
    table.onTransaction = () => {
      throw canceledAt(0, 3);
    };

    const { status, body } = await submit(ALL_RIGHT);

    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'QUIZ_ATTEMPT_NOT_FOUND' });
  });

  it('answers 404 QUIZ_ATTEMPT_NOT_FOUND for an attempt that is gone or of another lesson', async () => {
    expect((await submit(ALL_RIGHT, 'lesson-b')).body).toMatchObject({ code: 'QUIZ_ATTEMPT_NOT_FOUND' });
    table.items.clear();
    table.put(userItem(USER_ID, { roles: ['buyer'], cognitoGroups: ['buyers'] }));
    expect((await submit(ALL_RIGHT)).status).toBe(404);
  });

  it('refuses answers that leave a question out (400 QUIZ_ANSWERS_INCOMPLETE)', async () => {
    const { status, body } = await submit(ALL_RIGHT.slice(0, 2));

    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'QUIZ_ANSWERS_INCOMPLETE' });
    expect(table.transactions).toHaveLength(0);
  });
});

describe('starting an attempt', () => {
  const start = async (lessonId = 'lesson-a') => {
    const response = await startHandler(
      apiEvent({
        method: 'POST',
        path: `/api/training/lessons/${lessonId}/attempts`,
        claims: testClaims(),
        headers: { 'content-type': 'application/json' },
        pathParameters: { lessonId },
        body: JSON.stringify({ language: 'es' }),
      }),
      lambdaContext(),
    );
    return { status: response.statusCode, body: bodyOf(response) as Record<string, unknown> };
  };

  it('stores the shuffled order with a TTL and answers the questions without their answers', async () => {
    const { status, body } = await start();

    expect(status).toBe(201);
    expect(body).toMatchObject({
      lessonId: 'lesson-a',
      quizAllowance: { attemptsLeft: 3, nextAttemptAt: null },
    });
    expect(JSON.stringify(body)).not.toContain('correct');
    expect((body.questions as { prompt: string }[])[0]?.prompt).toMatch(/^¿Pregunta/);
    expect(table.dynamo).toHaveReceivedCommandWith(PutCommand, {
      Item: expect.objectContaining({
        entity: 'QuizAttempt',
        attemptId: body.attemptId,
        expiresAt: expect.any(Number),
      }),
    });
  });

  it('counts the lesson and the course started when the quiz comes before any visit', async () => {
    await start();

    expect(table.transactions).toHaveLength(1);
    expect(JSON.stringify(table.transactions[0])).toContain('buyersStarted');
  });

  it("is 429 once the day's attempts are used", async () => {
    table.put(
      progressItem(USER_ID, 'lesson-a', {
        attemptCount: 3,
        recentAttemptTimes: [hoursAgo(5), hoursAgo(4), hoursAgo(3)],
      }),
    );
    expect((await start()).body).toMatchObject({ code: 'QUIZ_ATTEMPTS_EXHAUSTED' });
  });

  it('is 404 LESSON_NOT_FOUND for an unpublished lesson', async () => {
    table.put(lessonItem('lesson-a', { published: false }));
    expect((await start()).body).toMatchObject({ code: 'LESSON_NOT_FOUND' });
    expect(table.dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });
});
