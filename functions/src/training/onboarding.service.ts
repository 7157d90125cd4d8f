/**
 * A new buyer's checklist (docs/training.md "Onboarding"), computed from real state on every read:
 * profile complete, preferences saved, buy box saved, training started, a valid badge, a favourite
 * saved. Hidden for good once every step is done and the buyer dismisses it.
 */
import { profileCompletionTarget } from '#shared/users/profile-completion';
import { holdsValidBadge } from '#shared/training/certification-rule';
import {
  ONBOARDING_STEPS,
  type DismissOnboardingBody,
  type Onboarding,
  type OnboardingStep,
} from '#shared/training/training';
import { FAVORITE_PREFIX } from '../db/entities/favorite.entity';
import { USER_PREFIX } from '../db/entities/user.entity';
import { TABLE } from '../db/indexes';
import { queryOnce } from '../db/query';
import { OnboardingNotDoneError } from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { callerAccount } from './caller-account';
import { readCourseRecord } from './course.repository';
import { readTrainingProgress, setOnboardingDismissed } from './progress.repository';

/** Whether the user saved at least one favourite: one key of their favourites, no more. */
async function hasFavorite(userId: string): Promise<boolean> {
  const round = await queryOnce(
    { index: TABLE, partition: `${USER_PREFIX}${userId}`, sort: { beginsWith: FAVORITE_PREFIX } },
    { limit: 1, projection: 'pk' },
  );
  return round.count > 0;
}

/** The checklist of the caller as it stands now. */
async function readOnboarding(principal: Principal): Promise<Onboarding> {
  const user = await callerAccount(principal);
  const [training, course, favorite] = await Promise.all([
    readTrainingProgress(user.userId),
    readCourseRecord(),
    hasFavorite(user.userId),
  ]);
  const done: Record<OnboardingStep, boolean> = {
    completeProfile: profileCompletionTarget(user) === null,
    setPreferences: user.buyerPreferences !== null,
    setBuyBox: user.buyBox !== null,
    startTraining: training !== null,
    becomeCertified: holdsValidBadge(user, course),
    saveFavorite: favorite,
  };
  const steps = ONBOARDING_STEPS.map((step) => ({ step, done: done[step] }));
  return {
    steps,
    completedCount: steps.filter((step) => step.done).length,
    dismissed: !!training?.onboardingDismissedAt,
  };
}

/** GET /api/training/onboarding. */
export const getOnboarding = (principal: Principal): Promise<Onboarding> => readOnboarding(principal);

/**
 * PUT /api/training/onboarding: hides the checklist (409 ONBOARDING_NOT_DONE until every step is
 * done) or shows it again.
 */
export async function dismissOnboarding(
  principal: Principal,
  { dismissed }: DismissOnboardingBody,
  now: Date,
): Promise<Onboarding> {
  const onboarding = await readOnboarding(principal);
  if (dismissed && onboarding.steps.some((step) => !step.done)) throw new OnboardingNotDoneError();
  if (dismissed !== onboarding.dismissed) {
    await setOnboardingDismissed(principal.userId, dismissed ? now.toISOString() : null, now.toISOString());
  }
  return { ...onboarding, dismissed };
}
