import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { fakeApi, type FakeRoutes } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { makeAttempt, makeCertification, makeLessonDetail, makeQuizResult } from '../test/training-fixtures';
import { TrainingLesson } from './lesson-page';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

beforeEach(() => jest.mocked(callRoute).mockReset());
afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

const LESSON_ID = 'how-the-marketplace-works';

/** The lesson page with the routes a reader calls; `routes` adds or replaces answers. */
function openLesson(routes: FakeRoutes = {}, lessonId = LESSON_ID) {
  const api = fakeApi({
    getTrainingLesson: () => makeLessonDetail(),
    recordLessonVisit: () => undefined,
    startQuizAttempt: () => makeAttempt(),
    ...routes,
  });
  const view = renderWithProviders(<TrainingLesson lessonId={lessonId} />, {
    path: `/training/${lessonId}`,
    user: makeUser(),
  });
  return { api, ...view };
}

async function startQuiz() {
  await userEvent.click(await screen.findByRole('button', { name: 'Take the quiz' }));
  return screen.findByRole('group', { name: 'Who may see an exclusive listing?' });
}

async function answerAll() {
  await userEvent.click(within(await startQuiz()).getByRole('radio', { name: 'Invited buyers' }));
  await userEvent.click(screen.getByRole('radio', { name: 'A first look at offers' }));
  await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
}

