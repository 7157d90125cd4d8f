import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BUDGET_STEPS, ROOM_STEPS } from '#shared/deals/deal-api';
import {
  CASH_PURCHASE_TYPES,
  CREATIVE_FINANCE_TYPES,
  DEAL_CATEGORIES,
  DEAL_TAGS,
  PROPERTY_TYPES,
  PURCHASE_TYPES,
  type DealTag,
} from '#shared/deals/deal-fields';
import { zipCodeSchema } from '#shared/deals/deal-schema';
import { US_STATE_CODES } from '#shared/core/us-states';
import { numberFormat } from '../../../lib/i18n/intl-formats';
import { useMediaQuery } from '../../../lib/media/use-media-query';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { countActiveFilters, type BrowseFilters as Filters } from '../browse-params';
import { ZipField } from './zip-field';

export interface BrowseFiltersProps {
  filters: Filters;
  /** Changes some filters; a field set to `undefined` is removed. */
  onChange: (patch: Partial<Filters>) => void;
  onClear: () => void;
}

/** Where the panel folds behind its "Filters" button (deals.css). */
export const COLLAPSED_PANEL_QUERY = '(max-width: 768px)';

/** `undefined` for the "any" option (an empty value), else the chosen value. */
const chosen = <T extends string>(value: string) => (value === '' ? undefined : (value as T));
const chosenNumber = (value: string) => (value === '' ? undefined : Number(value));

/**
 * The filter panel: selects apply at once, city and ZIP when submitted or left. On a phone it
 * collapses behind a "Filters" button; on wider screens it is a sidebar.
 */
export function BrowseFilters({ filters, onChange, onClear }: BrowseFiltersProps) {
  const { t } = useTranslation('deals');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = countActiveFilters(filters);
  // A phone's closed panel is hidden: its fields (some fifty options and their texts) are made when
  // it opens, not in the render that shows the first results.
  const collapsed = useMediaQuery(COLLAPSED_PANEL_QUERY) && !open;

  return (
    <section className="browse-filters" aria-label={t('filters.title')}>
      <button
        type="button"
        className="button button--ghost browse-filters__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {active > 0 ? t('filters.toggleWithCount', { count: active }) : t('filters.toggle')}
      </button>
      <div id={panelId} className="browse-filters__panel" data-open={open}>
        {!collapsed && <FilterFields filters={filters} onChange={onChange} onClear={onClear} />}
      </div>
    </section>
  );
}

