import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RADIUS_MILES } from '#shared/deals/deal-api';
import { zipCodeSchema } from '#shared/deals/deal-schema';
import { SelectField } from '../../../components/form/select-field';
import type { BrowseFilters } from '../browse-params';
import { ZipField } from './zip-field';

export interface RadiusControlsProps {
  filters: BrowseFilters;
  /** The radius to use for the next centre (the URL keeps a radius only with a centre). */
  miles: number;
  onMilesChange: (miles: number) => void;
  onChange: (patch: Partial<BrowseFilters>) => void;
  /** The API does not know the centre ZIP: the results say so, and the line names no search. */
  zipUnknown?: boolean;
}

/**
 * The map's radius search: a distance, and a centre from a ZIP (or a click on the map, handled by
 * the map). A ZIP centre and a picked point exclude each other.
 */
export function RadiusControls({
  filters,
  miles,
  onMilesChange,
  onChange,
  zipUnknown = false,
}: RadiusControlsProps) {
  const { t } = useTranslation('deals');
  const active = filters.radius !== undefined;
  const centreZip = active ? (filters.zip ?? '') : '';
  const [zip, setZip] = useState(centreZip);
  const [zipError, setZipError] = useState(false);
  // A centre changed elsewhere (a click on the map, clear filters, Back) replaces the draft.
  const [shownZip, setShownZip] = useState(centreZip);
  if (shownZip !== centreZip) {
    setShownZip(centreZip);
    setZip(centreZip);
  }
  const hasPoint = filters.lat !== undefined && filters.lng !== undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = zipCodeSchema.safeParse(zip);
    setZipError(!parsed.success);
    if (parsed.success) onChange({ zip: parsed.data, radius: miles, lat: undefined, lng: undefined });
  };

  return (
    <form className="radius-controls" onSubmit={onSubmit} noValidate aria-label={t('radius.title')}>
      <SelectField
        id="radius-miles"
        label={t('radius.miles')}
        value={filters.radius ?? miles}
        onChange={(event) => {
          const next = Number(event.target.value);
          onMilesChange(next);
          if (active) onChange({ radius: next });
        }}
        options={RADIUS_MILES.map((value) => ({
          value: String(value),
          label: t('radius.milesOption', { count: value }),
        }))}
      />
      <ZipField
        id="radius-zip"
        label={t('radius.zip')}
        value={zip}
        invalid={zipError}
        onChange={(event) => setZip(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        {t('radius.search')}
      </button>
      {active && (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            setZip('');
            onChange({ radius: undefined, zip: undefined, lat: undefined, lng: undefined });
          }}
        >
          {t('radius.clear')}
        </button>
      )}
      <p className="muted radius-controls__status" role="status" data-testid="radius-status">
        {!active && t('radius.hint')}
        {active &&
          !hasPoint &&
          !zipUnknown &&
          t('radius.aroundZip', { count: filters.radius, zip: filters.zip })}
        {active && hasPoint && t('radius.aroundPoint', { count: filters.radius })}
      </p>
    </form>
  );
}
