import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCourse } from '#shared/training/training';
import { callRoute } from '../../../lib/api/app-api-client';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import AdminTrainingPage from './admin-training-page';
import { apiError, makeAdminCourse, trainingAdmin } from './admin-training.fixtures';
import { movedIds } from './lesson-list';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

const renderPage = () =>
  renderWithProviders(<AdminTrainingPage />, { user: trainingAdmin, path: '/admin/training' });
const titles = () =>
  screen.getAllByTestId('training-lesson').map((row) => within(row).getByRole('heading').textContent);

/** The course with its lessons in this order, as the server answers a saved order. */
function reordered(course: AdminCourse, lessonIds: readonly string[]): AdminCourse {
  return {
    ...course,
    lessons: lessonIds.map((lessonId, index) => ({
      ...course.lessons.find((lesson) => lesson.lessonId === lessonId)!,
      position: index + 1,
    })),
  };
}

describe('movedIds', () => {
  it('moves one id to a new place', () => {
    expect(movedIds(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(movedIds(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
  });
});

describe('LessonList reordering', () => {
  beforeEach(() => jest.mocked(callRoute).mockReset());

  it('moves a lesson down by keyboard, keeps focus on it, announces its place and saves every id', async () => {
    // Prepare
    const course = makeAdminCourse();
    const api = fakeApi({
      getAdminCourse: () => course,
      setLessonOrder: ({ body }) => reordered(course, body!.lessonIds),
    });
    renderPage();
    const moveDown = await screen.findByRole('button', { name: 'Move down: “What is creative finance”' });
    moveDown.focus();

    // Act
    await userEvent.keyboard('{Enter}');

    // Assess
    await waitFor(() =>
      expect(titles()).toEqual(['Subject-to deals', 'What is creative finance', 'Seller financing']),
    );
    expect(api.calls('setLessonOrder')[0]?.body).toEqual({
      lessonIds: ['subject-to', 'what-is-creative-finance', 'seller-finance'],
    });
    expect(screen.getByRole('button', { name: 'Move down: “What is creative finance”' })).toHaveFocus();
    expect(screen.getByTestId('training-order-announcement')).toHaveTextContent(
      '“What is creative finance” is now lesson 2 of 3.',
    );
  });

  it('moves focus to Move down when a lesson reaches the top, where Move up is disabled', async () => {
    // Prepare
    const course = makeAdminCourse();
    fakeApi({
      getAdminCourse: () => course,
      setLessonOrder: ({ body }) => reordered(course, body!.lessonIds),
    });
    renderPage();

    // Act
    await userEvent.click(await screen.findByRole('button', { name: 'Move up: “Subject-to deals”' }));

    // Assess
    await waitFor(() => expect(titles()[0]).toBe('Subject-to deals'));
    expect(screen.getByRole('button', { name: 'Move up: “Subject-to deals”' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: “Subject-to deals”' })).toHaveFocus();
  });

  it('puts the previous order back when the server refuses the new one', async () => {
    // Prepare
    let refuse: (error: Error) => void = () => undefined;
    fakeApi({
      getAdminCourse: () => makeAdminCourse(),
      setLessonOrder: () => new Promise((_, reject) => (refuse = reject)),
    });
    renderPage();

    // Act
    await userEvent.click(await screen.findByRole('button', { name: 'Move up: “Seller financing”' }));

    // Assess: shown at once, then rolled back
    await waitFor(() =>
      expect(titles()).toEqual(['What is creative finance', 'Seller financing', 'Subject-to deals']),
    );
    refuse(apiError(500, 'INTERNAL_ERROR'));
    await waitFor(() =>
      expect(titles()).toEqual(['What is creative finance', 'Subject-to deals', 'Seller financing']),
    );
    expect(screen.getByTestId('training-order-announcement')).toHaveTextContent(
      'The new order could not be saved; the previous order is back.',
    );
  });

  it('saves the order after a lesson is dragged onto another', async () => {
    // Prepare
    const course = makeAdminCourse();
    const api = fakeApi({
      getAdminCourse: () => course,
      setLessonOrder: ({ body }) => reordered(course, body!.lessonIds),
    });
    renderPage();
    const [first, , third] = await screen.findAllByTestId('training-lesson');
    const dataTransfer = { setData: jest.fn(), effectAllowed: 'none' };

    // Act
    fireEvent.dragStart(third!, { dataTransfer });
    fireEvent.dragOver(first!, { dataTransfer });
    fireEvent.drop(first!, { dataTransfer });

    // Assess
    await waitFor(() => expect(titles()[0]).toBe('Seller financing'));
    expect(api.calls('setLessonOrder')[0]?.body?.lessonIds).toEqual([
      'seller-finance',
      'what-is-creative-finance',
      'subject-to',
    ]);
  });
});

describe('LessonList settings and the course-change rule', () => {
  beforeEach(() => jest.mocked(callRoute).mockReset());

  it('asks before publishing a required lesson, saying how many badges hold, and sends the re-certification choice', async () => {
    // Prepare
    const course = makeAdminCourse();
    const api = fakeApi({
      getAdminCourse: () => course,
      setLessonSettings: () => ({ ...course, version: 3 }),
    });
    renderPage();

    // Act
    await userEvent.click(await screen.findByRole('switch', { name: '“Seller financing” is published' }));

    // Assess
    const dialog = await screen.findByTestId('recertify-dialog');
    expect(dialog).toHaveTextContent('3 buyers hold a valid Certified Buyer badge.');
    const recertify = within(dialog).getByRole('checkbox', { name: /Require re-certification/ });
    expect(recertify).not.toBeChecked();
    expect(api.calls('setLessonSettings')).toHaveLength(0);

    // Act
    await userEvent.click(recertify);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    // Assess
    await waitFor(() => expect(screen.queryByTestId('recertify-dialog')).not.toBeInTheDocument());
    expect(api.calls('setLessonSettings')).toEqual([
      {
        params: { lessonId: 'seller-finance' },
        body: { published: true, required: true, requireRecertification: true },
      },
    ]);
  });

  it('keeps earned badges when the box is left unticked', async () => {
    // Prepare
    const course = makeAdminCourse();
    course.lessons[1] = { ...course.lessons[1]!, required: false };
    const api = fakeApi({ getAdminCourse: () => course, setLessonSettings: () => course });
    renderPage();

    // Act
    await userEvent.click(await screen.findByRole('switch', { name: '“Subject-to deals” is required' }));
    await userEvent.click(
      within(await screen.findByTestId('recertify-dialog')).getByRole('button', { name: 'Save' }),
    );

    // Assess
    await waitFor(() => expect(api.calls('setLessonSettings')).toHaveLength(1));
    expect(api.calls('setLessonSettings')[0]?.body).toEqual({
      published: true,
      required: true,
      requireRecertification: false,
    });
  });

  it('saves without asking when the change takes a lesson out of the required published set', async () => {
    // Prepare
    const course = makeAdminCourse();
    const api = fakeApi({ getAdminCourse: () => course, setLessonSettings: () => course });
    renderPage();

    // Act
    await userEvent.click(await screen.findByRole('switch', { name: '“Subject-to deals” is published' }));

    // Assess
    await waitFor(() => expect(api.calls('setLessonSettings')).toHaveLength(1));
    expect(api.calls('setLessonSettings')[0]?.body).toEqual({
      published: false,
      required: true,
      requireRecertification: false,
    });
    expect(screen.queryByTestId('recertify-dialog')).not.toBeInTheDocument();
  });
});
