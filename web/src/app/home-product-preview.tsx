import { useTranslation } from 'react-i18next';
import type { DealSummary } from '#shared/deals/deal-api';
import { DealCard } from '../features/deals/components/deal-card';
import { ProductPreviewMap } from '../features/home/components/product-preview-map';

/**
 * The example the hero shows: a made-up listing, labelled as one, because listings themselves are for
 * signed-in members during the invitation-only beta (docs/decisions/mobile-first-paint.md).
 */
export const EXAMPLE_LISTING: DealSummary = {
  dealId: 'example',
  status: 'active',
  streetAddress: '1208 Magnolia Avenue',
  city: 'Austin',
  state: 'TX',
  zipCode: '78704',
  purchasePrice: 285_000,
  dealCategory: 'creative',
  purchaseType: 'SubTo',
  propertyType: 'singleFamily',
  bedrooms: 3,
  bathrooms: 2,
  squareFootage: 1_480,
  entryFee: 25_000,
  interestRate: 3.25,
  tags: ['low-interest-rate', 'motivated-seller'],
  coverPhotoKey: null,
  location: null,
  favoriteCount: 12,
  isFavorite: false,
  createdAt: '2026-01-15T12:00:00.000Z',
};

/**
 * What a member sees, drawn beside the hero text: a map picture with the example's pin and the real
 * listing card showing the example. The card is inert (its link and favourite lead nowhere for a
 * visitor); the caption says it is an example. Its own chunk (with the listing texts and styles) loads
 * after the hero text shows, into a box of fixed size (styles.css), so it neither delays nor moves it.
 */
export default function ProductPreview() {
  const { t } = useTranslation('home');
  return (
    <figure className="product-preview" data-testid="product-preview">
      <ProductPreviewMap />
      <div className="product-preview__card" inert>
        <DealCard deal={EXAMPLE_LISTING} layout="grid" />
      </div>
      <figcaption className="product-preview__caption">{t('hero.exampleCaption')}</figcaption>
    </figure>
  );
}
