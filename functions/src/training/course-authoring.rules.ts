/**
 * The authoring rules as plain functions (docs/training.md "When the course changes"): what a lesson's
 * summary holds, when a settings change moves the course version, and what a new order must list.
 */
import type { LessonContent, LessonSettingsBody } from '#shared/training/training';
import {
  readingMinutesOf,
  type CourseRecord,
  type LessonRecord,
} from '../db/entities/training-course.entity';

/** A lesson's flags: buyers see it when published; it counts toward the badge when also required. */
export type LessonFlags = Pick<LessonRecord, 'published' | 'required'>;

/** The summary's words and counts, taken from the content. */
export function summaryOf(
  content: LessonContent,
): Pick<LessonRecord, 'title' | 'summary' | 'questionCount' | 'readingMinutes'> {
  return {
    title: content.title,
    summary: content.summary,
    questionCount: content.quiz.length,
    readingMinutes: { en: readingMinutesOf(content.body.en), es: readingMinutesOf(content.body.es) },
  };
}

const countsTowardBadge = (flags: LessonFlags) => flags.published && flags.required;

/**
 * True when the change adds the lesson to the required published set (publishing a required lesson,
 * or making a published lesson required): the only change that moves the course version.
 */
export const growsRequiredSet = (was: LessonFlags, next: LessonFlags): boolean =>
  !countsTowardBadge(was) && countsTowardBadge(next);

/** The course fields the version rule sets. */
type VersionRuleField = 'version' | 'certificationValidFromVersion' | 'recertificationAskedAt';

/**
 * The course's version rule after a settings change: the version grows by one when the required
 * published set gains the lesson, and with re-certification asked, badges older than the new version
 * stop holding. Any other change (unpublish, make optional) leaves both as they are.
 */
export function versionRuleAfter(
  course: Pick<CourseRecord, VersionRuleField>,
  was: LessonFlags,
  settings: LessonSettingsBody,
  at: string,
): Pick<CourseRecord, VersionRuleField> {
  const unchanged = {
    version: course.version,
    certificationValidFromVersion: course.certificationValidFromVersion,
    recertificationAskedAt: course.recertificationAskedAt,
  };
  if (!growsRequiredSet(was, settings)) return unchanged;
  const version = course.version + 1;
  return settings.requireRecertification
    ? { version, certificationValidFromVersion: version, recertificationAskedAt: at }
    : { ...unchanged, version };
}

/**
 * Why a new order cannot replace the current one, or null when it lists every lesson of the course
 * exactly once (the body schema already refuses an id listed twice).
 */
export function orderProblem(current: readonly string[], proposed: readonly string[]): string | null {
  const known = new Set(current);
  const listed = new Set(proposed);
  const unknown = proposed.filter((lessonId) => !known.has(lessonId));
  const missing = current.filter((lessonId) => !listed.has(lessonId));
  const problems = [
    ...(missing.length > 0 ? [`missing lessons: ${missing.join(', ')}`] : []),
    ...(unknown.length > 0 ? [`lessons not in the course: ${unknown.join(', ')}`] : []),
  ];
  return problems.length > 0
    ? `The order must list every lesson of the course exactly once (${problems.join('; ')})`
    : null;
}
