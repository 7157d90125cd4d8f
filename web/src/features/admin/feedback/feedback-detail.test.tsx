import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { AdminFeedback as AdminFeedbackItem, FeedbackStatus } from '#shared/feedback/feedback';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { makeAdminFeedback } from './admin-feedback.fixtures';
import { AdminFeedback } from './admin-feedback';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

const FRESH_URL =
  'https://assets.example.com/private/feedback/01JFEEDBACK0000000000000001.png?X-Amz-Signature=fresh';

/** Answers the tab's calls from a store of one bug report; counts follow the store. */
function mockApi(options: { failDelete?: boolean } = {}) {
  let stored: AdminFeedbackItem[] = [makeAdminFeedback()];
  const countOf = (status: FeedbackStatus) => stored.filter((item) => item.status === status).length;
  return fakeApi({
    listFeedback: () => ({ items: stored, nextCursor: null }),
    countFeedback: () => ({
      open: countOf('open'),
      'in-progress': countOf('in-progress'),
      resolved: countOf('resolved'),
    }),
    getFeedback: ({ params }) => {
      const found = stored.find((item) => item.feedbackId === params!.feedbackId);
      if (!found) throw new ApiRequestError(404, 'Not Found', '', { code: 'FEEDBACK_NOT_FOUND' });
      return { ...found, screenshotUrl: FRESH_URL };
    },
    setFeedbackStatus: ({ params, body }) => {
      stored = stored.map((item) =>
        item.feedbackId === params!.feedbackId
          ? {
              ...item,
              status: body!.status,
              statusChangedBy: 'admin-1',
              updatedAt: '2026-11-21T08:00:00.000Z',
            }
          : item,
      );
      return { ...stored[0]!, screenshotUrl: FRESH_URL };
    },
    deleteFeedback: ({ params }) => {
      if (options.failDelete) throw new ApiRequestError(500, 'Internal Server Error', '', null);
      stored = stored.filter((item) => item.feedbackId !== params!.feedbackId);
      return null;
    },
  });
}

const renderTab = () =>
  renderWithProviders(<AdminFeedback />, {
    user: makeUser({ userId: 'admin-1', roles: ['admin'], mfaEnabled: true }),
    path: '/admin?tab=feedback',
  });

/** Opens the detail of Bea's bug report from the keyboard, as a screen reader user would. */
async function openDetail() {
  const view = await screen.findByRole('button', { name: /^View the feedback from Bea Buyer sent/ });
  view.focus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('dialog', { name: 'Bug from Bea Buyer' });
}

const countText = (status: FeedbackStatus) => screen.getByTestId(`feedback-count-${status}`).textContent;

