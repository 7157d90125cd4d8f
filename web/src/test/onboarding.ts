import { ONBOARDING_STEPS, type Onboarding, type OnboardingStep } from '#shared/training/training';

/** The onboarding checklist as the API answers it, with `done` steps checked. */
export function makeOnboarding(done: readonly OnboardingStep[], dismissed = false): Onboarding {
  return {
    steps: ONBOARDING_STEPS.map((step) => ({ step, done: done.includes(step) })),
    completedCount: done.length,
    dismissed,
  };
}
