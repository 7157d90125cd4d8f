import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Longer messages show this many characters (to the last whole word) until the seller expands them. */
export const MESSAGE_PREVIEW_CHARS = 80;

function previewOf(message: string): string {
  const cut = message.slice(0, MESSAGE_PREVIEW_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > MESSAGE_PREVIEW_CHARS / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * A buyer's offer message in the offers table: short ones whole, long ones cut to a preview with a
 * Show more / Show less button, so one long message never widens the table past the seller's screen.
 */
export function OfferMessage({ message }: { message: string }) {
  const { t } = useTranslation('deal-offers');
  const [expanded, setExpanded] = useState(false);
  if (message.length <= MESSAGE_PREVIEW_CHARS) return <span className="offer-message">{message}</span>;
  return (
    <span className="offer-message">
      <span>{expanded ? message : previewOf(message)}</span>{' '}
      <button
        type="button"
        className="offer-message__toggle"
        aria-expanded={expanded}
        onClick={() => setExpanded((current) => !current)}
      >
        {expanded ? t('message.showLess') : t('message.showMore')}
      </button>
    </span>
  );
}
