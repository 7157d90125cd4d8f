import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BROWSE_SORTS, SEARCH_TEXT_MAX_LENGTH } from '#shared/deals/deal-api';
import { SelectField } from '../../../components/form/select-field';
import { BROWSE_VIEWS, type BrowseFilters, type BrowseView } from '../browse-params';

export interface BrowseToolbarProps {
  filters: BrowseFilters;
  view: BrowseView;
  onChange: (patch: Partial<BrowseFilters>) => void;
  onViewChange: (view: BrowseView) => void;
}

/** The search box, the sort and the grid / list / map switch above the results. */
export function BrowseToolbar({ filters, view, onChange, onViewChange }: BrowseToolbarProps) {
  const { t } = useTranslation('deals');
  return (
    <div className="browse-toolbar">
      <SearchBox text={filters.q} onSearch={(q) => onChange({ q })} />
      <div className="browse-toolbar__controls">
        <SelectField
          id="browse-sort"
          label={t('sort.label')}
          value={filters.sort ?? 'newest'}
          onChange={(event) => {
            const sort = event.target.value as (typeof BROWSE_SORTS)[number];
            onChange({ sort: sort === 'newest' ? undefined : sort });
          }}
          options={BROWSE_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
        />
        <div className="view-toggle" role="group" aria-label={t('view.label')}>
          {BROWSE_VIEWS.map((option) => (
            <button
              key={option}
              type="button"
              className="view-toggle__button"
              aria-pressed={view === option}
              onClick={() => onViewChange(option)}
            >
              {t(`view.${option}`)}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

/** The text search: typed, then applied on Enter or "Search". */
function SearchBox({
  text,
  onSearch,
}: {
  text: string | undefined;
  onSearch: (q: string | undefined) => void;
}) {
  const { t } = useTranslation('deals');
  const [draft, setDraft] = useState(text ?? '');
  // A change from elsewhere (clear filters, Back) replaces the draft.
  const [shown, setShown] = useState(text);
  if (shown !== text) {
    setShown(text);
    setDraft(text ?? '');
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim() || undefined);
  };
  return (
    <form role="search" className="browse-search" onSubmit={onSubmit}>
      <label htmlFor="browse-search" className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id="browse-search"
        type="search"
        placeholder={t('search.placeholder')}
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        {t('search.submit')}
      </button>
    </form>
  );
}
