import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { Role } from '#shared/users/roles';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { makeCertification, makeLessonSummary, makeOverview } from '../test/training-fixtures';
import TrainingPage from './training-page';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

beforeEach(() => jest.mocked(callRoute).mockReset());
afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

const renderPage = (roles: Role[] = ['buyer']) =>
  renderWithProviders(<TrainingPage />, { path: '/training', user: makeUser({ roles }) });

const nineLessons = Array.from({ length: 9 }, (_, index) =>
  makeLessonSummary({
    lessonId: `lesson-${index + 1}`,
    position: index + 1,
    title: `Lesson title ${index + 1}`,
    progress: index < 3 ? 'completed' : index === 3 ? 'started' : 'not-started',
    bestScorePercent: index < 3 ? 100 : null,
  }),
);

describe('TrainingPage', () => {
  it('shows the progress in words and as a labelled bar, and resumes at the resume lesson', async () => {
    fakeApi({
      getTrainingOverview: () =>
        makeOverview({
          lessons: nineLessons,
          requiredCount: 9,
          completedRequiredCount: 3,
          resumeLessonId: 'lesson-4',
        }),
    });

    renderPage();

    const bar = await screen.findByRole('progressbar', { name: '3 of 9 required lessons completed' });
    expect(bar).toHaveAttribute('value', '3');
    expect(bar).toHaveAttribute('max', '9');
    expect(screen.getByRole('link', { name: 'Resume where you left off' })).toHaveAttribute(
      'href',
      '/training/lesson-4',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Training' })).toBeInTheDocument();
    expect(document.title).toBe('Training · Dealflow');
  });

  it('lists every lesson with its place, length, tag, state and best score', async () => {
    fakeApi({
      getTrainingOverview: () =>
        makeOverview({
          lessons: [
            makeLessonSummary({
              lessonId: 'one',
              position: 1,
              title: 'One',
              progress: 'completed',
              bestScorePercent: 80,
            }),
            makeLessonSummary({ lessonId: 'two', position: 2, title: 'Two', progress: 'started' }),
            makeLessonSummary({
              lessonId: 'three',
              position: 3,
              title: 'Three',
              required: false,
              readingMinutes: 7,
            }),
          ],
          requiredCount: 2,
          completedRequiredCount: 1,
          resumeLessonId: 'two',
        }),
    });

    renderPage();

    const items = within(await screen.findByTestId('training-lessons')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('link', { name: 'Lesson 1 One' })).toHaveAttribute(
      'href',
      '/training/one',
    );
    expect(items[0]).toHaveTextContent('Required');
    expect(items[0]).toHaveTextContent('✓ Completed · best score 80 %');
    expect(items[1]).toHaveTextContent('In progress');
    expect(items[2]).toHaveTextContent('Optional');
    expect(items[2]).toHaveTextContent('7 minute read');
    expect(items[2]).toHaveTextContent('Not started');
    expect(items[2]).toHaveTextContent('Invitations, offers and first right of refusal.');
  });

  it('offers to start when no lesson is opened yet', async () => {
    fakeApi({ getTrainingOverview: () => makeOverview() });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Start the course' })).toHaveAttribute(
      'href',
      '/training/how-the-marketplace-works',
    );
  });

  it('shows the badge with its date, and asks for re-certification when it no longer holds', async () => {
    fakeApi({
      getTrainingOverview: () =>
        makeOverview({ certification: makeCertification({ valid: false }), resumeLessonId: null }),
    });

    renderPage();

    const badge = await screen.findByTestId('training-badge');
    expect(within(badge).getByRole('heading', { name: 'Certified Buyer' })).toBeInTheDocument();
    expect(badge).toHaveTextContent('Earned on Mar 5, 2026');
    expect(badge).toHaveTextContent('Re-certification needed');
    expect(screen.queryByRole('link', { name: /Resume|Start/ })).not.toBeInTheDocument();
  });

  it('does not ask for re-certification while the badge holds', async () => {
    fakeApi({ getTrainingOverview: () => makeOverview({ certification: makeCertification() }) });
    renderPage();
    expect(await screen.findByTestId('training-badge')).not.toHaveTextContent('Re-certification needed');
  });

  it('says so when the course has no lessons', async () => {
    fakeApi({
      getTrainingOverview: () => makeOverview({ lessons: [], requiredCount: 0, resumeLessonId: null }),
    });
    renderPage();
    expect(await screen.findByTestId('training-empty')).toHaveTextContent(
      'There are no lessons in the course yet.',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows placeholders while loading, then an error with a retry that reads again', async () => {
    let fail = true;
    const api = fakeApi({
      getTrainingOverview: () => {
        if (fail) throw new ApiRequestError(500, 'Server Error', '', { code: 'INTERNAL', message: 'x' });
        return makeOverview();
      },
    });

    renderPage();

    expect(screen.getByText('Loading the course…')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('training-skeletons')).toHaveAttribute('aria-hidden', 'true');
    expect(await screen.findByRole('alert')).toHaveTextContent('The course could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(api.calls('getTrainingOverview')).toHaveLength(2);
  });

  it('explains an unverified e-mail instead of offering a retry that cannot help', async () => {
    fakeApi({
      getTrainingOverview: () => {
        throw new ApiRequestError(403, 'Forbidden', '', {
          code: 'EMAIL_NOT_VERIFIED',
          message: 'Email not verified',
        });
      },
    });
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Verify your e-mail address first');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('asks for the course in the current language and again after a switch', async () => {
    const api = fakeApi({ getTrainingOverview: () => makeOverview() });
    renderPage();
    await screen.findByRole('progressbar');

    await act(() => i18next.changeLanguage('es'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Formación' })).toBeInTheDocument();
    await screen.findByRole('progressbar', { name: '0 de 1 lección obligatoria completada' });
    expect(api.calls('getTrainingOverview').map((call) => call.query?.language)).toEqual(['en', 'es']);
  });

  it('shows the course to a buyer who is also an originator', async () => {
    fakeApi({ getTrainingOverview: () => makeOverview() });
    renderPage(['originator', 'buyer']);
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  });

  it.each<Role>(['originator', 'owner', 'admin'])(
    'sends a %s to /unauthorized without asking the API',
    (role) => {
      const api = fakeApi({});
      const { currentPath } = renderPage([role]);
      expect(currentPath()).toBe('/unauthorized');
      expect(api.calls('getTrainingOverview')).toHaveLength(0);
    },
  );

  it('sends the user to /unauthorized when the API refuses them as not a buyer', async () => {
    fakeApi({
      getTrainingOverview: () => {
        throw new ApiRequestError(403, 'Forbidden', '', { code: 'FORBIDDEN', message: 'x' });
      },
    });
    const { currentPath } = renderPage();
    await waitFor(() => expect(currentPath()).toBe('/unauthorized'));
  });
});
