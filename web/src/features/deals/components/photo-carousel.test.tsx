import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDeals } from '../test/deal-fixtures';
import { PhotoCarousel } from './photo-carousel';

const PHOTOS = ['p/1.jpg', 'p/2.jpg', 'p/3.jpg'];
const currentPhoto = () => screen.getByRole('img', { name: /12 Oak St, photo/ });

describe('PhotoCarousel', () => {
  it('is announced as a carousel and starts at the cover', () => {
    renderDeals(<PhotoCarousel photos={PHOTOS} startIndex={1} address="12 Oak St" />);

    expect(screen.getByRole('region', { name: 'Photos of 12 Oak St' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getByTestId('carousel-counter')).toHaveTextContent('2 of 3');
    expect(currentPhoto()).toHaveAttribute('src', '/assets/p/2.jpg');
  });

  it('steps with the arrow keys and wraps around at both ends', async () => {
    // Prepare
    const user = userEvent.setup();
    renderDeals(<PhotoCarousel photos={PHOTOS} address="12 Oak St" />);
    screen.getByRole('group', { name: '1 of 3' }).focus();

    // Act
    await user.keyboard('{ArrowRight}{ArrowRight}');
    const afterTwo = screen.getByTestId('carousel-counter').textContent;
    await user.keyboard('{ArrowRight}');
    const wrapped = screen.getByTestId('carousel-counter').textContent;
    await user.keyboard('{ArrowLeft}');

    // Assess
    expect(afterTwo).toBe('3 of 3');
    expect(wrapped).toBe('1 of 3');
    expect(screen.getByTestId('carousel-counter')).toHaveTextContent('3 of 3');
    expect(currentPhoto()).toHaveAttribute('src', '/assets/p/3.jpg');
  });

  it('moves with the previous / next buttons and jumps with a thumbnail', async () => {
    // Prepare
    const user = userEvent.setup();
    renderDeals(<PhotoCarousel photos={PHOTOS} address="12 Oak St" />);

    // Act
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    const afterNext = screen.getByTestId('carousel-counter').textContent;
    await user.click(screen.getByRole('button', { name: 'Show photo 3 of 3' }));

    // Assess
    expect(afterNext).toBe('2 of 3');
    expect(screen.getByTestId('carousel-counter')).toHaveTextContent('3 of 3');
    expect(screen.getByRole('button', { name: 'Show photo 3 of 3' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByTestId('carousel-counter')).toHaveTextContent('2 of 3');
  });

  it('offers each photo and thumbnail renditions sized for where they show', () => {
    renderDeals(<PhotoCarousel photos={PHOTOS} address="12 Oak St" />);

    expect(currentPhoto()).toHaveAttribute(
      'srcset',
      '/assets/photo-renditions/p/1.400w.webp 400w, /assets/photo-renditions/p/1.1200w.webp 1200w',
    );
    expect(currentPhoto()).toHaveAttribute('sizes', '(max-width: 900px) 100vw, 50rem');
    const thumbnail = within(screen.getByRole('button', { name: 'Show photo 2 of 3' })).getByRole(
      'presentation',
    );
    expect(thumbnail).toHaveAttribute('sizes', '4.5rem');
  });

  it('falls back to the original of a photo whose rendition is missing, and not for the next', async () => {
    // Prepare
    const user = userEvent.setup();
    renderDeals(<PhotoCarousel photos={PHOTOS} address="12 Oak St" />);

    // Act
    fireEvent.error(currentPhoto());
    const fellBack = currentPhoto().getAttribute('srcset');
    await user.click(screen.getByRole('button', { name: 'Next photo' }));

    // Assess
    expect(fellBack).toBeNull();
    expect(currentPhoto()).toHaveAttribute('src', '/assets/p/2.jpg');
    expect(currentPhoto()).toHaveAttribute(
      'srcset',
      expect.stringContaining('/assets/photo-renditions/p/2.400w.webp'),
    );
  });

  it('says there are no photos yet', () => {
    renderDeals(<PhotoCarousel photos={[]} address="12 Oak St" />);

    expect(screen.getByRole('img', { name: 'No photos yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