describe('LessonPage', () => {
  it('renders the lesson safely, records the visit once, and links the lessons around it', async () => {
    const { api } = openLesson({
      getTrainingLesson: () =>
        makeLessonDetail({
          body: '## Why invitations\n\nSellers invite <script>alert(1)</script> buyers.',
          previousLessonId: 'welcome',
          nextLessonId: 'cash-deals',
        }),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'How the marketplace works' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Why invitations' })).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    const pager = screen.getByRole('navigation', { name: 'Lessons' });
    expect(within(pager).getByRole('link', { name: '← Previous lesson' })).toHaveAttribute(
      'href',
      '/training/welcome',
    );
    expect(within(pager).getByRole('link', { name: 'Next lesson →' })).toHaveAttribute(
      'href',
      '/training/cash-deals',
    );
    await waitFor(() =>
      expect(api.calls('recordLessonVisit')).toEqual([{ params: { lessonId: 'how-the-marketplace-works' } }]),
    );
    expect(api.calls('getTrainingLesson')[0]).toMatchObject({
      params: { lessonId: 'how-the-marketplace-works' },
      query: { language: 'en' },
    });
    expect(document.title).toBe('How the marketplace works · Dealflow');
  });

  it('says a missing or unpublished lesson is not found, with the way back', async () => {
    const { api } = openLesson({
      getTrainingLesson: () => {
        throw new ApiRequestError(404, 'Not Found', '', { code: 'LESSON_NOT_FOUND', message: 'x' });
      },
    });

    const missing = await screen.findByTestId('lesson-not-found');
    expect(within(missing).getByRole('heading', { level: 1, name: 'Lesson not found' })).toBeInTheDocument();
    expect(within(missing).getByRole('link', { name: 'Back to the course' })).toHaveAttribute(
      'href',
      '/training',
    );
    expect(api.calls('recordLessonVisit')).toHaveLength(0);
  });

  it('keeps the lesson and the quiz result on screen when the re-read after the quiz fails', async () => {
    let reads = 0;
    openLesson({
      getTrainingLesson: () => {
        reads += 1;
        if (reads > 1) throw new ApiRequestError(500, 'Server Error', '', { code: 'INTERNAL', message: 'x' });
        return makeLessonDetail();
      },
      submitQuizAnswers: () => makeQuizResult(),
    });

    await answerAll();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The lesson could not be refreshed');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'How the marketplace works' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Passed: 100 %' })).toBeInTheDocument();
  });

  it('explains an unverified e-mail instead of offering a retry that cannot help', async () => {
    openLesson({
      getTrainingLesson: () => {
        throw new ApiRequestError(403, 'Forbidden', '', {
          code: 'EMAIL_NOT_VERIFIED',
          message: 'Email not verified',
        });
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The lesson could not be loaded.');
    expect(alert).toHaveTextContent('Verify your e-mail address first');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to the course' })).toBeInTheDocument();
  });

  it('does not ask the API for a lesson id that cannot exist', () => {
    const { api } = openLesson({}, 'Not A Lesson');
    expect(screen.getByTestId('lesson-not-found')).toBeInTheDocument();
    expect(api.calls('getTrainingLesson')).toHaveLength(0);
  });

  it('starts the quiz in the current language and asks for every answer, focusing the first missing', async () => {
    await act(() => i18next.changeLanguage('es'));
    const { api } = openLesson();

    await userEvent.click(await screen.findByRole('button', { name: 'Hacer el cuestionario' }));
    const first = await screen.findByRole('group', { name: 'Who may see an exclusive listing?' });
    await userEvent.click(screen.getByRole('radio', { name: 'A first look at offers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar respuestas' }));

    expect(api.calls('startQuizAttempt')).toEqual([
      { params: { lessonId: 'how-the-marketplace-works' }, body: { language: 'es' } },
    ]);
    expect(within(first).getByText('Elige una respuesta para esta pregunta.')).toBeInTheDocument();
    const firstChoice = within(first).getByRole('radio', { name: 'Invited buyers' });
    expect(firstChoice).toHaveFocus();
    expect(firstChoice).toHaveAccessibleDescription('Elige una respuesta para esta pregunta.');
    const second = screen.getByRole('group', { name: 'What does first right of refusal give?' });
    expect(within(second).queryByText('Elige una respuesta para esta pregunta.')).not.toBeInTheDocument();
    expect(api.calls('submitQuizAnswers')).toHaveLength(0);
  });

  it('sends one answer per question and shows a passed result with the next lesson', async () => {
    const { api } = openLesson({ submitQuizAnswers: () => makeQuizResult() });

    await answerAll();

    const region = screen.getByTestId('quiz-result-region');
    expect(region).toHaveAttribute('aria-live', 'polite');
    const heading = await within(region).findByRole('heading', { name: 'Passed: 100 %' });
    expect(heading).toHaveFocus();
    expect(region).toHaveTextContent('2 of 2 questions right.');
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '✓ Right: Who may see an exclusive listing?',
      '✓ Right: What does first right of refusal give?',
    ]);
    expect(within(region).getByRole('link', { name: 'Next lesson →' })).toHaveAttribute(
      'href',
      '/training/cash-deals',
    );
    expect(within(region).queryByRole('button', { name: 'Retake the quiz' })).not.toBeInTheDocument();
    expect(api.calls('submitQuizAnswers')).toEqual([
      {
        params: { lessonId: 'how-the-marketplace-works', attemptId: '01JABCDEFGHJKMNPQRSTVWXYZ0' },
        body: {
          answers: [
            { questionId: 'q1', choiceId: 'a' },
            { questionId: 'q2', choiceId: 'c' },
          ],
        },
      },
    ]);
  });

  it('shows a failed result with the questions missed, and retakes with a new attempt', async () => {
    const { api } = openLesson({
      submitQuizAnswers: () =>
        makeQuizResult({
          correctCount: 1,
          scorePercent: 50,
          passed: false,
          lessonCompleted: false,
          questions: [
            { questionId: 'q1', correct: true },
            { questionId: 'q2', correct: false },
          ],
          quizAllowance: { attemptsLeft: 1, nextAttemptAt: null },
        }),
    });

    await answerAll();

    const region = screen.getByTestId('quiz-result-region');
    expect(
      await within(region).findByRole('heading', { name: 'Not passed: 50 % (80 % needed)' }),
    ).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem')[1]).toHaveTextContent(
      '✗ Wrong: What does first right of refusal give?',
    );
    expect(region).toHaveTextContent('1 attempt left in the next 24 hours.');
    expect(within(region).queryByRole('link', { name: 'Next lesson →' })).not.toBeInTheDocument();

    await userEvent.click(within(region).getByRole('button', { name: 'Retake the quiz' }));

    expect(
      await screen.findByRole('group', { name: 'Who may see an exclusive listing?' }),
    ).toBeInTheDocument();
    // A fresh form: the previous answers are not kept.
    expect(screen.getByRole('radio', { name: 'Invited buyers' })).not.toBeChecked();
    expect(api.calls('startQuizAttempt')).toHaveLength(2);
  });

  it('says when the next attempt is allowed once the last attempt failed', async () => {
    openLesson({
      submitQuizAnswers: () =>
        makeQuizResult({
          correctCount: 0,
          scorePercent: 0,
          passed: false,
          lessonCompleted: false,
          quizAllowance: { attemptsLeft: 0, nextAttemptAt: '2026-03-06T09:30:00.000Z' },
        }),
    });

    await answerAll();

    const exhausted = await screen.findByTestId('quiz-exhausted');
    expect(exhausted).toHaveTextContent('You have used your 3 quiz attempts for this lesson in 24 hours.');
    expect(within(exhausted).getByText(/Mar 6, 2026/)).toHaveAttribute(
      'dateTime',
      '2026-03-06T09:30:00.000Z',
    );
    expect(screen.queryByRole('button', { name: 'Retake the quiz' })).not.toBeInTheDocument();
  });

  it('translates QUIZ_ATTEMPTS_EXHAUSTED with the time when starting is refused', async () => {
    let allowance = { attemptsLeft: 1, nextAttemptAt: null as string | null };
    openLesson({
      getTrainingLesson: () => makeLessonDetail({ quizAllowance: allowance }),
      startQuizAttempt: () => {
        // Another tab used the last attempt meanwhile.
        allowance = { attemptsLeft: 0, nextAttemptAt: '2026-03-06T09:30:00.000Z' };
        throw new ApiRequestError(429, 'Too Many Requests', '', {
          code: 'QUIZ_ATTEMPTS_EXHAUSTED',
          message: 'x',
        });
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Take the quiz' }));

    const exhausted = await screen.findByTestId('quiz-exhausted');
    expect(exhausted).toHaveTextContent('You have used your 3 quiz attempts for this lesson in 24 hours.');
    expect(await within(exhausted).findByText(/Mar 6, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take the quiz' })).not.toBeInTheDocument();
  });

  it('offers a new attempt when the one answered has expired', async () => {
    const { api } = openLesson({
      submitQuizAnswers: () => {
        throw new ApiRequestError(404, 'Not Found', '', { code: 'QUIZ_ATTEMPT_NOT_FOUND', message: 'x' });
      },
    });

    await answerAll();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This quiz attempt has expired or was already answered. Start the quiz again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start the quiz again' }));
    await waitFor(() => expect(api.calls('startQuizAttempt')).toHaveLength(2));
  });

  it('keeps the expired attempt and says why when starting again fails, then starts a fresh form', async () => {
    let starts = 0;
    openLesson({
      startQuizAttempt: () => {
        starts += 1;
        if (starts === 2)
          throw new ApiRequestError(500, 'Server Error', '', { code: 'INTERNAL', message: 'x' });
        return makeAttempt({ attemptId: `01JABCDEFGHJKMNPQRSTVWXYZ${starts}` });
      },
      submitQuizAnswers: () => {
        throw new ApiRequestError(404, 'Not Found', '', { code: 'QUIZ_ATTEMPT_NOT_FOUND', message: 'x' });
      },
    });

    await answerAll();
    await userEvent.click(await screen.findByRole('button', { name: 'Start the quiz again' }));

    expect(await screen.findByText('The quiz could not be started')).toBeInTheDocument();
    expect(screen.getByText(/This quiz attempt has expired/)).toBeInTheDocument();
    const restart = screen.getByRole('button', { name: 'Start the quiz again' });
    expect(restart).toBeEnabled();

    await userEvent.click(restart);

    await waitFor(() => expect(screen.getByRole('radio', { name: 'Invited buyers' })).not.toBeChecked());
    expect(screen.getByRole('button', { name: 'Submit answers' })).toBeInTheDocument();
    expect(screen.queryByText('The quiz could not be started')).not.toBeInTheDocument();
    expect(screen.getAllByRole('radio')[0]).toHaveFocus();
  });

  it('moves focus to the first question when the quiz starts', async () => {
    openLesson();
    await startQuiz();
    expect(screen.getAllByRole('radio')[0]).toHaveFocus();
  });

  it('keeps the answers of an attempt under way when the language is switched, and says so', async () => {
    openLesson();
    await userEvent.click(within(await startQuiz()).getByRole('radio', { name: 'Invited buyers' }));

    await act(() => i18next.changeLanguage('es'));

    expect(await screen.findByText(/Este intento continúa en el idioma en que empezó/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Invited buyers' })).toBeChecked();
  });

  it('celebrates the badge when the attempt earned it', async () => {
    openLesson({
      getTrainingLesson: () => makeLessonDetail({ nextLessonId: null }),
      submitQuizAnswers: () => makeQuizResult({ certification: makeCertification(), certifiedNow: true }),
    });

    await answerAll();

    const panel = await screen.findByRole('region', { name: 'You are a Certified Buyer!' });
    expect(within(panel).getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    // The last lesson: the result leads back to the course.
    expect(
      within(screen.getByTestId('quiz-result')).getByRole('link', { name: 'Back to the course' }),
    ).toBeInTheDocument();
  });

  it('does not celebrate a pass that earned no badge', async () => {
    openLesson({ submitQuizAnswers: () => makeQuizResult() });
    await answerAll();
    await screen.findByRole('heading', { name: 'Passed: 100 %' });
    expect(screen.queryByRole('region', { name: 'You are a Certified Buyer!' })).not.toBeInTheDocument();
  });

  it('sends a seller to /unauthorized without asking the API', () => {
    const api = fakeApi({});
    const { currentPath } = renderWithProviders(<TrainingLesson lessonId={LESSON_ID} />, {
      path: `/training/${LESSON_ID}`,
      user: makeUser({ roles: ['originator'] }),
    });
    expect(currentPath()).toBe('/unauthorized');
    expect(api.calls('getTrainingLesson')).toHaveLength(0);
  });
});
