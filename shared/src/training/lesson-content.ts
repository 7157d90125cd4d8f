/**
 * A lesson as an author writes it (docs/requirements.md#r4-8): title, summary and Markdown body in
 * both languages and a quiz whose questions and choices are the same in both. The standard course
 * (`standard-course/`), the admin editor and the stored lesson all use this shape.
 */
import * as z from 'zod';
import { textSchema } from '../core/validation';
import {
  LESSON_BODY_MAX,
  LESSON_ID_PATTERN,
  LESSON_SUMMARY_MAX,
  LESSON_TITLE_MAX,
  QUIZ_CHOICE_MAX,
  QUIZ_CHOICES_MAX,
  QUIZ_CHOICES_MIN,
  QUIZ_ITEM_ID_PATTERN,
  QUIZ_PROMPT_MAX,
  QUIZ_QUESTIONS_MAX,
  QUIZ_QUESTIONS_MIN,
} from './training-limits';

export * from './training-limits';

/** A text in every interface language. */
function bilingual(text: z.ZodType<string>) {
  return z.object({ en: text, es: text }).strict();
}

export const lessonIdSchema = z.string().regex(LESSON_ID_PATTERN, 'lessonIdInvalid');
export const quizItemIdSchema = z.string().regex(QUIZ_ITEM_ID_PATTERN, 'quizItemIdInvalid');

export const lessonTitleSchema = bilingual(textSchema({ min: 1, max: LESSON_TITLE_MAX }));
export const lessonSummarySchema = bilingual(textSchema({ min: 1, max: LESSON_SUMMARY_MAX }));
/** Markdown; raw HTML is never rendered (docs/training.md says what is). */
export const lessonBodySchema = bilingual(textSchema({ min: 1, max: LESSON_BODY_MAX, multiline: true }));

export const quizChoiceSchema = z
  .object({ choiceId: quizItemIdSchema, text: bilingual(textSchema({ min: 1, max: QUIZ_CHOICE_MAX })) })
  .strict()
  .meta({ id: 'QuizChoiceContent' });

/** One question: its prompt, its choices in their authored order, and which choice is right. */
export const quizQuestionSchema = z
  .object({
    questionId: quizItemIdSchema,
    prompt: bilingual(textSchema({ min: 1, max: QUIZ_PROMPT_MAX })),
    choices: z.array(quizChoiceSchema).min(QUIZ_CHOICES_MIN).max(QUIZ_CHOICES_MAX),
    correctChoiceId: quizItemIdSchema,
  })
  .strict()
  .refine(
    (question) => new Set(question.choices.map((choice) => choice.choiceId)).size === question.choices.length,
    {
      message: 'quizChoiceDuplicate',
      path: ['choices'],
    },
  )
  .refine((question) => question.choices.some((choice) => choice.choiceId === question.correctChoiceId), {
    message: 'quizCorrectChoiceMissing',
    path: ['correctChoiceId'],
  })
  .meta({ id: 'QuizQuestionContent' });
export type QuizQuestionContent = z.infer<typeof quizQuestionSchema>;

export const quizSchema = z
  .array(quizQuestionSchema)
  .min(QUIZ_QUESTIONS_MIN, 'quizTooFewQuestions')
  .max(QUIZ_QUESTIONS_MAX, 'quizTooManyQuestions')
  .refine(
    (questions) => new Set(questions.map((question) => question.questionId)).size === questions.length,
    {
      message: 'quizQuestionDuplicate',
    },
  );

/** What an author writes: the lesson's words in both languages and its quiz. */
export const lessonContentSchema = z
  .object({
    title: lessonTitleSchema,
    summary: lessonSummarySchema,
    body: lessonBodySchema,
    quiz: quizSchema,
  })
  .strict()
  .meta({ id: 'LessonContent' });
export type LessonContent = z.infer<typeof lessonContentSchema>;

/** A lesson of the standard course: its stable id, whether it is required, and its content. */
export interface StandardLesson {
  lessonId: string;
  required: boolean;
  content: LessonContent;
}
