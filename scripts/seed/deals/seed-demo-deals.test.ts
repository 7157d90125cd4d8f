import { DEAL_ACTIVITY_ENTITY, fromDealActivityItem } from '#functions/db/entities/deal-activity.entity';
import { DEAL_ADDRESS_CLAIM_ENTITY } from '#functions/db/entities/deal-address-claim.entity';
import { DEAL_ENTITY } from '#functions/db/entities/deal.entity';
import { DEAL_FAVORITE_ENTITY } from '#functions/db/entities/favorite.entity';
import {
  DEAL_HISTORY_ENTITY,
  fromStatusHistoryItem,
} from '#functions/db/entities/deal-status-history.entity';
import { DEAL_SEARCH_WORD_ENTITY } from '#functions/db/entities/deal-search-word.entity';
import { fromInterestItem, INTEREST_ENTITY } from '#functions/db/entities/interest.entity';
import { fromOfferItem, OFFER_ENTITY } from '#functions/db/entities/offer.entity';
import { generateDemoDeals, type GeneratedDeal } from './deal-generator';
import sharp from 'sharp';
import { demoDealItems, photoPoolObjects } from './seed-demo-deals';

const deals = generateDemoDeals({
  count: 200,
  seed: 11,
  now: new Date('2026-06-15T12:00:00.000Z'),
  owners: ['seller-1', 'hybrid-1'],
  favoriteUsers: ['buyer-1', 'hybrid-1'],
});
const withStatus = (statuses: string[]) => deals.filter((deal) => statuses.includes(deal.record.status));
const entitiesOf = (deal: GeneratedDeal) => demoDealItems(deal).map((item) => item.entity);

describe('demoDealItems', () => {
  it('writes search words only for listings buyers can find', () => {
    // Assess
    for (const deal of withStatus(['exclusive', 'active', 'pending']))
      expect(entitiesOf(deal).filter((entity) => entity === DEAL_SEARCH_WORD_ENTITY)).toHaveLength(
        deal.record.searchWords.length,
      );
    for (const deal of withStatus(['sold', 'canceled', 'deleted']))
      expect(entitiesOf(deal)).not.toContain(DEAL_SEARCH_WORD_ENTITY);
  });

  it('claims the address except for canceled and deleted listings', () => {
    // Assess
    for (const deal of withStatus(['canceled', 'deleted']))
      expect(entitiesOf(deal)).not.toContain(DEAL_ADDRESS_CLAIM_ENTITY);
    for (const deal of withStatus(['exclusive', 'active', 'pending', 'sold']))
      expect(entitiesOf(deal)).toContain(DEAL_ADDRESS_CLAIM_ENTITY);
  });

  it('writes the listing, its history, activity days and favourites readable by the entity readers', () => {
    // Prepare
    const deal = deals.find((candidate) => candidate.favorites.length > 0 && candidate.history.length > 1)!;

    // Act
    const items = demoDealItems(deal);

    // Assess
    expect(items.filter((item) => item.entity === DEAL_ENTITY)).toHaveLength(1);
    expect(items.filter((item) => item.entity === DEAL_FAVORITE_ENTITY)).toHaveLength(deal.favorites.length);
    expect(items.filter((item) => item.entity === DEAL_HISTORY_ENTITY).map(fromStatusHistoryItem)).toEqual(
      deal.history,
    );
    expect(items.filter((item) => item.entity === DEAL_ACTIVITY_ENTITY).map(fromDealActivityItem)).toEqual(
      deal.activity,
    );
    expect(new Set(items.map((item) => `${String(item.pk)}|${String(item.sk)}`)).size).toBe(items.length);
  });

  it("writes the demo buyers' interest and offers, and the listing's accepted offer", () => {
    // Prepare
    const [withFlow] = generateDemoDeals({
      count: 200,
      seed: 11,
      now: new Date('2026-06-15T12:00:00.000Z'),
      owners: ['seller-1', 'hybrid-1'],
      demoBuyers: [
        {
          userId: 'buyer-1',
          buyer: {
            firstName: 'Bea',
            lastName: 'Buyer',
            email: 'b@example.com',
            phoneNumber: null,
            certifiedBuyer: false,
          },
        },
      ],
    }).filter((deal) => deal.dealFlow.acceptedOfferId !== undefined && deal.dealFlow.interests.length > 0);

    // Act
    const items = demoDealItems(withFlow!);

    // Assess
    const offers = items.filter((item) => item.entity === OFFER_ENTITY).map(fromOfferItem);
    expect(offers).toEqual(withFlow!.dealFlow.offers);
    expect(items.filter((item) => item.entity === INTEREST_ENTITY).map(fromInterestItem)).toEqual(
      withFlow!.dealFlow.interests,
    );
    expect(items.find((item) => item.entity === DEAL_ENTITY)!.acceptedOfferId).toBe(
      withFlow!.dealFlow.acceptedOfferId,
    );
    expect(new Set(items.map((item) => `${String(item.pk)}|${String(item.sk)}`)).size).toBe(items.length);
  });
});

describe('photoPoolObjects', () => {
  // Painting a house in pure JavaScript takes a second or more on a busy machine.
  const PAINTING_TIMEOUT_MS = 30_000;

  it(
    'stores each seed photo with its 400 and 1,200 px WebP renditions, never enlarged',
    async () => {
      // Act
      const [objects] = await photoPoolObjects(1);

      // Assess
      const photoKey = 'deal-photos/seller-1/seed-0.jpg';
      const stored = await Promise.all(
        objects!.map(async (object) => {
          const { format, width, height } = await sharp(object.body).metadata();
          return { key: object.key(photoKey), contentType: object.contentType, format, width, height };
        }),
      );
      expect(stored).toEqual([
        { key: photoKey, contentType: 'image/jpeg', format: 'jpeg', width: 800, height: 600 },
        {
          key: 'photo-renditions/deal-photos/seller-1/seed-0.400w.webp',
          contentType: 'image/webp',
          format: 'webp',
          width: 400,
          height: 300,
        },
        {
          key: 'photo-renditions/deal-photos/seller-1/seed-0.1200w.webp',
          contentType: 'image/webp',
          format: 'webp',
          width: 800,
          height: 600,
        },
      ]);
    },
    PAINTING_TIMEOUT_MS,
  );
});
