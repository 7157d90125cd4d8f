import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callRoute } from '../../../lib/api/app-api-client';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { makeChallenge } from '../test/feedback-fixtures';
import FeedbackWidget from './feedback-widget';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));
// Notes when the form's module is first evaluated (a mock factory runs on the first import).
jest.mock('./feedback-form', () => {
  (globalThis as { feedbackFormLoaded?: boolean }).feedbackFormLoaded = true;
  return jest.requireActual('./feedback-form');
});

const formLoaded = () => (globalThis as { feedbackFormLoaded?: boolean }).feedbackFormLoaded === true;

describe('FeedbackWidget loading', () => {
  it('shows its button without the form’s code, and loads it when opened', async () => {
    // Prepare
    jest.mocked(callRoute).mockReset();
    fakeApi({ createFeedbackChallenge: () => makeChallenge() });
    const user = userEvent.setup();
    renderWithProviders(<FeedbackWidget />, { user: makeUser(), path: '/deals' });
    expect(screen.getByRole('button', { name: 'Feedback' })).toBeInTheDocument();
    expect(formLoaded()).toBe(false);

    // Act
    await user.click(screen.getByRole('button', { name: 'Feedback' }));

    // Assess: the dialog opens on its first step, which has focus
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Send feedback');
    expect(screen.getByRole('button', { name: /^Bug/ })).toHaveFocus();
    expect(formLoaded()).toBe(true);
  });
});
