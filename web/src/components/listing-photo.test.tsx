import { fireEvent, render, screen } from '@testing-library/react';
import { ListingPhoto, photoSrcSet } from './listing-photo';

const KEY = 'deal-photos/u1/01J.checked.jpg';
const RENDITIONS =
  '/assets/photo-renditions/deal-photos/u1/01J.checked.400w.webp 400w, ' +
  '/assets/photo-renditions/deal-photos/u1/01J.checked.1200w.webp 1200w';

describe('ListingPhoto', () => {
  it('offers the 400 and 1,200 px renditions with the sizes given, and the original as src', () => {
    render(<ListingPhoto photoKey={KEY} sizes="50vw" alt="House" />);

    const photo = screen.getByRole('img', { name: 'House' });
    expect(photo).toHaveAttribute('src', '/assets/deal-photos/u1/01J.checked.jpg');
    expect(photo).toHaveAttribute('srcset', RENDITIONS);
    expect(photo).toHaveAttribute('sizes', '50vw');
  });

  it('shows the original alone when a rendition is not there yet, instead of a broken image', () => {
    const onError = jest.fn();
    render(<ListingPhoto photoKey={KEY} sizes="50vw" alt="House" onError={onError} />);

    fireEvent.error(screen.getByRole('img', { name: 'House' }));

    const photo = screen.getByRole('img', { name: 'House' });
    expect(photo).not.toHaveAttribute('srcset');
    expect(photo).not.toHaveAttribute('sizes');
    expect(photo).toHaveAttribute('src', '/assets/deal-photos/u1/01J.checked.jpg');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('offers the renditions again for the next photo shown in the same place', () => {
    const { rerender } = render(<ListingPhoto photoKey={KEY} sizes="50vw" alt="House" />);
    fireEvent.error(screen.getByRole('img', { name: 'House' }));

    rerender(<ListingPhoto photoKey="deal-photos/u1/01K.checked.png" sizes="50vw" alt="House" />);

    expect(screen.getByRole('img', { name: 'House' })).toHaveAttribute(
      'srcset',
      photoSrcSet('deal-photos/u1/01K.checked.png'),
    );
  });
});

describe('photoSrcSet', () => {
  it('names each rendition by its width, URL-encoded like every asset', () => {
    expect(photoSrcSet('deal-photos/u 1/a.checked.jpg')).toBe(
      '/assets/photo-renditions/deal-photos/u%201/a.checked.400w.webp 400w, ' +
        '/assets/photo-renditions/deal-photos/u%201/a.checked.1200w.webp 1200w',
    );
  });
});
