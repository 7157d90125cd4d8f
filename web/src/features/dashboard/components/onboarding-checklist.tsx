import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Onboarding } from '#shared/training/training';
import { SaveErrorAlert } from '../../../components/form/save-error-alert';
import { useTrainingErrorMessages } from '../../../domain/training/training-error-messages';
import { useDismissOnboarding, useOnboarding } from '../hooks/use-onboarding';
import { isWorthRetrying } from '../../../domain/training/training-error-messages';
import { ONBOARDING_STEP_LINKS } from '../onboarding-steps';

/** The dashboard page's heading, which takes focus when the checklist is hidden. */
const DASHBOARD_HEADING_ID = 'dashboard-heading';

/**
 * A new buyer's checklist on the buying dashboard (docs/training.md "Onboarding"): progress, each step
 * a link to where it is done, and "Hide checklist" once every step is. Gone once hidden.
 */
export function OnboardingChecklist() {
  const { t } = useTranslation('dashboard');
  const onboarding = useOnboarding();
  const codeMessages = useTrainingErrorMessages();
  if (onboarding.data?.dismissed) return null;
  return (
    <article className="card stack onboarding" aria-labelledby="onboarding-heading" data-testid="onboarding">
      <h2 id="onboarding-heading">{t('onboarding.heading')}</h2>
      {onboarding.data ? (
        <OnboardingSteps onboarding={onboarding.data} />
      ) : onboarding.isError ? (
        <SaveErrorAlert error={onboarding.error} title={t('onboarding.failed')} codeMessages={codeMessages}>
          {isWorthRetrying(onboarding.error) && (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => void onboarding.refetch()}
            >
              {t('onboarding.retry')}
            </button>
          )}
        </SaveErrorAlert>
      ) : (
        <p className="muted" role="status">
          {t('onboarding.loading')}
        </p>
      )}
    </article>
  );
}

function OnboardingSteps({ onboarding }: { onboarding: Onboarding }) {
  const { t } = useTranslation('dashboard');
  const dismiss = useDismissOnboarding();
  const codeMessages = useTrainingErrorMessages();
  const total = onboarding.steps.length;
  const allDone = onboarding.steps.every((step) => step.done);
  const progressText = t('onboarding.progress', { done: onboarding.completedCount, total });
  return (
    <>
      <p className="muted">{t('onboarding.intro')}</p>
      <div className="onboarding__progress">
        <progress
          value={onboarding.completedCount}
          max={total}
          aria-label={t('onboarding.progressLabel')}
          aria-valuetext={progressText}
          data-testid="onboarding-progress-bar"
        />
        <span data-testid="onboarding-progress">{progressText}</span>
      </div>
      <ol className="onboarding__steps">
        {onboarding.steps.map(({ step, done }) => (
          <li
            key={step}
            className={`onboarding__step${done ? ' onboarding__step--done' : ''}`}
            data-testid="onboarding-step"
            data-step={step}
            data-done={done}
          >
            <span aria-hidden="true" className="onboarding__mark">
              {done ? '✓' : ''}
            </span>
            <Link to={ONBOARDING_STEP_LINKS[step]}>{t(`onboarding.steps.${step}`)}</Link>
            <span className="visually-hidden">{t(done ? 'onboarding.done' : 'onboarding.notDone')}</span>
          </li>
        ))}
      </ol>
      {allDone && (
        <div className="button-row">
          <button
            type="button"
            className="button button--ghost"
            disabled={dismiss.isPending}
            onClick={() =>
              dismiss.mutate(undefined, {
                // The checklist and its button are gone: the dashboard's heading takes focus.
                onSuccess: () => document.getElementById(DASHBOARD_HEADING_ID)?.focus(),
              })
            }
          >
            {t('onboarding.hide')}
          </button>
        </div>
      )}
      <SaveErrorAlert error={dismiss.error} title={t('onboarding.hideFailed')} codeMessages={codeMessages} />
    </>
  );
}
