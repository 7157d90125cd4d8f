import { act, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import userEvent from '@testing-library/user-event';
import { lessonContentSchema } from '#shared/training/lesson-content';
import { callRoute } from '../../../lib/api/app-api-client';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import AdminTrainingPage from './admin-training-page';
import { apiError, makeAdminCourse, makeAdminLesson, trainingAdmin } from './admin-training.fixtures';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

const renderEditor = (lesson: string) =>
  renderWithProviders(<AdminTrainingPage />, {
    user: trainingAdmin,
    path: `/admin/training?lesson=${lesson}`,
  });

// A lesson has many fields, and the machine running the tests may be shared.
jest.setTimeout(30_000);

/** Puts the text in the field with this label, replacing what it held (pasted: typing each key is slow). */
async function fill(label: string | RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  if (text) await userEvent.paste(text);
}

describe('LessonEditor: a new lesson', () => {
  beforeEach(() => jest.mocked(callRoute).mockReset());

  it('shows the schema’s messages, focuses the first invalid field and sends nothing', async () => {
    // Prepare
    const api = fakeApi({});
    renderEditor('new');
    await screen.findByRole('heading', { name: 'New lesson' });
    await fill('Title (English)', 'Reading a deal sheet');

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Save the lesson' }));

    // Assess
    // English comes first on screen: its summary is the first field left empty.
    expect(screen.getByLabelText('Summary (English)')).toHaveFocus();
    expect(screen.getByLabelText('Title (Spanish)')).toHaveAccessibleDescription('Fill this in.');
    expect(screen.getByRole('group', { name: 'Correct answer' })).toHaveTextContent(
      'Pick the correct answer.',
    );
    expect(screen.getByLabelText('Title (English)')).toHaveValue('Reading a deal sheet');
    expect(api.calls('createLesson')).toHaveLength(0);
  });

  it('keeps the last question, and gives focus to a neighbour when a question or choice is removed', async () => {
    // Prepare
    fakeApi({});
    renderEditor('new');
    await screen.findByRole('heading', { name: 'New lesson' });
    expect(screen.getByRole('button', { name: 'Remove question 1' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add a choice to question 1' }));

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Remove choice B of question 1' }));

    // Assess
    expect(screen.getByRole('radio', { name: 'Choice B is the correct answer to question 1' })).toHaveFocus();

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove question 1' }));

    // Assess
    const [remaining] = screen.getAllByTestId('quiz-question');
    expect(within(remaining!).getAllByRole('textbox')[0]).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Remove question 1' })).toBeDisabled();
  });

  it('writes language names in lower case inside Spanish labels, capitalised where they start a line', async () => {
    // Prepare
    fakeApi({});
    await act(() => i18next.changeLanguage('es'));
    try {
      // Act
      renderEditor('new');

      // Assess
      expect(await screen.findByLabelText('Título (inglés)')).toBeInTheDocument();
      expect(screen.getByLabelText('Pregunta (español)')).toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'Inglés' })).toBeInTheDocument();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('counts the body’s characters against its limit', async () => {
    // Prepare
    fakeApi({});
    renderEditor('new');
    await screen.findByRole('heading', { name: 'New lesson' });

    // Act
    await fill('Lesson text, Markdown (Spanish)', 'Hola');

    // Assess
    expect(screen.getByLabelText('Lesson text, Markdown (Spanish)')).toHaveAccessibleDescription(
      '4 of 10000 characters',
    );
  });

  it('saves a complete lesson with its quiz, questions and choices sharing their ids across languages', async () => {
    // Prepare
    const api = fakeApi({
      createLesson: ({ body }) =>
        makeAdminLesson({ lessonId: 'new-lesson', content: lessonContentSchema.parse(body!.content) }),
      getAdminCourse: () => makeAdminCourse(),
    });
    const { currentPath } = renderEditor('new');
    await screen.findByRole('heading', { name: 'New lesson' });
    await fill('Title (English)', 'Due diligence');
    await fill('Title (Spanish)', 'Diligencia debida');
    await fill('Summary (English)', 'What to check.');
    await fill('Summary (Spanish)', 'Qué comprobar.');
    await fill('Lesson text, Markdown (English)', 'Check the title.');
    await fill('Lesson text, Markdown (Spanish)', 'Compruebe el título.');
    await fill('Question (English)', 'What comes first?');
    await fill('Question (Spanish)', '¿Qué va primero?');
    await fill('Choice A (English)', 'The title');
    await fill('Choice A (Spanish)', 'El título');
    await fill('Choice B (English)', 'The paint');
    await fill('Choice B (Spanish)', 'La pintura');
    await userEvent.click(screen.getByRole('button', { name: 'Add a choice to question 1' }));
    await fill('Choice C (English)', 'The garden');
    await fill('Choice C (Spanish)', 'El jardín');
    await userEvent.click(
      screen.getByRole('radio', { name: 'Choice A is the correct answer to question 1' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Required for the badge' }));

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Save the lesson' }));

    // Assess
    await waitFor(() => expect(api.calls('createLesson')).toHaveLength(1));
    expect(api.calls('createLesson')[0]?.body).toEqual({
      required: false,
      content: {
        title: { en: 'Due diligence', es: 'Diligencia debida' },
        summary: { en: 'What to check.', es: 'Qué comprobar.' },
        body: { en: 'Check the title.', es: 'Compruebe el título.' },
        quiz: [
          {
            questionId: 'q1',
            prompt: { en: 'What comes first?', es: '¿Qué va primero?' },
            choices: [
              { choiceId: 'c1', text: { en: 'The title', es: 'El título' } },
              { choiceId: 'c2', text: { en: 'The paint', es: 'La pintura' } },
              { choiceId: 'c3', text: { en: 'The garden', es: 'El jardín' } },
            ],
            correctChoiceId: 'c1',
          },
        ],
      },
    });
    // Back to the list.
    expect(await screen.findAllByTestId('training-lesson')).toHaveLength(3);
    expect(currentPath()).toBe('/admin/training');
  });

  it('explains COURSE_FULL and keeps what was written', async () => {
    // Prepare
    fakeApi({ createLesson: () => Promise.reject(apiError(409, 'COURSE_FULL')) });
    renderEditor('new');
    await screen.findByRole('heading', { name: 'New lesson' });
    // A complete lesson: the first question of an edited lesson's fixture, typed in.
    const { content } = makeAdminLesson();
    await fill('Title (English)', content.title.en);
    await fill('Title (Spanish)', content.title.es);
    await fill('Summary (English)', content.summary.en);
    await fill('Summary (Spanish)', content.summary.es);
    await fill('Lesson text, Markdown (English)', 'Body');
    await fill('Lesson text, Markdown (Spanish)', 'Cuerpo');
    await fill('Question (English)', 'Q');
    await fill('Question (Spanish)', 'P');
    for (const letter of ['A', 'B']) {
      await fill(`Choice ${letter} (English)`, letter);
      await fill(`Choice ${letter} (Spanish)`, letter);
    }
    await userEvent.click(
      screen.getByRole('radio', { name: 'Choice B is the correct answer to question 1' }),
    );

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Save the lesson' }));

    // Assess
    const alert = await screen.findByTestId('lesson-save-error');
    expect(alert).toHaveTextContent('The course holds as many lessons as it may (30).');
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText('Title (Spanish)')).toHaveValue(content.title.es);
  });
});

describe('LessonEditor: an existing lesson', () => {
  beforeEach(() => jest.mocked(callRoute).mockReset());

  it('reads the lesson with its answers and saves an edit over the revision it was read at', async () => {
    // Prepare
    const lesson = makeAdminLesson();
    const api = fakeApi({
      getAdminLesson: () => lesson,
      updateLesson: ({ body }) => ({
        ...lesson,
        revision: 5,
        content: lessonContentSchema.parse(body!.content),
      }),
      getAdminCourse: () => makeAdminCourse(),
    });
    renderEditor(lesson.lessonId);
    await screen.findByRole('heading', { name: 'Edit “What is creative finance”' });
    expect(screen.getByRole('radio', { name: 'Choice A is the correct answer to question 1' })).toBeChecked();

    // Act
    await fill('Title (English)', 'Creative finance, explained');
    await userEvent.click(screen.getByRole('button', { name: 'Save the lesson' }));

    // Assess
    await waitFor(() => expect(api.calls('updateLesson')).toHaveLength(1));
    expect(api.calls('getAdminLesson')[0]?.params).toEqual({ lessonId: lesson.lessonId });
    expect(api.calls('updateLesson')[0]).toEqual({
      params: { lessonId: lesson.lessonId },
      body: {
        revision: 4,
        content: { ...lesson.content, title: { ...lesson.content.title, en: 'Creative finance, explained' } },
      },
    });
  });

  it('returns focus to the lesson’s Edit button after saving, and to the preview button after previewing', async () => {
    // Prepare
    const lesson = makeAdminLesson();
    fakeApi({
      getAdminLesson: () => lesson,
      updateLesson: () => ({ ...lesson, revision: 5 }),
      getAdminCourse: () => makeAdminCourse(),
    });
    renderEditor(lesson.lessonId);
    await screen.findByRole('heading', { name: 'Edit “What is creative finance”' });
    const previewButton = screen.getByRole('button', { name: /Preview as a buyer \(English\)/ });
    await userEvent.click(previewButton);

    // Act
    await userEvent.click(await screen.findByRole('button', { name: 'Back to editing' }));

    // Assess
    expect(previewButton).toHaveFocus();

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Save the lesson' }));

    // Assess
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit “What is creative finance”' })).toHaveFocus(),
    );
  });

  it('returns focus to the list’s heading when a new lesson’s editor is left', async () => {
    // Prepare
    fakeApi({ getAdminCourse: () => makeAdminCourse() });
    renderEditor('new');
    await screen.findByRole('heading', { name: 'New lesson' });

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Back to the lessons' }));

    // Assess
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Lessons' })).toHaveFocus());
  });

  it('says someone else saved the lesson on CONFLICT, keeps the edit, and reloads their version on request', async () => {
    // Prepare
    let revision = 4;
    fakeApi({
      getAdminLesson: () =>
        makeAdminLesson({
          revision,
          content: {
            ...makeAdminLesson().content,
            title: { en: `Title of revision ${revision}`, es: 'Título' },
          },
        }),
      updateLesson: () => {
        revision = 5;
        return Promise.reject(apiError(409, 'CONFLICT'));
      },
    });
    renderEditor('what-is-creative-finance');
    await screen.findByDisplayValue('Title of revision 4');
    await fill('Title (English)', 'My edit');

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Save the lesson' }));

    // Assess
    const alert = await screen.findByTestId('lesson-save-error');
    expect(alert).toHaveTextContent('Someone else saved this lesson while you were editing it.');
    expect(screen.getByLabelText('Title (English)')).toHaveValue('My edit');

    // Act
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload the lesson' }));

    // Assess
    expect(await screen.findByDisplayValue('Title of revision 5')).toBeInTheDocument();
    expect(screen.queryByTestId('lesson-save-error')).not.toBeInTheDocument();
  });

  it('explains LESSON_NOT_FOUND when the lesson is gone', async () => {
    // Prepare
    fakeApi({ getAdminLesson: () => Promise.reject(apiError(404, 'LESSON_NOT_FOUND')) });

    // Act
    renderEditor('gone');

    // Assess
    expect(await screen.findByRole('alert')).toHaveTextContent('This lesson no longer exists.');
  });

  it('previews the unsaved draft as a buyer sees it, in Spanish, with the quiz and no answer marked', async () => {
    // Prepare
    fakeApi({ getAdminLesson: () => makeAdminLesson() });
    renderEditor('what-is-creative-finance');
    await screen.findByRole('heading', { name: 'Edit “What is creative finance”' });
    await fill('Title (Spanish)', 'Financiación creativa <b>hoy</b>');

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Preview as a buyer (Spanish)' }));

    // Assess
    const preview = screen.getByTestId('lesson-preview');
    expect(preview).toHaveAttribute('lang', 'es');
    expect(
      within(preview).getByRole('heading', { level: 2, name: 'Financiación creativa <b>hoy</b>' }),
    ).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { name: 'Por qué importa' })).toBeInTheDocument();
    expect(within(preview).getByText('vendedor').tagName).toBe('STRONG');
    const question = within(preview).getByRole('group', { name: /¿Quién puede financiar\?/ });
    const choices = within(question).getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual(['El vendedor', 'Nadie']);
    expect(choices.every((choice) => !(choice as HTMLInputElement).checked)).toBe(true);

    // Act: back to editing, the draft intact
    await userEvent.click(screen.getByRole('button', { name: 'Back to editing' }));

    // Assess
    expect(screen.getByLabelText('Title (Spanish)')).toHaveValue('Financiación creativa <b>hoy</b>');
  });
});
