import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createLesson,
  getAdminCourse,
  getAdminLesson,
  getTrainingStats,
  loadStandardCourse,
  setLessonOrder,
  setLessonSettings,
  updateLesson,
} from '#shared/api/routes/training.routes';
import type { AdminCourse, AdminLesson, LessonContent, LessonSettingsBody } from '#shared/training/training';
import { callRoute } from '../../../lib/api/app-api-client';

/** Every admin training query starts with this key, so one invalidation refreshes course, lessons and stats. */
const TRAINING_KEY = ['admin', 'training'] as const;
const COURSE_KEY = [...TRAINING_KEY, 'course'] as const;
const STATS_KEY = [...TRAINING_KEY, 'stats'] as const;
const lessonKey = (lessonId: string) => [...TRAINING_KEY, 'lesson', lessonId] as const;

/** Every lesson, published or not, in course order, with the version and the valid badges. */
export function useAdminCourse() {
  return useQuery({
    queryKey: COURSE_KEY,
    queryFn: ({ signal }) => callRoute(getAdminCourse, { signal }),
  });
}

/**
 * One lesson in both languages with its answers, for the editor; read fresh each time it opens, and
 * then only when the admin asks (a newer revision restarts the form, so a background refetch on
 * window focus would throw the admin's unsaved words away).
 */
export function useAdminLesson(lessonId: string | null) {
  return useQuery({
    queryKey: lessonKey(lessonId ?? ''),
    queryFn: ({ signal }) => callRoute(getAdminLesson, { params: { lessonId: lessonId ?? '' }, signal }),
    enabled: lessonId !== null,
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** The counters buyers keep as they go. */
export function useTrainingStats() {
  return useQuery({
    queryKey: STATS_KEY,
    queryFn: ({ signal }) => callRoute(getTrainingStats, { signal }),
    // Opening the tab shows today's figures, not the ones read when it was last open.
    refetchOnMount: 'always',
  });
}

/** Loads the standard course into the empty course; the answer becomes the shown course. */
export function useLoadStandardCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(loadStandardCourse, {}),
    onSuccess: (course) => {
      queryClient.setQueryData(COURSE_KEY, course);
      void queryClient.invalidateQueries({ queryKey: STATS_KEY });
    },
  });
}

/** The course with its lessons in this order, renumbered: what the list shows before the server answers. */
function reorder(course: AdminCourse, lessonIds: readonly string[]): AdminCourse {
  const byId = new Map(course.lessons.map((lesson) => [lesson.lessonId, lesson]));
  const lessons = lessonIds.flatMap((lessonId, index) => {
    const lesson = byId.get(lessonId);
    return lesson ? [{ ...lesson, position: index + 1 }] : [];
  });
  return { ...course, lessons };
}

/**
 * Saves a new order optimistically: the list shows it at once, and the order before it comes back
 * if the server refuses (docs/training.md: the order is one list of every lesson id).
 */
export function useSetLessonOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lessonIds: string[]) => callRoute(setLessonOrder, { body: { lessonIds } }),
    onMutate: async (lessonIds) => {
      await queryClient.cancelQueries({ queryKey: COURSE_KEY });
      const previous = queryClient.getQueryData<AdminCourse>(COURSE_KEY);
      if (previous) queryClient.setQueryData(COURSE_KEY, reorder(previous, lessonIds));
      return { previous };
    },
    onError: (_error, _lessonIds, context) => {
      if (context?.previous) queryClient.setQueryData(COURSE_KEY, context.previous);
    },
    onSuccess: (course) => queryClient.setQueryData(COURSE_KEY, course),
  });
}

/** Publishes, unpublishes, requires or frees one lesson; the answer is the course after the change. */
export function useSetLessonSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, settings }: { lessonId: string; settings: LessonSettingsBody }) =>
      callRoute(setLessonSettings, { params: { lessonId }, body: settings }),
    onSuccess: (course) => {
      queryClient.setQueryData(COURSE_KEY, course);
      void queryClient.invalidateQueries({ queryKey: STATS_KEY });
    },
  });
}

/** What the editor saves: a new lesson (with its `required` flag) or an edit over the revision it was read at. */
export type LessonSave =
  | { kind: 'create'; content: LessonContent; required: boolean }
  | { kind: 'update'; lessonId: string; content: LessonContent; revision: number };

/** Creates or updates a lesson; the course list and the lesson are read again. */
export function useSaveLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: LessonSave): Promise<AdminLesson> =>
      save.kind === 'create'
        ? callRoute(createLesson, { body: { content: save.content, required: save.required } })
        : callRoute(updateLesson, {
            params: { lessonId: save.lessonId },
            body: { content: save.content, revision: save.revision },
          }),
    onSuccess: (lesson) => {
      queryClient.setQueryData(lessonKey(lesson.lessonId), lesson);
      void queryClient.invalidateQueries({ queryKey: COURSE_KEY });
      void queryClient.invalidateQueries({ queryKey: STATS_KEY });
    },
  });
}
