import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCourse, AdminLessonSummary } from '#shared/training/training';
import { showToast, type CommonTranslationKey } from '../../../lib/toast/toast-store';
import { LessonSettingsSwitches } from './lesson-settings';
import { localized } from './localized';
import { useSetLessonOrder } from './use-admin-training';

const toast = (key: string) => `admin-training:${key}` as CommonTranslationKey;

/** The ids with the one at `from` moved to `to`. */
export function movedIds(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/**
 * Which move button was pressed last, so it (or its twin at the ends) keeps focus once the lesson
 * shows at `index` (the optimistic order lands a moment after the press; a rollback, at its old place).
 */
interface FocusRequest {
  lessonId: string;
  direction: 'up' | 'down';
  index: number;
}

const moveButtonId = (lessonId: string, direction: 'up' | 'down') => `lesson-move-${direction}-${lessonId}`;

export interface LessonListProps {
  course: AdminCourse;
  onEdit: (lessonId: string) => void;
}

/**
 * The lessons in course order with their flags; reordered by dragging or by the Move up / Move down
 * buttons (the moved lesson keeps focus and its new place is announced). Every move saves the whole
 * order at once, shown before the server answers and put back if it refuses.
 */
export function LessonList({ course, onEdit }: LessonListProps) {
  const { t, i18n } = useTranslation('admin-training');
  const order = useSetLessonOrder();
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);
  const focusRequest = useRef<FocusRequest | null>(null);
  const lessons = course.lessons;

  useEffect(() => {
    const request = focusRequest.current;
    if (!request || lessons[request.index]?.lessonId !== request.lessonId) return;
    focusRequest.current = null;
    const same = document.getElementById(moveButtonId(request.lessonId, request.direction));
    const other = document.getElementById(
      moveButtonId(request.lessonId, request.direction === 'up' ? 'down' : 'up'),
    );
    const target = same instanceof HTMLButtonElement && !same.disabled ? same : other;
    target?.focus();
  });

  const move = (from: number, to: number, direction?: 'up' | 'down') => {
    const lesson = lessons[from];
    if (!lesson || to < 0 || to >= lessons.length || from === to) return;
    if (direction) focusRequest.current = { lessonId: lesson.lessonId, direction, index: to };
    const title = localized(lesson.title, i18n.language);
    order.mutate(
      movedIds(
        lessons.map((item) => item.lessonId),
        from,
        to,
      ),
      {
        onError: () => {
          if (direction) focusRequest.current = { lessonId: lesson.lessonId, direction, index: from };
          setAnnouncement(t('list.orderFailed'));
          showToast({ variant: 'error', title: toast('list.orderFailed') });
        },
      },
    );
    setAnnouncement(t('list.moved', { title, position: to + 1, count: lessons.length }));
  };

  const onDrop = (event: DragEvent<HTMLLIElement>, targetIndex: number) => {
    event.preventDefault();
    const from = lessons.findIndex((lesson) => lesson.lessonId === dragged);
    setDragged(null);
    if (from >= 0) move(from, targetIndex);
  };

  return (
    <>
      <ol className="admin-training-lessons" aria-label={t('list.heading')} data-testid="training-lessons">
        {lessons.map((lesson, index) => (
          <LessonRow
            key={lesson.lessonId}
            lesson={lesson}
            course={course}
            first={index === 0}
            last={index === lessons.length - 1}
            dragging={dragged === lesson.lessonId}
            onMoveUp={() => move(index, index - 1, 'up')}
            onMoveDown={() => move(index, index + 1, 'down')}
            onEdit={() => onEdit(lesson.lessonId)}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', lesson.lessonId);
              setDragged(lesson.lessonId);
            }}
            onDragEnd={() => setDragged(null)}
            onDrop={(event) => onDrop(event, index)}
          />
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite" data-testid="training-order-announcement">
        {announcement}
      </p>
    </>
  );
}

interface LessonRowProps {
  lesson: AdminLessonSummary;
  course: AdminCourse;
  first: boolean;
  last: boolean;
  dragging: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onEdit: () => void;
  onDragStart: (event: DragEvent<HTMLLIElement>) => void;
  onDragEnd: () => void;
  onDrop: (event: DragEvent<HTMLLIElement>) => void;
}

/** One lesson: its place, title, flags, question count, settings switches, moves and edit. */
function LessonRow({
  lesson,
  course,
  first,
  last,
  dragging,
  onMoveUp,
  onMoveDown,
  onEdit,
  onDragStart,
  onDragEnd,
  onDrop,
}: LessonRowProps) {
  const { t, i18n } = useTranslation('admin-training');
  const title = localized(lesson.title, i18n.language);
  return (
    <li
      className={
        dragging ? 'admin-training-lesson card admin-training-lesson--dragging' : 'admin-training-lesson card'
      }
      data-testid="training-lesson"
      draggable
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
    >
      <span
        className="admin-training-lesson__handle"
        aria-hidden="true"
        title={t('list.dragHandle', { title })}
      >
        ⠿
      </span>
      <div className="admin-training-lesson__main">
        <p className="muted admin-training-lesson__position">
          {t('list.position', { position: lesson.position })}
        </p>
        <h3 className="admin-training-lesson__title">{title}</h3>
        <ul className="tag-list" aria-label={title}>
          <li className="tag">{lesson.required ? t('list.required') : t('list.optional')}</li>
          <li className="tag">{lesson.published ? t('list.published') : t('list.draft')}</li>
          <li className="tag">{t('list.questions', { count: lesson.questionCount })}</li>
        </ul>
      </div>
      <LessonSettingsSwitches
        lesson={lesson}
        title={title}
        validCertifiedCount={course.validCertifiedCount}
      />
      <div className="button-row admin-training-lesson__actions">
        <button
          id={moveButtonId(lesson.lessonId, 'up')}
          type="button"
          className="button button--ghost button--small"
          aria-label={t('list.moveUpLabel', { title })}
          disabled={first}
          onClick={onMoveUp}
        >
          {t('list.moveUp')}
        </button>
        <button
          id={moveButtonId(lesson.lessonId, 'down')}
          type="button"
          className="button button--ghost button--small"
          aria-label={t('list.moveDownLabel', { title })}
          disabled={last}
          onClick={onMoveDown}
        >
          {t('list.moveDown')}
        </button>
        <button
          type="button"
          className="button button--small"
          aria-label={t('list.editLabel', { title })}
          data-edit-lesson={lesson.lessonId}
          onClick={onEdit}
        >
          {t('list.edit')}
        </button>
      </div>
    </li>
  );
}
