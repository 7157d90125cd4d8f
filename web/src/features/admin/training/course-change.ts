/**
 * The course-change rule as the admin meets it (docs/training.md "When the course changes"): only a
 * change that adds a lesson to the required published set raises the course version and may ask
 * for re-certification, so only that change asks the admin first.
 */
export interface LessonFlags {
  published: boolean;
  required: boolean;
}

/** True when the lesson was outside the required published set and `next` puts it in. */
export function addsToRequiredSet(current: LessonFlags, next: LessonFlags): boolean {
  return !(current.published && current.required) && next.published && next.required;
}
