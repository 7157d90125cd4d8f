import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListingPhoto } from '../../../components/listing-photo';
import { SLIDE_SIZES } from '../photo-sizes';

export interface PhotoCarouselProps {
  /** Photo keys in display order. */
  photos: readonly string[];
  /** Which photo shows first (the cover). */
  startIndex?: number;
  /** Names the listing in the carousel's label and each photo's alt text. */
  address: string;
}

/** Thumbnails are 4.5rem wide: the smallest rendition. */
export const THUMBNAIL_SIZES = '4.5rem';

/**
 * The listing's gallery (WAI-ARIA carousel pattern): previous / next buttons, thumbnails, arrow
 * keys, and a "3 of 12" counter announced politely. Wraps around at both ends.
 */
export function PhotoCarousel({ photos, startIndex = 0, address }: PhotoCarouselProps) {
  const { t } = useTranslation('deals');
  const count = photos.length;
  const [index, setIndex] = useState(Math.min(Math.max(startIndex, 0), Math.max(count - 1, 0)));

  if (count === 0) {
    return (
      <div className="carousel carousel--empty" role="img" aria-label={t('gallery.noPhotos')}>
        <p className="muted">{t('gallery.noPhotos')}</p>
      </div>
    );
  }

  const show = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'Home') show(0);
    else if (event.key === 'End') show(count - 1);
    else return;
    event.preventDefault();
  };
  const position = t('gallery.position', { current: index + 1, total: count });

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={t('gallery.label', { address })}
      onKeyDown={onKeyDown}
      data-testid="photo-carousel"
    >
      <div className="carousel__viewport">
        <div
          className="carousel__slide"
          role="group"
          aria-roledescription="slide"
          aria-label={position}
          // Focusable so the arrow keys work before any button was used.
          tabIndex={0}
        >
          <ListingPhoto
            photoKey={photos[index]!}
            sizes={SLIDE_SIZES}
            alt={t('gallery.photoAlt', { address, current: index + 1, total: count })}
            fetchPriority="high"
          />
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              className="carousel__nav carousel__nav--previous"
              aria-label={t('gallery.previous')}
              onClick={() => show(index - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="carousel__nav carousel__nav--next"
              aria-label={t('gallery.next')}
              onClick={() => show(index + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
      </div>
      <p className="carousel__counter" aria-live="polite" data-testid="carousel-counter">
        {position}
      </p>
      {count > 1 && (
        <ul className="carousel__thumbnails" aria-label={t('gallery.thumbnails')}>
          {photos.map((photo, photoIndex) => (
            <li key={photo}>
              <button
                type="button"
                className="carousel__thumbnail"
                aria-label={t('gallery.show', { current: photoIndex + 1, total: count })}
                aria-current={photoIndex === index ? 'true' : undefined}
                onClick={() => show(photoIndex)}
              >
                <ListingPhoto
                  photoKey={photo}
                  sizes={THUMBNAIL_SIZES}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
