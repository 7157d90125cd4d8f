/** Where each step of the buyer's onboarding checklist is done (docs/training.md "Onboarding"). */
import type { OnboardingStep } from '#shared/training/training';
import { paths } from '../../lib/paths/paths';

export const ONBOARDING_STEP_LINKS: Readonly<Record<OnboardingStep, string>> = {
  completeProfile: paths.profile,
  setPreferences: paths.profileTab('preferences'),
  setBuyBox: paths.profileTab('buybox'),
  startTraining: paths.training,
  becomeCertified: paths.training,
  saveFavorite: paths.deals,
};
