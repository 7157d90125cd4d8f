import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEEDBACK_SCREENSHOT_MAX_BYTES } from '#shared/feedback/feedback';
import { ApiRequestError, NetworkError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { postToPresignedUrl } from '../../../lib/api/presigned-post';
import { currentToast, dismissToast } from '../../../lib/toast/toast-store';
import { fakeApi, type FakeRoutes } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { capturePage } from '../capture-page';
import { imageFile, makeChallenge, makeMyFeedback } from '../test/feedback-fixtures';
import { solvedPayload } from '../test/fake-human-verification';
import { CHALLENGE_RENEW_MARGIN_MS } from '../hooks/use-verification';
import { FeedbackForm, type FeedbackFormProps } from './feedback-form';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));
jest.mock('./human-verification', () => jest.requireActual('../test/fake-human-verification'));
jest.mock('../../../lib/api/presigned-post', () => ({
  ...jest.requireActual<object>('../../../lib/api/presigned-post'),
  postToPresignedUrl: jest.fn(),
}));
jest.mock('../capture-page', () => ({
  ...jest.requireActual<object>('../capture-page'),
  capturePage: jest.fn(),
}));

const UPLOAD_KEY = 'private/feedback-uploads/user-1/01JUPLOAD0000000000000000001.png';

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs one to exist.
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
});
beforeEach(() => jest.mocked(callRoute).mockReset());
afterEach(() => {
  const toast = currentToast();
  if (toast) act(() => dismissToast(toast.id));
});

/** The API answering a challenge, a screenshot policy and the feedback, with `overrides` on top. */
function answerFeedbackRoutes(overrides: FakeRoutes = {}) {
  return fakeApi({
    createFeedbackChallenge: () => makeChallenge(),
    createFeedbackScreenshot: () => ({
      url: 'https://uploads.example',
      fields: { key: UPLOAD_KEY },
      key: UPLOAD_KEY,
      maxBytes: FEEDBACK_SCREENSHOT_MAX_BYTES,
      expiresAt: '2026-03-05T10:10:00.000Z',
    }),
    submitFeedback: () => makeMyFeedback(),
    ...overrides,
  });
}

function renderForm(props: Partial<FeedbackFormProps> = {}) {
  const onSent = jest.fn();
  const user = userEvent.setup({ applyAccept: false });
  const view = renderWithProviders(
    <FeedbackForm initialType="idea" pagePath="/deals" idPrefix="test-feedback" onSent={onSent} {...props} />,
    { user: makeUser({ email: 'bea@example.com' }) },
  );
  return { ...view, user, onSent };
}

const commentBox = () => screen.getByRole('textbox', { name: 'Comment' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });

/** Types the comment, solves the (stand-in) verification and sends. */
async function fillAndSend(user: ReturnType<typeof userEvent.setup>, comment = 'Please add dark mode') {
  await user.type(commentBox(), comment);
  await user.click(await screen.findByRole('button', { name: 'I am human' }));
  await user.click(sendButton());
}

