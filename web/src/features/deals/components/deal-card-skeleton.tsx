/**
 * A result card's placeholder while the results load: the card's own frame, photo box and text lines
 * (each line in the element the text will fill, so it takes the same line height), so the grid keeps
 * its size when the listings arrive. Decorative: the results' status line says they are loading.
 */
/** The card's text lines in order (the address line has no class of its own). */
const TEXT_LINES = [
  'deal-card__price',
  'deal-card__title',
  undefined,
  'deal-card__facts',
  'deal-card__finance',
] as const;

export function DealCardSkeleton({ layout }: { layout: 'grid' | 'list' }) {
  return (
    <div className={`deal-card deal-card--${layout} deal-card--skeleton`} aria-hidden="true">
      <div className="deal-card__media skeleton" />
      <div className="deal-card__body">
        {TEXT_LINES.map((className, index) => (
          <p key={index} className={className}>
            <span className="skeleton skeleton--text" />
          </p>
        ))}
        <div className="deal-card__actions">
          <span className="skeleton deal-card__action-skeleton" />
        </div>
      </div>
    </div>
  );
}
