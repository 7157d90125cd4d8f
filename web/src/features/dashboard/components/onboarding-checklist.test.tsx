import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ONBOARDING_STEPS } from '#shared/training/training';
import { callRoute } from '../../../lib/api/app-api-client';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { fakeApi } from '../../../test/fake-api';
import { makeOnboarding } from '../../../test/onboarding';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { OnboardingChecklist } from './onboarding-checklist';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

const renderChecklist = () =>
  renderWithProviders(<OnboardingChecklist />, { user: makeUser({ roles: ['buyer'] }), path: '/dashboard' });

describe('OnboardingChecklist', () => {
  beforeEach(() => jest.mocked(callRoute).mockReset());

  it('shows the progress and the six steps in order, each a link, the done ones checked', async () => {
    // Prepare
    fakeApi({ getOnboarding: () => makeOnboarding(['completeProfile', 'setPreferences']) });

    // Act
    renderChecklist();

    // Assess
    expect(await screen.findByText('2 of 6 done')).toBeInTheDocument();
    const checklist = screen.getByTestId('onboarding');
    expect(within(checklist).getByRole('heading', { name: 'Get started as a buyer' })).toBeInTheDocument();
    const bar = within(checklist).getByRole('progressbar', { name: 'Onboarding progress' });
    expect(bar).toHaveAttribute('value', '2');
    expect(bar).toHaveAttribute('max', '6');
    const steps = within(checklist).getAllByTestId('onboarding-step');
    expect(steps.map((step) => step.dataset.step)).toEqual([...ONBOARDING_STEPS]);
    expect(steps.map((step) => step.dataset.done)).toEqual([
      'true',
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
    expect(steps.map((step) => within(step).getByRole('link').getAttribute('href'))).toEqual([
      '/profile',
      '/profile?tab=preferences',
      '/profile?tab=buybox',
      '/training',
      '/training',
      '/deals',
    ]);
    expect(steps[0]).toHaveTextContent('Complete your profile(done)');
    expect(steps[2]).toHaveTextContent('Set your buy box(not done yet)');
    expect(within(checklist).queryByRole('button', { name: 'Hide checklist' })).not.toBeInTheDocument();
  });

  it('offers "Hide checklist" once every step is done, and hides it for good', async () => {
    // Prepare
    const api = fakeApi({
      getOnboarding: () => makeOnboarding(ONBOARDING_STEPS),
      dismissOnboarding: () => makeOnboarding(ONBOARDING_STEPS, true),
    });
    renderChecklist();
    expect(await screen.findByText('6 of 6 done')).toBeInTheDocument();

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Hide checklist' }));

    // Assess
    await waitFor(() => expect(screen.queryByTestId('onboarding')).not.toBeInTheDocument());
    expect(api.calls('dismissOnboarding')).toEqual([{ body: { dismissed: true } }]);
  });

  it('says why when the server refuses to hide it', async () => {
    // Prepare
    const refusal = {
      code: 'ONBOARDING_NOT_DONE',
      message: 'Finish every step of the checklist before hiding it.',
    };
    fakeApi({
      getOnboarding: () => makeOnboarding(ONBOARDING_STEPS),
      dismissOnboarding: () => {
        throw new ApiRequestError(409, 'Conflict', JSON.stringify(refusal), refusal);
      },
    });
    renderChecklist();

    // Act
    await userEvent.click(await screen.findByRole('button', { name: 'Hide checklist' }));

    // Assess
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The checklist could not be hidden');
    expect(alert).toHaveTextContent('Finish every step of the checklist before hiding it.');
    expect(screen.getByTestId('onboarding')).toBeInTheDocument();
  });

  it('shows nothing once the buyer has hidden it', async () => {
    // Prepare
    const api = fakeApi({ getOnboarding: () => makeOnboarding(ONBOARDING_STEPS, true) });

    // Act
    renderChecklist();

    // Assess
    await waitFor(() => expect(api.calls('getOnboarding')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('onboarding')).not.toBeInTheDocument());
  });

  it('says so when the checklist cannot be loaded, and tries again on request', async () => {
    // Prepare
    let failures = 1;
    const api = fakeApi({
      getOnboarding: () => {
        if (failures-- > 0) throw new Error('offline');
        return makeOnboarding([]);
      },
    });
    renderChecklist();
    expect(await screen.findByText('Your checklist could not be loaded.')).toBeInTheDocument();

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    // Assess
    expect(await screen.findByText('0 of 6 done')).toBeInTheDocument();
    expect(api.calls('getOnboarding')).toHaveLength(2);
  });

  it('explains a refusal by its code, without a retry that cannot help', async () => {
    // Prepare
    fakeApi({
      getOnboarding: () => {
        throw new ApiRequestError(403, 'Forbidden', '', {
          code: 'EMAIL_NOT_VERIFIED',
          message: 'Email not verified',
        });
      },
    });

    // Act
    renderChecklist();

    // Assess
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your checklist could not be loaded.');
    expect(alert).not.toHaveTextContent('Email not verified');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });
});
