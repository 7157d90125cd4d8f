import { screen, within } from '@testing-library/react';
import { makeDealSummary, renderDeals } from '../test/deal-fixtures';
import { DealCard } from './deal-card';

describe('DealCard', () => {
  it('shows the price, address, rooms, finance terms and tags, and links to the listing', () => {
    // Prepare
    const deal = makeDealSummary();

    // Act
    renderDeals(<DealCard deal={deal} layout="grid" />);

    // Assess
    const card = screen.getByTestId('deal-card');
    expect(within(card).getByText('$350,000')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '12 Oak St' })).toHaveAttribute('href', '/deals/deal-1');
    expect(within(card).getByText('Austin, TX 78701')).toBeInTheDocument();
    expect(within(card).getByText('3 bd · 2.5 ba · 1,650 sqft')).toBeInTheDocument();
    expect(within(card).getByText('Creative finance · Subject-to · Single family')).toBeInTheDocument();
    expect(within(card).getByText('Entry fee $20,000 · Rate 3.25%')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Tags' })).toHaveTextContent('Motivated seller');
    expect(within(card).queryByTestId('deal-status-badge')).not.toBeInTheDocument();
  });

  it('loads the cover photo lazily from /assets with an alt text', () => {
    renderDeals(<DealCard deal={makeDealSummary()} layout="list" />);

    const photo = screen.getByRole('img', { name: 'Photo of 12 Oak St' });
    expect(photo).toHaveAttribute('src', '/assets/deals/deal-1/cover.jpg');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('fetchpriority', 'auto');
  });

  it.each([
    ['grid', '(max-width: 768px) 100vw, 20rem'],
    ['list', '(max-width: 480px) 100vw, 14rem'],
  ] as const)(
    'offers the cover renditions sized for the %s layout, in a reserved 4:3 box',
    (layout, sizes) => {
      renderDeals(<DealCard deal={makeDealSummary()} layout={layout} />);

      const photo = screen.getByRole('img', { name: 'Photo of 12 Oak St' });
      expect(photo).toHaveAttribute(
        'srcset',
        '/assets/photo-renditions/deals/deal-1/cover.400w.webp 400w, /assets/photo-renditions/deals/deal-1/cover.1200w.webp 1200w',
      );
      expect(photo).toHaveAttribute('sizes', sizes);
      expect(photo).toHaveAttribute('width', '400');
      expect(photo).toHaveAttribute('height', '300');
    },
  );

  it.each([
    ['lead', 'high'],
    ['eager', 'auto'],
  ] as const)('loads a %s cover at once, at %s priority', (photoLoading, priority) => {
    renderDeals(<DealCard deal={makeDealSummary()} layout="grid" photoLoading={photoLoading} />);

    const photo = screen.getByRole('img', { name: 'Photo of 12 Oak St' });
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('fetchpriority', priority);
  });

  it('shows a placeholder without a photo and no creative terms on a cash deal', () => {
    // Prepare
    const deal = makeDealSummary({
      coverPhotoKey: null,
      dealCategory: 'cash',
      purchaseType: 'cash',
      entryFee: null,
      interestRate: null,
    });

    // Act
    renderDeals(<DealCard deal={deal} layout="grid" />);

    // Assess
    expect(screen.getByRole('img', { name: 'No photo yet' })).toBeInTheDocument();
    expect(screen.queryByText(/Entry fee/)).not.toBeInTheDocument();
    expect(screen.getByText('Cash · Cash · Single family')).toBeInTheDocument();
  });

  it.each([
    ['exclusive', 'First right of refusal'],
    ['pending', 'Under contract'],
  ] as const)('badges a %s listing', (status, label) => {
    renderDeals(<DealCard deal={makeDealSummary({ status })} layout="grid" />);

    expect(screen.getByTestId('deal-status-badge')).toHaveTextContent(label);
  });
});
