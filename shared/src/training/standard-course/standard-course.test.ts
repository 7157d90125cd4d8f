import { lessonContentSchema, QUIZ_PASS_PERCENT } from '../lesson-content';
import { LANGUAGES } from '../../core/language';
import { STANDARD_COURSE } from './index';

/** Words of a Markdown body: its text without the Markdown punctuation. */
function wordCount(markdown: string): number {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/[#*_>|[\]-]/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

describe('the standard course', () => {
  it('has eight to ten lessons with distinct ids', () => {
    expect(STANDARD_COURSE.length).toBeGreaterThanOrEqual(8);
    expect(STANDARD_COURSE.length).toBeLessThanOrEqual(10);
    expect(new Set(STANDARD_COURSE.map((lesson) => lesson.lessonId)).size).toBe(STANDARD_COURSE.length);
  });

  describe.each(STANDARD_COURSE.map((lesson) => [lesson.lessonId, lesson] as const))('%s', (_id, lesson) => {
    it('is valid lesson content', () => {
      expect(lessonContentSchema.safeParse(lesson.content).error?.issues).toBeUndefined();
    });

    it.each(LANGUAGES)('runs 400 to 900 words in %s', (language) => {
      const words = wordCount(lesson.content.body[language]);
      expect(words).toBeGreaterThanOrEqual(400);
      expect(words).toBeLessThanOrEqual(900);
    });

    it('asks three to five questions, each passable only by knowing the answer', () => {
      expect(lesson.content.quiz.length).toBeGreaterThanOrEqual(3);
      expect(lesson.content.quiz.length).toBeLessThanOrEqual(5);
      // One wrong answer out of five still passes; never a quiz passed by guessing one choice for all.
      const answers = lesson.content.quiz.map((question) => question.correctChoiceId);
      expect(new Set(answers).size).toBeGreaterThan(1);
      expect(QUIZ_PASS_PERCENT).toBe(80);
    });

    it.each(LANGUAGES)('writes no raw HTML and links only to this site or https in %s', (language) => {
      const body = lesson.content.body[language];
      expect(body).not.toMatch(/<\/?[a-z][^>]*>/i);
      for (const [, target] of body.matchAll(/\]\(([^)\s]+)/g))
        expect(target).toMatch(/^(\/(?!\/)|https:\/\/)/);
    });
  });
});