describe('FeedbackForm', () => {
  it('counts the characters live and keeps Send disabled while the comment is blank', async () => {
    // Prepare
    answerFeedbackRoutes();
    const { user } = renderForm();

    // Act + Assess
    expect(sendButton()).toBeDisabled();
    expect(screen.getByText('0 / 500 characters')).toBeInTheDocument();
    await user.type(commentBox(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(commentBox(), 'Hi');
    expect(screen.getByText('5 / 500 characters')).toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
    expect(commentBox()).toHaveAttribute('maxlength', '500');
  });

  it('sends the trimmed comment, the page, the language and the solved challenge; a cleared e-mail goes as null', async () => {
    // Prepare
    const challenge = makeChallenge();
    const api = answerFeedbackRoutes({ createFeedbackChallenge: () => challenge });
    const { user, onSent } = renderForm();
    const email = screen.getByRole('textbox', { name: 'E-mail for our answer (optional)' });
    expect(email).toHaveValue('bea@example.com');
    await user.clear(email);

    // Act
    await fillAndSend(user, '  Please add dark mode  ');

    // Assess
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(api.calls('submitFeedback')[0]?.body).toEqual({
      type: 'idea',
      comment: 'Please add dark mode',
      email: null,
      pagePath: '/deals',
      language: 'en',
      screenshotKey: null,
      context: null,
      verification: solvedPayload(challenge.signature),
    });
    expect(api.calls('createFeedbackScreenshot')).toHaveLength(0);
    expect(currentToast()).toMatchObject({
      variant: 'success',
      title: 'feedback:toasts.sent.title',
      description: 'feedback:toasts.sent.description',
    });
  });

  it("uploads a bug's screenshot first, showing progress, then sends its key with the browser's context", async () => {
    // Prepare
    const api = answerFeedbackRoutes();
    let finishUpload: () => void = () => undefined;
    jest.mocked(postToPresignedUrl).mockImplementation((_policy, _file, onProgress) => {
      onProgress(0.5);
      return new Promise((resolve) => {
        finishUpload = resolve;
      });
    });
    const { user, onSent } = renderForm({ initialType: 'bug' });
    const screenshot = imageFile();
    await user.upload(screen.getByLabelText('Attach an image'), screenshot);
    expect(await screen.findByTestId('screenshot-preview')).toBeInTheDocument();

    // Act
    await fillAndSend(user, 'The map is blank');

    // Assess
    const progress = await screen.findByRole('progressbar', { name: 'Uploading screenshot' });
    expect(progress).toHaveAttribute('value', '0.5');
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(api.calls('createFeedbackScreenshot')[0]?.body).toEqual({ contentType: 'image/png', size: 2048 });
    expect(jest.mocked(postToPresignedUrl).mock.calls[0]?.[1]).toBe(screenshot);
    act(() => finishUpload());
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    const body = api.calls('submitFeedback')[0]?.body;
    expect(body).toMatchObject({ type: 'bug', screenshotKey: UPLOAD_KEY });
    expect(body?.context).toEqual({
      appVersion: 'dev',
      viewport: { width: window.innerWidth, height: window.innerHeight },
      recentProblems: expect.any(Array) as unknown,
    });
  });

  it.each([
    [
      'a file that is not an image',
      imageFile('notes.txt', 'text/plain'),
      'Invalid file type: Please select an image file',
    ],
    [
      'an image of 10 MB or more',
      imageFile('huge.png', 'image/png', FEEDBACK_SCREENSHOT_MAX_BYTES + 1),
      'File too large: Please select an image smaller than 10MB',
    ],
  ])('refuses %s with its message and keeps no screenshot', async (_, file, message) => {
    answerFeedbackRoutes();
    const { user } = renderForm({ initialType: 'bug' });

    await user.upload(screen.getByLabelText('Attach an image'), file);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByTestId('screenshot-preview')).not.toBeInTheDocument();
  });

  it('captures this page as a screenshot to black out', async () => {
    answerFeedbackRoutes();
    jest.mocked(capturePage).mockResolvedValue(new Blob([new Uint8Array(8)], { type: 'image/png' }));
    const { user } = renderForm({ initialType: 'bug' });

    await user.click(screen.getByRole('button', { name: 'Capture this page' }));

    expect(await screen.findByTestId('screenshot-preview')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a black box' })).toBeInTheDocument();
  });

  it('drops the screenshot when another type than bug is chosen', async () => {
    // Prepare
    answerFeedbackRoutes();
    const { user } = renderForm({ initialType: 'bug' });
    await user.upload(screen.getByLabelText('Attach an image'), imageFile());
    expect(await screen.findByTestId('screenshot-preview')).toBeInTheDocument();

    // Act
    await user.click(screen.getByRole('radio', { name: 'Question' }));
    expect(screen.queryByLabelText('Attach an image')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Bug' }));

    // Assess
    expect(screen.getByLabelText('Attach an image')).toBeInTheDocument();
    expect(screen.queryByTestId('screenshot-preview')).not.toBeInTheDocument();
  });

  it('asks for every field when no type is chosen, and sends nothing', async () => {
    const api = answerFeedbackRoutes();
    const { user } = renderForm({ initialType: null });

    await fillAndSend(user);

    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument();
    expect(api.calls('submitFeedback')).toHaveLength(0);
  });

  it('asks for the human verification before sending', async () => {
    const api = answerFeedbackRoutes();
    const { user } = renderForm();

    await user.type(commentBox(), 'Hello');
    await screen.findByRole('button', { name: 'I am human' });
    await user.click(sendButton());

    expect(await screen.findByText('Please complete the human verification first.')).toBeInTheDocument();
    expect(api.calls('submitFeedback')).toHaveLength(0);
  });

  it('says human verification is unavailable, keeps the text, and tries again on request', async () => {
    // Prepare
    let challengeAvailable = false;
    const api = answerFeedbackRoutes({
      createFeedbackChallenge: () => {
        if (!challengeAvailable) throw new NetworkError();
        return makeChallenge();
      },
    });
    const { user } = renderForm();
    await user.type(commentBox(), 'Keep me');

    // Act
    const unavailable = await screen.findByTestId('verification-unavailable');
    challengeAvailable = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    // Assess
    expect(unavailable).toHaveTextContent('Human verification is unavailable right now');
    expect(await screen.findByRole('button', { name: 'I am human' })).toBeInTheDocument();
    expect(commentBox()).toHaveValue('Keep me');
    expect(api.calls('createFeedbackChallenge')).toHaveLength(2);
  });

  it.each([
    ['VERIFICATION_FAILED', 'Human verification failed. Please verify again.'],
    ['VERIFICATION_EXPIRED', 'Human verification expired. Please verify again.'],
    ['VERIFICATION_REUSED', 'This human verification was already used. Please verify again.'],
  ])('explains %s and gets a new challenge to solve', async (code, message) => {
    // Prepare
    const api = answerFeedbackRoutes({
      submitFeedback: () => {
        throw new ApiRequestError(400, 'Bad Request', '', { code, message: 'server words' });
      },
    });
    const { user, onSent } = renderForm();

    // Act
    await fillAndSend(user);

    // Assess
    const alert = await screen.findByTestId('feedback-error');
    expect(alert).toHaveTextContent('Error submitting feedback');
    expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(api.calls('createFeedbackChallenge')).toHaveLength(2));
    expect(onSent).not.toHaveBeenCalled();
    expect(commentBox()).toHaveValue('Please add dark mode');
  });

  it.each([
    [
      'the hourly limit',
      new ApiRequestError(429, 'Too Many Requests', '', { code: 'FEEDBACK_LIMIT_REACHED', message: 'x' }),
      'You have sent as much feedback as you may in an hour. Please try again later.',
    ],
    [
      'a screenshot that is not an image',
      new ApiRequestError(400, 'Bad Request', '', { code: 'UPLOAD_NOT_IMAGE', message: 'x' }),
      'Invalid file type: Please select an image file',
    ],
    ['no answer at all', new NetworkError(), 'Please try again later'],
  ])('explains %s in the alert', async (_, error, message) => {
    const api = answerFeedbackRoutes({
      submitFeedback: () => {
        throw error;
      },
    });
    const { user } = renderForm();

    await fillAndSend(user);

    expect(await screen.findByTestId('feedback-error')).toHaveTextContent(message);
    expect(api.calls('createFeedbackChallenge')).toHaveLength(1);
  });

  it('moves focus to attaching another image when the screenshot is removed', async () => {
    answerFeedbackRoutes();
    const { user } = renderForm({ initialType: 'bug' });
    await user.upload(screen.getByLabelText('Attach an image'), imageFile());
    expect(await screen.findByTestId('screenshot-preview')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove screenshot' }));

    expect(screen.queryByTestId('screenshot-preview')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Attach an image')).toHaveFocus();
  });

  it('checks the type, the fields and the verification in one pass and focuses the type first', async () => {
    const api = answerFeedbackRoutes();
    const { user } = renderForm({ initialType: null });
    await user.type(commentBox(), 'Hello');
    await user.clear(screen.getByRole('textbox', { name: /E-mail/ }));
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'not-an-address');
    await screen.findByRole('button', { name: 'I am human' });

    await user.click(sendButton());

    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument();
    expect(screen.getByText('Please complete the human verification first.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radio', { name: 'Bug' })).toHaveFocus();
    expect(api.calls('submitFeedback')).toHaveLength(0);
  });

  it('focuses the human verification when it is all that is missing', async () => {
    answerFeedbackRoutes();
    const { user } = renderForm();
    await user.type(commentBox(), 'Hello');
    await screen.findByRole('button', { name: 'I am human' });

    await user.click(sendButton());

    expect(await screen.findByText('Please complete the human verification first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I am human' })).toHaveFocus();
  });

  it('gets a new challenge when the widget says the last one expired', async () => {
    const api = answerFeedbackRoutes();
    const { user } = renderForm();
    await user.type(commentBox(), 'Hello');
    await user.click(await screen.findByRole('button', { name: 'I am human' }));

    await user.click(screen.getByRole('button', { name: 'Let the challenge expire' }));

    await waitFor(() => expect(api.calls('createFeedbackChallenge')).toHaveLength(2));
    await user.click(await screen.findByRole('button', { name: 'I am human' }));
    await user.click(sendButton());
    await waitFor(() => expect(api.calls('submitFeedback')).toHaveLength(1));
    const [second] = jest.mocked(callRoute).mock.results.filter((_, index) => index === 1);
    const challenge = (await second?.value) as ReturnType<typeof makeChallenge>;
    expect(api.calls('submitFeedback')[0]?.body?.verification).toBe(solvedPayload(challenge.signature));
  });

  it('replaces the challenge before it expires, without waiting for a refusal', async () => {
    jest.useFakeTimers();
    try {
      const inTwoMinutes = () => {
        const challenge = makeChallenge();
        challenge.parameters.expiresAt = Math.floor(Date.now() / 1000) + 120;
        return challenge;
      };
      const api = answerFeedbackRoutes({ createFeedbackChallenge: inTwoMinutes });
      renderForm();
      await screen.findByRole('button', { name: 'I am human' });
      expect(api.calls('createFeedbackChallenge')).toHaveLength(1);

      act(() => jest.advanceTimersByTime(120_000 - CHALLENGE_RENEW_MARGIN_MS));

      await waitFor(() => expect(api.calls('createFeedbackChallenge')).toHaveLength(2));
    } finally {
      jest.useRealTimers();
    }
  });

  it('cancels a send when the form goes away, and ignores its late answer', async () => {
    let answer: (value: ReturnType<typeof makeMyFeedback>) => void = () => undefined;
    const api = answerFeedbackRoutes({
      submitFeedback: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const { user, onSent, unmount } = renderForm();
    await fillAndSend(user);
    await waitFor(() => expect(api.calls('submitFeedback')).toHaveLength(1));

    unmount();
    await act(async () => answer(makeMyFeedback()));

    expect(api.calls('submitFeedback')[0]?.signal?.aborted).toBe(true);
    expect(onSent).not.toHaveBeenCalled();
    expect(currentToast()).toBeNull();
  });
});
