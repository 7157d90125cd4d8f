import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RankedBuyer } from '#shared/buyer-matches/buyer-match-api';
import { formatDate } from '../../../lib/i18n/format-date';
import { useChipText } from '../use-chip-text';

export interface RankedBuyerRowProps {
  buyer: RankedBuyer;
  /** Whether the seller can pick buyers now (the listing takes offers). */
  selectable: boolean;
  selected: boolean;
  /** The selection is full: unselected buyers cannot be added. */
  selectionFull: boolean;
  onToggle: (userId: string) => void;
}

/**
 * One ranked buyer: a checkbox to choose them for "Send" (only while they can be sent), their name,
 * the match score as a meter with its number, then what fits and what does not as chips, each list
 * named for screen readers, and when the listing was last sent to them.
 */
export function RankedBuyerRow({
  buyer,
  selectable,
  selected,
  selectionFull,
  onToggle,
}: RankedBuyerRowProps) {
  const { t, i18n } = useTranslation('deal-offers');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const chipText = useChipText();
  const id = useId();
  const fits = buyer.chips.filter((chip) => chip.fit);
  const misses = buyer.chips.filter((chip) => !chip.fit);
  const nameId = `${id}-name`;
  return (
    <li className="ranked-buyer" data-testid="ranked-buyer" aria-labelledby={nameId}>
      <div className="ranked-buyer__head">
        {selectable && (
          <input
            type="checkbox"
            className="ranked-buyer__select"
            aria-label={t('buyers.select', { name: buyer.displayName })}
            aria-describedby={buyer.canSend ? undefined : `${id}-unsendable`}
            checked={selected}
            disabled={!buyer.canSend || (selectionFull && !selected)}
            onChange={() => onToggle(buyer.userId)}
          />
        )}
        <strong id={nameId} className="ranked-buyer__name">
          {buyer.displayName}
        </strong>
        <span className="ranked-buyer__score">
          <meter
            min={0}
            max={100}
            low={50}
            high={80}
            optimum={100}
            value={buyer.score}
            aria-label={t('buyers.scoreOf', { name: buyer.displayName })}
          />
          <span aria-hidden="true">{t('buyers.scoreValue', { score: buyer.score })}</span>
        </span>
      </div>
      {fits.length > 0 && (
        <ul className="tag-list ranked-buyer__chips" aria-label={t('buyers.fitsLabel')}>
          {fits.map((chip) => (
            <li key={chip.factor + (chip.reason?.key ?? '')} className="tag">
              <span aria-hidden="true">✓ </span>
              {chipText(chip)}
            </li>
          ))}
        </ul>
      )}
      {misses.length > 0 && (
        <ul
          className="tag-list ranked-buyer__chips ranked-buyer__chips--miss"
          aria-label={t('buyers.missesLabel')}
        >
          {misses.map((chip) => (
            <li key={chip.factor + (chip.reason?.key ?? '')} className="tag ranked-buyer__chip--miss">
              <span aria-hidden="true">✕ </span>
              {chipText(chip)}
            </li>
          ))}
        </ul>
      )}
      {(buyer.lastSentAt || !buyer.canSend) && (
        <p className="muted ranked-buyer__sent" id={`${id}-unsendable`}>
          {buyer.lastSentAt
            ? t('buyers.sentAt', { date: formatDate(buyer.lastSentAt, language) })
            : t('buyers.cannotSend')}
        </p>
      )}
    </li>
  );
}
