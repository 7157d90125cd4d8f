import { useTranslation } from 'react-i18next';
import { WIDGET_FEEDBACK_TYPES, type FeedbackType } from '#shared/feedback/feedback';

/** The widget's first step: what kind of feedback (bug, idea, question), one button each. */
export function FeedbackTypeStep({
  onChoose,
  focusAttribute,
}: {
  onChoose: (type: FeedbackType) => void;
  /** An attribute put on the first choice, which gets focus when the step appears. */
  focusAttribute?: string;
}) {
  const { t } = useTranslation('feedback');
  return (
    <ul className="feedback-types" aria-label={t('widget.chooseType')}>
      {WIDGET_FEEDBACK_TYPES.map((type, index) => (
        <li key={type}>
          <button
            type="button"
            className="feedback-types__choice"
            onClick={() => onChoose(type)}
            {...(index === 0 && focusAttribute ? { [focusAttribute]: '' } : {})}
          >
            <span className="feedback-types__label">{t(`types.${type}.label`)}</span>
            <span className="feedback-types__description">{t(`types.${type}.description`)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
