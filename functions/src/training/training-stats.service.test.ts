/** The admin's training statistics: arithmetic over the counters, in course order. */
import { apiEvent, bodyOf, lambdaContext, testClaims } from '../testing/api-event.fixtures';
import { ADMIN_GROUPS } from '../testing/invitation.fixtures';
import { courseRecord, lessonRecord, mockTable, storeCourse } from '../testing/training-admin.fixtures';
import { handler } from './handlers/get-training-stats';
import { averageScorePercent, dropOffPercent, validCertifiedCount } from './training-stats.service';

const dynamo = mockTable();

beforeEach(() => dynamo.reset());

const counters = (
  overrides: Partial<{ started: number; completed: number; attempts: number; scoreSum: number }>,
) => ({
  started: 0,
  completed: 0,
  attempts: 0,
  scoreSum: 0,
  ...overrides,
});

describe('the statistics arithmetic', () => {
  it.each([
    [counters({ attempts: 3, scoreSum: 240 }), 80],
    [counters({ attempts: 3, scoreSum: 200 }), 66.7],
    [counters({ attempts: 0 }), null],
  ])('averages %j to %p', (lesson, expected) => {
    expect(averageScorePercent(lesson)).toBe(expected);
  });

  it.each([
    [counters({ started: 8, completed: 6 }), 25],
    [counters({ started: 3, completed: 1 }), 66.7],
    [counters({ started: 4, completed: 4 }), 0],
    [counters({ started: 0, completed: 0 }), null],
  ])('drops %j off at %p', (lesson, expected) => {
    expect(dropOffPercent(lesson)).toBe(expected);
  });

  it('counts only the badges earned on a version the course still accepts', () => {
    const stats = { buyersStarted: 0, certifiedByVersion: { '1': 7, '2': 4, '10': 2 } };

    expect(validCertifiedCount(stats, { certificationValidFromVersion: 0 })).toBe(13);
    expect(validCertifiedCount(stats, { certificationValidFromVersion: 2 })).toBe(6);
    expect(validCertifiedCount(stats, { certificationValidFromVersion: 11 })).toBe(0);
  });
});

describe('GET /api/admin/training/stats', () => {
  it('answers the course counters and each lesson in course order, from the counters alone', async () => {
    storeCourse(dynamo, {
      course: courseRecord({ lessonOrder: ['b', 'a'], certificationValidFromVersion: 2 }),
      lessons: [lessonRecord('a'), lessonRecord('b')],
      courseStats: { buyersStarted: 12, certifiedByVersion: { '1': 5, '2': 3 } },
      lessonStats: { a: counters({ started: 10, completed: 4, attempts: 6, scoreSum: 450 }) },
    });

    const response = await handler(
      apiEvent({ path: '/api/admin/training/stats', claims: testClaims(ADMIN_GROUPS) }),
      lambdaContext(),
    );

    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toEqual({
      buyersStarted: 12,
      buyersCertified: 3,
      lessons: [
        {
          lessonId: 'b',
          title: { en: 'b', es: 'b (es)' },
          started: 0,
          completed: 0,
          attempts: 0,
          averageScorePercent: null,
          dropOffPercent: null,
        },
        {
          lessonId: 'a',
          title: { en: 'a', es: 'a (es)' },
          started: 10,
          completed: 4,
          attempts: 6,
          averageScorePercent: 75,
          dropOffPercent: 60,
        },
      ],
    });
  });
});
