/**
 * A result card's placeholder while the results load: the card's own frame, photo box and text lines
 * (each line in the element the text will fill, so it takes the same line height), so the grid keeps
 * its size when the listings arrive. Decorative: the results' status line says they are loading.
 */
export function DealCardSkeleton({ layout }: { layout: 'grid' | 'list' }) {
  return (
    <div className={`deal-card deal-card--${layout} deal-card--skeleton`} aria-hidden="true">
      <div className="deal-card__media skeleton" />
      <div className="deal-card__body">
        <p className="deal-card__price">
          <span className="skeleton skeleton--text" />
        </p>
        <p className="deal-card__title">
          <span className="skeleton skeleton--text" />
        </p>
        <p>
          <span className="skeleton skeleton--text" />
        </p>
        <p className="deal-card__facts">
          <span className="skeleton skeleton--text" />
        </p>
        <p className="deal-card__finance">
          <span className="skeleton skeleton--text" />
        </p>
        <div className="deal-card__actions">
          <span className="skeleton deal-card__action-skeleton" />
        </div>
      </div>
    </div>
  );
}
