import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callRoute } from '../../../lib/api/app-api-client';
import { currentToast, dismissToast } from '../../../lib/toast/toast-store';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { makeChallenge, makeMyFeedback } from '../test/feedback-fixtures';
import FeedbackPage from './feedback-page';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));
jest.mock('./human-verification', () => jest.requireActual('../test/fake-human-verification'));

beforeEach(() => jest.mocked(callRoute).mockReset());
afterEach(() => {
  const toast = currentToast();
  if (toast) act(() => dismissToast(toast.id));
});

describe('FeedbackPage', () => {
  it('sends from /feedback, starts an empty form, and lists the new feedback with its status', async () => {
    // Prepare
    const sent = makeMyFeedback({ feedbackId: 'f-new', type: 'question', comment: 'How do offers work?' });
    let mine = [makeMyFeedback({ status: 'resolved' })];
    const api = fakeApi({
      createFeedbackChallenge: () => makeChallenge(),
      submitFeedback: () => {
        mine = [sent, ...mine];
        return sent;
      },
      listMyFeedback: () => ({ items: mine, nextCursor: null }),
    });
    const user = userEvent.setup();
    renderWithProviders(<FeedbackPage />, { user: makeUser(), path: '/feedback' });
    expect(await screen.findByText('Resolved')).toBeInTheDocument();
    expect(document.title).toBe('Feedback · Dealflow');

    // Act
    await user.click(screen.getByRole('radio', { name: 'Question' }));
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'How do offers work?');
    await user.click(await screen.findByRole('button', { name: 'I am human' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    // Assess
    expect(await screen.findByText('Open')).toBeInTheDocument();
    expect(
      screen.getByText('How do offers work?', { selector: '.my-feedback__comment' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue(''));
    expect(screen.getByRole('radio', { name: 'Question' })).not.toBeChecked();
    expect(screen.getByRole('heading', { name: 'Send feedback' })).toHaveFocus();
    expect(api.calls('submitFeedback')[0]?.body).toMatchObject({ type: 'question', pagePath: '/feedback' });
    expect(api.calls('createFeedbackChallenge')).toHaveLength(2);
  });
});
