import { useTranslation } from 'react-i18next';
import {
  DEMAND_DIMENSIONS,
  DEMAND_SEGMENTS,
  type DemandDimension,
  type DemandSegment,
} from '#shared/demand/demand';
import { US_STATE_CODES, type UsStateCode } from '#shared/core/us-states';

export interface DemandFiltersProps {
  segment: DemandSegment;
  state: UsStateCode | null;
  onChange: (filters: { segment: DemandSegment; state: UsStateCode | null }) => void;
}

/** The segments of one dimension, in the shared order (one dimension at a time: docs/demand.md). */
const segmentsOf = (dimension: DemandDimension) =>
  DEMAND_SEGMENTS.filter((segment) => segment.startsWith(`${dimension}:`));

const DIMENSIONS = Object.keys(DEMAND_DIMENSIONS) as DemandDimension[];

/** Which buyers (all, or one value of one dimension) and which state; both apply to both tabs. */
export function DemandFilters({ segment, state, onChange }: DemandFiltersProps) {
  const { t } = useTranslation('demand');
  const segmentLabel = (value: DemandSegment) =>
    value === 'all'
      ? t('filters.segments.all')
      : // The key is built from the segment; every segment has its label in demand.json.
        t(`filters.segments.${value.replace(':', '.')}` as 'filters.segments.all');
  return (
    <form
      className="demand-filters"
      aria-label={t('filters.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="field">
        <label htmlFor="demand-segment">{t('filters.segment')}</label>
        <select
          id="demand-segment"
          value={segment}
          onChange={(event) => onChange({ segment: event.target.value as DemandSegment, state })}
        >
          <option value="all">{segmentLabel('all')}</option>
          {DIMENSIONS.map((dimension) => (
            <optgroup key={dimension} label={t(`filters.groups.${dimension}`)}>
              {segmentsOf(dimension).map((value) => (
                <option key={value} value={value}>
                  {segmentLabel(value)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="demand-state">{t('filters.state')}</label>
        <select
          id="demand-state"
          value={state ?? ''}
          onChange={(event) =>
            onChange({ segment, state: (event.target.value || null) as UsStateCode | null })
          }
        >
          <option value="">{t('filters.allStates')}</option>
          {US_STATE_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
