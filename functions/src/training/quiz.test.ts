import type { QuizQuestionContent } from '#shared/training/lesson-content';
import { QuizAnswersIncompleteError } from '../lib/errors';
import { attemptQuestions, passes, quizAllowance, scoreAnswers, shuffleQuiz, shuffled } from './quiz';

const question = (questionId: string, correct = 'a'): QuizQuestionContent => ({
  questionId,
  prompt: { en: `Question ${questionId}?`, es: `¿Pregunta ${questionId}?` },
  choices: ['a', 'b', 'c'].map((choiceId) => ({
    choiceId,
    text: { en: `EN ${choiceId}`, es: `ES ${choiceId}` },
  })),
  correctChoiceId: correct,
});

const QUIZ = ['q1', 'q2', 'q3', 'q4', 'q5'].map((id) => question(id));
const ORDER = QUIZ.map((item) => ({ questionId: item.questionId, choiceIds: ['c', 'a', 'b'] }));
const answersWith = (rightCount: number) =>
  ORDER.map(({ questionId }, index) => ({ questionId, choiceId: index < rightCount ? 'a' : 'b' }));

describe('shuffling', () => {
  it('keeps every item exactly once', () => {
    const items = Array.from({ length: 20 }, (_, index) => index);
    expect([...shuffled(items)].sort((a, b) => a - b)).toEqual(items);
  });

  it('gives every question and every choice of the quiz, in some order', () => {
    const order = shuffleQuiz(QUIZ);
    expect(order.map((item) => item.questionId).sort()).toEqual(['q1', 'q2', 'q3', 'q4', 'q5']);
    for (const item of order) expect([...item.choiceIds].sort()).toEqual(['a', 'b', 'c']);
  });

  it('orders differently across attempts (not the authored order every time)', () => {
    const orders = new Set(
      Array.from({ length: 30 }, () =>
        shuffleQuiz(QUIZ)
          .map((item) => item.questionId)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it('shows the attempt in its order and language, without the answer', () => {
    const [first] = attemptQuestions([{ questionId: 'q2', choiceIds: ['b', 'a', 'c'] }], QUIZ, 'es');
    expect(first).toEqual({
      questionId: 'q2',
      prompt: '¿Pregunta q2?',
      choices: [
        { choiceId: 'b', text: 'ES b' },
        { choiceId: 'a', text: 'ES a' },
        { choiceId: 'c', text: 'ES c' },
      ],
    });
    expect(JSON.stringify(first)).not.toContain('correct');
  });
});

describe('scoring', () => {
  it.each([
    [5, 5, true],
    [4, 5, true],
    [3, 5, false],
    [3, 3, true],
    [2, 3, false],
    [4, 4, true],
    [3, 4, false],
  ])('%i of %i passes: %s', (correct, total, expected) => {
    expect(passes(correct, total)).toBe(expected);
  });

  it('scores 4 of 5 as 80 %, passed, saying which questions were right', () => {
    const score = scoreAnswers(ORDER, QUIZ, answersWith(4));
    expect(score).toMatchObject({ correctCount: 4, questionCount: 5, scorePercent: 80, passed: true });
    expect(score.questions).toEqual([
      { questionId: 'q1', correct: true },
      { questionId: 'q2', correct: true },
      { questionId: 'q3', correct: true },
      { questionId: 'q4', correct: true },
      { questionId: 'q5', correct: false },
    ]);
  });

  it('fails 3 of 5', () => {
    expect(scoreAnswers(ORDER, QUIZ, answersWith(3))).toMatchObject({ scorePercent: 60, passed: false });
  });

  it.each([
    ['a question missing', answersWith(5).slice(1)],
    ['a question answered twice', [...answersWith(5).slice(1), { questionId: 'q2', choiceId: 'a' }]],
    [
      'a question the attempt does not have',
      [...answersWith(5).slice(1), { questionId: 'q9', choiceId: 'a' }],
    ],
    [
      'a choice the question does not have',
      [{ questionId: 'q1', choiceId: 'z' }, ...answersWith(5).slice(1)],
    ],
  ])('refuses %s with QUIZ_ANSWERS_INCOMPLETE', (_case, answers) => {
    expect(() => scoreAnswers(ORDER, QUIZ, answers)).toThrow(QuizAnswersIncompleteError);
  });
});

describe('the rolling 24-hour allowance', () => {
  const now = new Date('2026-11-20T12:00:00.000Z');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

  it('allows 3 attempts a day', () => {
    expect(quizAllowance([], now)).toEqual({ attemptsLeft: 3, nextAttemptAt: null });
    expect(quizAllowance([hoursAgo(1), hoursAgo(2)], now)).toEqual({ attemptsLeft: 1, nextAttemptAt: null });
  });

  it('after 3 within 24 hours, allows the next when the oldest leaves the window', () => {
    expect(quizAllowance([hoursAgo(1), hoursAgo(20), hoursAgo(5)], now)).toEqual({
      attemptsLeft: 0,
      nextAttemptAt: '2026-11-20T16:00:00.000Z',
    });
  });

  it('forgets attempts older than 24 hours', () => {
    expect(quizAllowance([hoursAgo(25), hoursAgo(24), hoursAgo(2)], now)).toEqual({
      attemptsLeft: 2,
      nextAttemptAt: null,
    });
  });
});