describe('AdminFeedback detail', () => {
  beforeEach(() => jest.mocked(callRoute).mockReset());

  it('shows the whole feedback: comment, sender, page, language, browser, bug context and the screenshot large', async () => {
    // Prepare
    const api = mockApi();
    renderTab();

    // Act
    const dialog = await openDetail();

    // Assess
    expect(within(dialog).getByTestId('feedback-detail-comment').textContent).toBe(
      makeAdminFeedback().comment,
    );
    expect(within(dialog).getByRole('link', { name: 'bea@example.com' })).toHaveAttribute(
      'href',
      'mailto:bea@example.com',
    );
    expect(dialog).toHaveTextContent('/deals/deal-1');
    expect(dialog).toHaveTextContent('LanguageEspañol');
    expect(dialog).toHaveTextContent('BrowserMozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)');
    const context = within(dialog).getByTestId('feedback-context');
    expect(context).toHaveTextContent('App version1.4.2');
    expect(context).toHaveTextContent('Viewport375 × 812 px');
    expect(context).toHaveTextContent('GET /api/deals/deal-1 answered 503');
    expect(context).toHaveTextContent('Error: Map tiles failed to load');
    expect(api.calls('getFeedback')).toEqual([
      { params: { feedbackId: makeAdminFeedback().feedbackId }, signal: expect.any(AbortSignal) },
    ]);
    // The fresh link replaces the list's, which may have expired.
    const screenshot = await within(dialog).findByRole('img', {
      name: 'Screenshot sent by Bea Buyer (opens in a new tab)',
    });
    await waitFor(() => expect(screenshot).toHaveAttribute('src', FRESH_URL));
    const link = screenshot.closest('a');
    expect(link).toHaveAttribute('href', FRESH_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('changes the status, and the row, the detail and the counts follow', async () => {
    // Prepare
    const api = mockApi();
    renderTab();
    const dialog = await openDetail();
    await waitFor(() => expect(countText('open')).toBe('1 Open'));
    const save = within(dialog).getByRole('button', { name: 'Save status' });
    expect(save).toBeDisabled();

    // Act
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Change the status' }),
      'Resolved',
    );
    await userEvent.click(save);

    // Assess
    expect(api.calls('setFeedbackStatus')).toEqual([
      { params: { feedbackId: makeAdminFeedback().feedbackId }, body: { status: 'resolved' } },
    ]);
    await waitFor(() => expect(countText('resolved')).toBe('1 Resolved'));
    expect(countText('open')).toBe('0 Open');
    await waitFor(() => expect(within(dialog).getByTestId('feedback-status')).toHaveTextContent('Resolved'));
    expect(dialog).toHaveTextContent('Status changed byadmin-1');
    const row = screen.getByTestId('feedback-row');
    await waitFor(() => expect(within(row).getByTestId('feedback-status')).toHaveTextContent('Resolved'));
    // The form stayed mounted: focus is still on Save, and the choice starts from the saved status.
    expect(within(dialog).getByRole('button', { name: 'Save status' })).toHaveFocus();
    expect(within(dialog).getByRole('combobox', { name: 'Change the status' })).toHaveValue('resolved');
  });

  it('deletes after a confirmation that starts on Cancel; the row goes, the counts follow and focus lands on the heading', async () => {
    // Prepare
    const api = mockApi();
    renderTab();
    const dialog = await openDetail();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this feedback?' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(api.calls('deleteFeedback')).toEqual([]);

    // Act
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    // Assess
    expect(api.calls('deleteFeedback')).toEqual([{ params: { feedbackId: makeAdminFeedback().feedbackId } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByTestId('feedback-row')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Feedback' })).toHaveFocus();
    expect(await screen.findByText('No feedback yet.')).toBeInTheDocument();
    await waitFor(() => expect(countText('open')).toBe('0 Open'));
  });

  it('keeps nothing deleted when the confirmation is cancelled', async () => {
    // Prepare
    const api = mockApi();
    renderTab();
    const dialog = await openDetail();
    const deleteButton = within(dialog).getByRole('button', { name: 'Delete' });
    await userEvent.click(deleteButton);
    await screen.findByRole('dialog', { name: 'Delete this feedback?' });

    // Act
    await userEvent.keyboard('{Escape}');

    // Assess
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete this feedback?' })).not.toBeInTheDocument(),
    );
    expect(deleteButton).toHaveFocus();
    expect(api.calls('deleteFeedback')).toEqual([]);
    expect(screen.getByTestId('feedback-row')).toBeInTheDocument();
  });

  it('says "Failed to delete feedback" in the confirmation when the delete fails, and keeps the row', async () => {
    // Prepare
    mockApi({ failDelete: true });
    renderTab();
    const dialog = await openDetail();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this feedback?' });

    // Act
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    // Assess
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Failed to delete feedback');
    expect(screen.getByTestId('feedback-row')).toBeInTheDocument();
  });

  it('says the delete failed in Spanish when the interface is in Spanish', async () => {
    await i18next.changeLanguage('es');
    mockApi({ failDelete: true });
    const { unmount } = renderTab();
    try {
      // Prepare
      const view = await screen.findByRole('button', { name: /^Ver el comentario de Bea Buyer/ });
      await userEvent.click(view);
      const dialog = await screen.findByRole('dialog', { name: 'Error de Bea Buyer' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
      const confirm = await screen.findByRole('dialog', { name: '¿Eliminar este comentario?' });

      // Act
      await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));

      // Assess
      expect(await within(confirm).findByRole('alert')).toHaveTextContent(
        'No se pudo eliminar el comentario',
      );
    } finally {
      // Unmounted first: the language change back must not re-render a finished test.
      unmount();
      await i18next.changeLanguage('en');
    }
  });

  it('says the feedback no longer exists when another admin deleted it meanwhile', async () => {
    // Prepare
    fakeApi({
      listFeedback: () => ({ items: [makeAdminFeedback()], nextCursor: null }),
      countFeedback: () => ({ open: 1, 'in-progress': 0, resolved: 0 }),
      getFeedback: () =>
        Promise.reject(new ApiRequestError(404, 'Not Found', '', { code: 'FEEDBACK_NOT_FOUND' })),
    });
    renderTab();

    // Act
    const dialog = await openDetail();

    // Assess
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This feedback no longer exists: another admin may have deleted it.',
    );
    expect(within(dialog).getByTestId('feedback-detail-comment').textContent).toBe(
      makeAdminFeedback().comment,
    );
    // Nothing is left to change or delete.
    expect(within(dialog).queryByRole('combobox', { name: 'Change the status' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save status' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
