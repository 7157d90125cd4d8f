import { useTranslation } from 'react-i18next';
import { STEP_IDS, type StepId } from '../form/deal-steps';

/**
 * Where the seller is among the steps: the current one has aria-current="step"; earlier ones are
 * buttons back to them (later ones open only through Next, which checks the step).
 */
export function StepIndicator({ current, onGoTo }: { current: StepId; onGoTo: (step: StepId) => void }) {
  const { t } = useTranslation('deal-editor');
  const currentIndex = STEP_IDS.indexOf(current);
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="deal-steps">
        {STEP_IDS.map((step, index) => {
          const name = t(`steps.${step}` as 'steps.address');
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
          return (
            <li
              key={step}
              className={`deal-steps__item deal-steps__item--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="deal-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              {state === 'done' ? (
                <button type="button" className="deal-steps__link" onClick={() => onGoTo(step)}>
                  {name}
                </button>
              ) : (
                <span className="deal-steps__name">{name}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
