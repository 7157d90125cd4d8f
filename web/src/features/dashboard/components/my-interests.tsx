import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/i18n/format-date';
import { useMyInterests } from '../hooks/use-my-deal-flow';
import { DealFlowDealLink } from './deal-flow-deal-link';
import { PagedListState } from '../../../components/paged-list-state';

/** "My interests" on the buying dashboard: the listings the buyer said they are interested in. */
export function MyInterests() {
  const { t, i18n } = useTranslation('offers');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const interests = useMyInterests();
  const items = interests.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <article className="card stack" aria-labelledby="my-interests-heading" data-testid="my-interests">
      <h2 id="my-interests-heading">{t('mine.interestsHeading')}</h2>
      <PagedListState
        query={interests}
        count={items.length}
        emptyText={t('mine.interestsEmpty')}
        failedText={t('mine.interestsFailed')}
      >
        <ul className="deal-flow-list">
          {items.map((interest) => (
            <li key={interest.dealId} className="deal-flow-row" data-testid="my-interest-row">
              <DealFlowDealLink deal={interest.deal} />
              <div className="deal-flow-row__facts">
                <span className="muted">
                  {t('mine.interestedOn', { date: formatDate(interest.createdAt, language) })}
                </span>
              </div>
            </li>
          ))}
        </ul>
      </PagedListState>
    </article>
  );
}
