/**
 * The editor's model of a lesson: the shared lesson content plus, for a new lesson, whether it is
 * required; and the field keys (dotted paths of the content) the form checks and focuses.
 */
import type { z } from 'zod';
import {
  QUIZ_CHOICES_MIN,
  type LessonContent,
  type QuizQuestionContent,
} from '#shared/training/lesson-content';
import type { FieldErrors } from '../../../lib/form/field-errors';

export interface LessonDraft extends LessonContent {
  /** Only a new lesson sets it here; an existing one changes it with its switches. */
  required: boolean;
}

export type QuizChoiceDraft = QuizQuestionContent['choices'][number];

const emptyText = () => ({ en: '', es: '' });

/** The lowest `<prefix><n>` not among `taken`: ids stay short, readable and within the id pattern. */
export function nextItemId(prefix: string, taken: readonly string[]): string {
  let n = 1;
  while (taken.includes(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}

/** A new choice with an id its question does not use yet. */
export function newChoice(taken: readonly QuizChoiceDraft[]): QuizChoiceDraft {
  return {
    choiceId: nextItemId(
      'c',
      taken.map((choice) => choice.choiceId),
    ),
    text: emptyText(),
  };
}

/** A new question: empty prompt, the fewest choices, no correct choice picked yet. */
export function newQuestion(taken: readonly QuizQuestionContent[]): QuizQuestionContent {
  const choices: QuizChoiceDraft[] = [];
  while (choices.length < QUIZ_CHOICES_MIN) choices.push(newChoice(choices));
  return {
    questionId: nextItemId(
      'q',
      taken.map((question) => question.questionId),
    ),
    prompt: emptyText(),
    choices,
    correctChoiceId: '',
  };
}

/** An empty lesson with one question, required by default (most lessons count toward the badge). */
export function emptyDraft(): LessonDraft {
  return {
    title: emptyText(),
    summary: emptyText(),
    body: emptyText(),
    quiz: [newQuestion([])],
    required: true,
  };
}

/** The content the schema checks and the API receives. */
export function draftContent({ required: _required, ...content }: LessonDraft): LessonContent {
  return content;
}

/** Every field key of the draft, in screen order. */
export function draftFields(draft: LessonDraft): string[] {
  const fields = ['title.en', 'title.es', 'summary.en', 'summary.es', 'body.en', 'body.es', 'quiz'];
  draft.quiz.forEach((question, q) => {
    fields.push(`quiz.${q}.prompt.en`, `quiz.${q}.prompt.es`);
    question.choices.forEach((_, c) =>
      fields.push(`quiz.${q}.choices.${c}.text.en`, `quiz.${q}.choices.${c}.text.es`),
    );
    fields.push(`quiz.${q}.correctChoiceId`);
  });
  return fields;
}

/** The schema's first message per field key (the dotted path of the issue). */
export function draftErrors(schema: z.ZodType, content: unknown): FieldErrors<string> {
  const result = schema.safeParse(content);
  if (result.success) return {};
  const errors: FieldErrors<string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}
