import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { callRoute } from '../../../lib/api/app-api-client';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import AdminTrainingPage from './admin-training-page';
import { apiError, makeAdminCourse, makeTrainingStats, trainingAdmin } from './admin-training.fixtures';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

const renderPage = (path = '/admin/training', user = trainingAdmin) =>
  renderWithProviders(<AdminTrainingPage />, { user, path });

describe('AdminTrainingPage', () => {
  beforeEach(() => jest.mocked(callRoute).mockReset());

  it('sends anyone but an admin to /unauthorized', async () => {
    // Prepare
    fakeApi({});

    // Act
    const { currentPath } = renderPage('/admin/training', makeUser({ roles: ['buyer'] }));

    // Assess
    await waitFor(() => expect(currentPath()).toBe('/unauthorized'));
  });

  it('tells an admin without two-step sign-in to turn it on, as the admin panel does', async () => {
    // Prepare
    fakeApi({});

    // Act
    renderPage('/admin/training', makeUser({ roles: ['admin'], mfaEnabled: false }));

    // Assess
    expect(await screen.findByTestId('admin-mfa-required')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('loads the standard course into an empty course and shows its lessons', async () => {
    // Prepare
    const api = fakeApi({
      getAdminCourse: () => makeAdminCourse({ lessons: [], version: 0, validCertifiedCount: 0 }),
      loadStandardCourse: () => makeAdminCourse(),
    });
    renderPage();
    const empty = await screen.findByTestId('training-empty');
    expect(empty).toHaveTextContent('The course has no lessons yet');

    // Act
    await userEvent.click(within(empty).getByRole('button', { name: 'Load the standard course' }));

    // Assess
    expect(await screen.findByTestId('standard-course-loaded')).toHaveTextContent(
      'The standard course is loaded: 3 lessons.',
    );
    expect(api.calls('loadStandardCourse')).toHaveLength(1);
    expect(screen.getAllByTestId('training-lesson')).toHaveLength(3);
    expect(screen.queryByTestId('training-empty')).not.toBeInTheDocument();
  });

  it('explains COURSE_NOT_EMPTY in the admin’s words', async () => {
    // Prepare
    fakeApi({
      getAdminCourse: () => makeAdminCourse({ lessons: [] }),
      loadStandardCourse: () => Promise.reject(apiError(409, 'COURSE_NOT_EMPTY')),
    });
    renderPage();

    // Act
    await userEvent.click(await screen.findByRole('button', { name: 'Load the standard course' }));

    // Assess
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The standard course could not be loaded');
    expect(alert).toHaveTextContent('The course already has lessons, so the standard course was not loaded.');
  });

  it('lists lessons in course order with their place, title, flags and question count', async () => {
    // Prepare
    fakeApi({ getAdminCourse: () => makeAdminCourse() });

    // Act
    renderPage();

    // Assess
    const rows = await screen.findAllByTestId('training-lesson');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'What is creative finance',
      'Subject-to deals',
      'Seller financing',
    ]);
    expect(rows[2]).toHaveTextContent('Lesson 3');
    expect(rows[2]).toHaveTextContent('Required');
    expect(rows[2]).toHaveTextContent('Draft');
    expect(rows[2]).toHaveTextContent('5 questions');
    expect(screen.getByText('Course version 2 · 3 buyers hold a valid badge')).toBeInTheDocument();
  });

  it('says "1 buyer holds" in the singular, in English and Spanish', async () => {
    // Prepare
    fakeApi({ getAdminCourse: () => makeAdminCourse({ validCertifiedCount: 1 }) });

    // Act
    renderPage();

    // Assess
    expect(await screen.findByText('Course version 2 · 1 buyer holds a valid badge')).toBeInTheDocument();
    await act(() => i18next.changeLanguage('es'));
    expect(
      await screen.findByText('Versión del curso 2 · 1 comprador tiene una insignia válida'),
    ).toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
  });

  it('shows buyers started and certified and a row of figures per lesson on the statistics tab', async () => {
    // Prepare
    fakeApi({ getTrainingStats: () => makeTrainingStats() });

    // Act
    renderPage('/admin/training?tab=stats');

    // Assess
    const totals = await screen.findByTestId('training-stats-totals');
    expect(totals).toHaveTextContent('Buyers who started42');
    expect(totals).toHaveTextContent('Buyers certified17');
    const [first, second] = screen.getAllByTestId('training-stats-row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.lastChild?.textContent),
    ).toEqual(['40', '30', '55', '82%', '25%']);
    expect(second).toHaveTextContent('Seller financing');
    expect(within(second!).getAllByRole('cell').at(-1)).toHaveTextContent('—');
    expect(screen.getByRole('region', { name: 'Figures per lesson' })).toHaveAttribute('tabindex', '0');
  });
});
