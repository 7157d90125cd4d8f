import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callRoute } from '../../../lib/api/app-api-client';
import { currentToast, dismissToast } from '../../../lib/toast/toast-store';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { makeChallenge, makeMyFeedback } from '../test/feedback-fixtures';
import FeedbackWidget, { WIDGET_RESET_DELAY_MS } from './feedback-widget';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));
jest.mock('./human-verification', () => jest.requireActual('../test/fake-human-verification'));

beforeEach(() => {
  jest.mocked(callRoute).mockReset();
  fakeApi({ createFeedbackChallenge: () => makeChallenge(), submitFeedback: () => makeMyFeedback() });
});
afterEach(() => {
  const toast = currentToast();
  if (toast) act(() => dismissToast(toast.id));
  jest.useRealTimers();
});

function renderWidget(user = userEvent.setup()) {
  renderWithProviders(<FeedbackWidget />, { user: makeUser(), path: '/deals' });
  return user;
}

const feedbackButton = () => screen.getByRole('button', { name: 'Feedback' });
const dialog = () => screen.getByRole('dialog');
/** The first opening waits for the dialog's code (its own chunk); later ones are immediate. */
async function openWidget(user: ReturnType<typeof userEvent.setup>) {
  await user.click(feedbackButton());
  return screen.findByRole('dialog');
}

describe('FeedbackWidget', () => {
  it('goes from choosing a type to the form to "Feedback sent!", and Send More Feedback starts over', async () => {
    // Prepare
    const user = renderWidget();

    // Act: choose a type
    await openWidget(user);
    expect(dialog()).toHaveAccessibleName('Send feedback');
    expect(screen.getByRole('heading', { name: 'Send feedback' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: /^Bug/ })).toHaveFocus();
    await user.click(within(dialog()).getByRole('button', { name: /^Bug/ }));

    // Assess: the form, with the chosen type
    expect(dialog()).toHaveAccessibleName('Report a bug');
    expect(screen.getByRole('radio', { name: 'Bug' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveFocus();

    // Act: send
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'It broke');
    await user.click(await screen.findByRole('button', { name: 'I am human' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    // Assess: success, then a fresh start
    await waitFor(() => expect(dialog()).toHaveAccessibleName('Feedback sent!'));
    expect(screen.getByRole('button', { name: 'Send More Feedback' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send More Feedback' }));
    expect(dialog()).toHaveAccessibleName('Send feedback');
    expect(within(dialog()).getByRole('button', { name: /^Bug/ })).toHaveFocus();
    await user.click(within(dialog()).getByRole('button', { name: /^Idea/ }));
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
  });

  it('closes on Escape, gives focus back to the button, keeps the typed text and starts over 300 ms after closing', async () => {
    // Prepare
    jest.useFakeTimers();
    const user = renderWidget(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
    await openWidget(user);
    await user.click(within(dialog()).getByRole('button', { name: /^Question/ }));
    expect(dialog()).toHaveAccessibleName('Ask a question');
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'How do offers work?');

    // Act
    await user.keyboard('{Escape}');

    // Assess: within the 300 ms, the form and its text are back
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(feedbackButton()).toHaveFocus();
    act(() => jest.advanceTimersByTime(WIDGET_RESET_DELAY_MS - 1));
    await user.click(feedbackButton());
    expect(dialog()).toHaveAccessibleName('Ask a question');
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('How do offers work?');
    // After them, it starts over empty
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    act(() => jest.advanceTimersByTime(WIDGET_RESET_DELAY_MS));
    await user.click(feedbackButton());
    expect(dialog()).toHaveAccessibleName('Send feedback');
    await user.click(within(dialog()).getByRole('button', { name: /^Question/ }));
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
  });

  it('refuses to close while sending, says why, and shows the outcome in the open dialog', async () => {
    // Prepare
    let answer: (value: ReturnType<typeof makeMyFeedback>) => void = () => undefined;
    fakeApi({
      createFeedbackChallenge: () => makeChallenge(),
      submitFeedback: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const user = renderWidget();
    await openWidget(user);
    await user.click(within(dialog()).getByRole('button', { name: /^Idea/ }));
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Dark mode');
    await user.click(await screen.findByRole('button', { name: 'I am human' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('button', { name: 'Sending…' });

    // Act
    await user.keyboard('{Escape}');

    // Assess: still open, the close button disabled with its reason
    expect(dialog()).toHaveAccessibleName('Share an idea');
    const close = within(dialog()).getByRole('button', { name: 'Close' });
    expect(close).toBeDisabled();
    expect(close).toHaveAccessibleDescription(
      'Your feedback is being sent: this window can be closed once it is done.',
    );
    act(() => answer(makeMyFeedback()));
    await waitFor(() => expect(dialog()).toHaveAccessibleName('Feedback sent!'));
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toBeEnabled();
  });

  it('keeps the button and the dialog out of a page capture', async () => {
    const user = renderWidget();
    await openWidget(user);

    expect(feedbackButton()).toHaveAttribute('data-screenshot-exclude');
    expect(dialog().closest('[data-screenshot-exclude]')).not.toBeNull();
  });

  it('sends the page the user was on when opening it', async () => {
    const user = renderWidget();

    await openWidget(user);
    await user.click(within(dialog()).getByRole('button', { name: /^Idea/ }));

    expect(screen.getByText('Sent with the page you were on: /deals')).toBeInTheDocument();
  });
});