/** The panel's title, fields and "Clear filters". */
function FilterFields({ filters, onChange, onClear }: BrowseFiltersProps) {
  const { t, i18n } = useTranslation('deals');
  const compactUsd = numberFormat(i18n.language, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
  });
  const any = { value: '', label: t('filters.any') };
  const financeTypes =
    filters.category === 'cash'
      ? CASH_PURCHASE_TYPES
      : filters.category === 'creative'
        ? CREATIVE_FINANCE_TYPES
        : PURCHASE_TYPES;

  return (
    <>
      <h2 className="browse-filters__title">{t('filters.title')}</h2>
      <SelectField
        id="filter-budget"
        label={t('filters.budget')}
        value={filters.maxPrice ?? ''}
        onChange={(event) => onChange({ maxPrice: chosenNumber(event.target.value) })}
        options={[
          any,
          ...BUDGET_STEPS.map((step) => ({
            value: String(step),
            label: t('filters.upTo', { amount: compactUsd.format(step) }),
          })),
        ]}
      />
      <div className="field-row">
        <SelectField
          id="filter-beds"
          label={t('filters.beds')}
          value={filters.minBeds ?? ''}
          onChange={(event) => onChange({ minBeds: chosenNumber(event.target.value) })}
          options={[any, ...ROOM_STEPS.map((step) => ({ value: String(step), label: `${step}+` }))]}
        />
        <SelectField
          id="filter-baths"
          label={t('filters.baths')}
          value={filters.minBaths ?? ''}
          onChange={(event) => onChange({ minBaths: chosenNumber(event.target.value) })}
          options={[any, ...ROOM_STEPS.map((step) => ({ value: String(step), label: `${step}+` }))]}
        />
      </div>
      <SelectField
        id="filter-category"
        label={t('filters.category')}
        value={filters.category ?? ''}
        onChange={(event) => {
          const category = chosen<NonNullable<Filters['category']>>(event.target.value);
          const keepsType =
            !category ||
            !filters.financeType ||
            (category === 'cash') ===
              (CASH_PURCHASE_TYPES as readonly string[]).includes(filters.financeType);
          onChange({ category, ...(keepsType ? {} : { financeType: undefined }) });
        }}
        options={[
          any,
          ...DEAL_CATEGORIES.map((value) => ({ value, label: t(`options.dealCategory.${value}`) })),
        ]}
      />
      <SelectField
        id="filter-finance-type"
        label={t('filters.financeType')}
        value={filters.financeType ?? ''}
        onChange={(event) => onChange({ financeType: chosen(event.target.value) })}
        options={[
          any,
          ...financeTypes.map((value) => ({ value, label: t(`options.purchaseType.${value}`) })),
        ]}
      />
      <SelectField
        id="filter-property-type"
        label={t('filters.propertyType')}
        value={filters.propertyType ?? ''}
        onChange={(event) => onChange({ propertyType: chosen(event.target.value) })}
        options={[
          any,
          ...PROPERTY_TYPES.map((value) => ({ value, label: t(`options.propertyType.${value}`) })),
        ]}
      />
      <SelectField
        id="filter-state"
        label={t('filters.state')}
        value={filters.state ?? ''}
        onChange={(event) => onChange({ state: chosen(event.target.value) })}
        options={[any, ...US_STATE_CODES.map((code) => ({ value: code, label: code }))]}
      />
      <PlaceFilters filters={filters} onChange={onChange} />
      <fieldset className="checkbox-group browse-filters__tags">
        <legend>{t('filters.tags')}</legend>
        {DEAL_TAGS.map((tag) => (
          <label key={tag} className="checkbox">
            <input
              type="checkbox"
              checked={filters.tags?.includes(tag) ?? false}
              onChange={(event) => onChange({ tags: toggledTags(filters.tags, tag, event.target.checked) })}
            />
            {t(`options.tags.${tag}`)}
          </label>
        ))}
      </fieldset>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={filters.favorites === true}
          onChange={(event) => onChange({ favorites: event.target.checked ? true : undefined })}
        />
        {t('filters.favoritesOnly')}
      </label>
      <button type="button" className="button button--ghost button--block" onClick={onClear}>
        {t('filters.clear')}
      </button>
    </>
  );
}

function toggledTags(tags: DealTag[] | undefined, tag: DealTag, on: boolean): DealTag[] | undefined {
  const next = DEAL_TAGS.filter((item) => (item === tag ? on : (tags ?? []).includes(item)));
  return next.length > 0 ? next : undefined;
}

/** City and ZIP: typed, then applied on Enter, on "Apply" or when the field is left. */
function PlaceFilters({ filters, onChange }: Pick<BrowseFiltersProps, 'filters' | 'onChange'>) {
  const { t } = useTranslation('deals');
  const [city, setCity] = useState(filters.city ?? '');
  const [zip, setZip] = useState(filters.zip ?? '');
  const [zipError, setZipError] = useState(false);
  // A change from elsewhere (clear filters, a radius centre, Back) replaces the drafts.
  const [shown, setShown] = useState({ city: filters.city, zip: filters.zip });
  if (shown.city !== filters.city || shown.zip !== filters.zip) {
    setShown({ city: filters.city, zip: filters.zip });
    setCity(filters.city ?? '');
    setZip(filters.zip ?? '');
  }

  const apply = () => {
    const trimmedZip = zip.trim();
    const zipValid = trimmedZip === '' || zipCodeSchema.safeParse(trimmedZip).success;
    setZipError(!zipValid);
    const patch: Partial<Filters> = {};
    if ((city.trim() || undefined) !== filters.city) patch.city = city.trim() || undefined;
    if (zipValid && (trimmedZip || undefined) !== filters.zip) patch.zip = trimmedZip || undefined;
    if (Object.keys(patch).length > 0) onChange(patch);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply();
  };

  return (
    <form
      className="browse-filters__place"
      onSubmit={onSubmit}
      onBlur={(event) => {
        // Moving between city and ZIP is not leaving: apply once focus leaves the pair.
        if (!event.currentTarget.contains(event.relatedTarget)) apply();
      }}
      noValidate
    >
      <TextField
        id="filter-city"
        label={t('filters.city')}
        maxLength={100}
        value={city}
        onChange={(event) => setCity(event.target.value)}
      />
      <ZipField
        id="filter-zip"
        label={t('filters.zip')}
        value={zip}
        invalid={zipError}
        onChange={(event) => setZip(event.target.value)}
      />
      <button type="submit" className="button button--ghost">
        {t('filters.apply')}
      </button>
    </form>
  );
}
