import type { CourseRecord, LessonRecord } from '../db/entities/training-course.entity';
import { isBadgeDue, missingRequiredLessons, toCertification } from './certification';

const lesson = (lessonId: string, flags: Partial<LessonRecord> = {}): LessonRecord => ({
  lessonId,
  title: { en: lessonId, es: lessonId },
  summary: { en: 's', es: 's' },
  required: true,
  published: true,
  questionCount: 3,
  readingMinutes: { en: 3, es: 3 },
  revision: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...flags,
});
const course = (overrides: Partial<CourseRecord> = {}): CourseRecord => ({
  lessonOrder: ['a', 'b', 'c', 'd'],
  version: 2,
  certificationValidFromVersion: 1,
  recertificationAskedAt: null,
  updatedAt: '2026-11-10T00:00:00.000Z',
  ...overrides,
});
const LESSONS = [
  lesson('a'),
  lesson('b'),
  lesson('c', { required: false }),
  lesson('d', { published: false }),
];
const badge = (courseVersion: number) => ({
  earnedAt: '2026-11-12T00:00:00.000Z',
  courseVersion,
  credentialId: 'x'.repeat(22),
});

describe('the badge rule', () => {
  it('lacks only required published lessons', () => {
    expect(missingRequiredLessons(LESSONS, new Set(['a']))).toEqual(['b']);
    expect(missingRequiredLessons(LESSONS, new Set(['a', 'b']))).toEqual([]);
  });

  it('is due once every required published lesson is completed, and not before', () => {
    expect(isBadgeDue(LESSONS, new Set(['a', 'c']), null, course())).toBe(false);
    expect(isBadgeDue(LESSONS, new Set(['a', 'b']), null, course())).toBe(true);
  });

  it('is not due again while a valid badge is held', () => {
    expect(isBadgeDue(LESSONS, new Set(['a', 'b']), badge(1), course())).toBe(false);
  });

  it('is due again after re-certification made the held badge invalid', () => {
    expect(
      isBadgeDue(LESSONS, new Set(['a', 'b']), badge(1), course({ certificationValidFromVersion: 2 })),
    ).toBe(true);
  });

  it('is never due for a course without required published lessons', () => {
    expect(isBadgeDue([lesson('c', { required: false })], new Set(['c']), null, course())).toBe(false);
  });

  it('shows a badge with its validity', () => {
    expect(toCertification(badge(1), course())).toEqual({ ...badge(1), valid: true });
    expect(toCertification(badge(1), course({ certificationValidFromVersion: 2 }))?.valid).toBe(false);
    expect(toCertification(badge(1), course(), false)?.valid).toBe(false);
    expect(toCertification(null, course())).toBeNull();
  });
});
