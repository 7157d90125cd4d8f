import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callRoute } from '../../../lib/api/app-api-client';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { FeedbackSubscriptionSwitch } from './feedback-subscription-switch';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

const LABEL = 'E-mail me each new bug report';
const renderSwitch = () =>
  renderWithProviders(<FeedbackSubscriptionSwitch />, {
    user: makeUser({ roles: ['admin'] }),
    path: '/profile',
  });

/** Answers the setting from a store that starts off, as for every admin. */
function mockApi(options: { failSave?: boolean } = {}) {
  let bugReportEmails = false;
  return fakeApi({
    getFeedbackSubscription: () => ({ bugReportEmails }),
    setFeedbackSubscription: ({ body }) => {
      if (options.failSave) return Promise.reject(new Error('offline'));
      bugReportEmails = body!.bugReportEmails;
      return { bugReportEmails };
    },
  });
}

describe('FeedbackSubscriptionSwitch', () => {
  beforeEach(() => jest.mocked(callRoute).mockReset());

  it('starts off, described by what it sends, and turns on from the keyboard', async () => {
    // Prepare
    const api = mockApi();
    renderSwitch();
    const toggle = await screen.findByRole('switch', { name: LABEL });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/A short e-mail to your account's address/);

    // Act
    toggle.focus();
    await userEvent.keyboard(' ');

    // Assess
    expect(api.calls('setFeedbackSubscription')).toEqual([{ body: { bugReportEmails: true } }]);
    await waitFor(() => expect(screen.getByRole('switch', { name: LABEL })).toBeEnabled());
    expect(screen.getByRole('switch', { name: LABEL })).toBeChecked();
  });

  it('turns off again', async () => {
    // Prepare
    const api = mockApi();
    renderSwitch();
    await userEvent.click(await screen.findByRole('switch', { name: LABEL }));
    await waitFor(() => expect(screen.getByRole('switch', { name: LABEL })).toBeChecked());
    await waitFor(() => expect(screen.getByRole('switch', { name: LABEL })).toBeEnabled());

    // Act
    await userEvent.click(screen.getByRole('switch', { name: LABEL }));

    // Assess
    expect(api.calls('setFeedbackSubscription').at(-1)).toEqual({ body: { bugReportEmails: false } });
    await waitFor(() => expect(screen.getByRole('switch', { name: LABEL })).not.toBeChecked());
  });

  it('goes back to off when saving fails', async () => {
    // Prepare
    mockApi({ failSave: true });
    renderSwitch();

    // Act
    await userEvent.click(await screen.findByRole('switch', { name: LABEL }));

    // Assess
    await waitFor(() => expect(screen.getByRole('switch', { name: LABEL })).toBeEnabled());
    expect(screen.getByRole('switch', { name: LABEL })).not.toBeChecked();
  });

  it('says when the setting cannot be loaded, and tries again', async () => {
    // Prepare
    let failing = true;
    fakeApi({
      getFeedbackSubscription: () =>
        failing ? Promise.reject(new Error('offline')) : { bugReportEmails: true },
    });
    renderSwitch();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your bug report e-mail setting could not be loaded.',
    );

    // Act
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    // Assess
    expect(await screen.findByRole('switch', { name: LABEL })).toBeChecked();
  });
});
