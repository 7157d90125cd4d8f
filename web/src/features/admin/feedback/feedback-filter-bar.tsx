import { useTranslation } from 'react-i18next';
import { FEEDBACK_STATUSES, FEEDBACK_TYPES } from '#shared/feedback/feedback';
import { SelectField } from '../../../components/form/select-field';
import type { FeedbackFilters } from './feedback-filters';

export interface FeedbackFilterBarProps {
  filters: FeedbackFilters;
  /** A filter changed; an empty value means every status or type. */
  onChange: (name: keyof FeedbackFilters, value: string) => void;
}

/** The status and type filters above the feedback table; each applies as soon as it changes. */
export function FeedbackFilterBar({ filters, onChange }: FeedbackFilterBarProps) {
  const { t } = useTranslation('admin');
  return (
    <div className="feedback-filters" role="group" aria-label={t('feedback.filters.label')}>
      <SelectField
        id="feedback-filter-status"
        label={t('feedback.filters.status')}
        value={filters.status ?? ''}
        onChange={(event) => onChange('status', event.target.value)}
        options={[
          { value: '', label: t('feedback.filters.allStatuses') },
          ...FEEDBACK_STATUSES.map((status) => ({
            value: status,
            label: t(`feedbackStatus.${status}`, { ns: 'common' }),
          })),
        ]}
      />
      <SelectField
        id="feedback-filter-type"
        label={t('feedback.filters.type')}
        value={filters.type ?? ''}
        onChange={(event) => onChange('type', event.target.value)}
        options={[
          { value: '', label: t('feedback.filters.allTypes') },
          ...FEEDBACK_TYPES.map((type) => ({ value: type, label: t(`feedback.types.${type}`) })),
        ]}
      />
    </div>
  );
}
