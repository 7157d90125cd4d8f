import { DEAL_STATUSES, canTransition } from '#shared/deals/deal-status';
import { PROPERTY_TYPES, PURCHASE_TYPES } from '#shared/deals/deal-fields';
import { dealInputSchema } from '#shared/deals/deal-schema';
import { withAutomaticTags } from '#shared/deals/deal-tags';
import { normalisedAddress } from '#functions/db/entities/deal-address-claim.entity';
import { toDealItem } from '#functions/db/entities/deal.entity';
import { zipCentroid } from '#functions/geo/zip-centroids';
import { CREATED_WITHIN_DAYS, generateDemoDeals, type DemoDealOptions } from './deal-generator';
import { DEMO_PLACES } from './demo-places';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const OPTIONS: DemoDealOptions = {
  count: 320,
  seed: 20_250_101,
  now: NOW,
  owners: ['seller-1', 'hybrid-1', 'admin-1'],
  favoriteUsers: ['buyer-1', 'hybrid-1'],
};
const deals = generateDemoDeals(OPTIONS);

describe('DEMO_PLACES', () => {
  it('names only ZIP codes the shipped centroids know, in 25+ states', () => {
    // Prepare
    const zips = DEMO_PLACES.flatMap((place) => place.zips);

    // Act
    const unknown = zips.filter((zip) => zipCentroid(zip) === null);

    // Assess
    expect(unknown).toEqual([]);
    expect(new Set(DEMO_PLACES.map((place) => place.state)).size).toBeGreaterThanOrEqual(25);
  });
});

describe('generateDemoDeals', () => {
  it('generates at least 300 deals across at least 25 states', () => {
    // Assess
    expect(deals.length).toBeGreaterThanOrEqual(300);
    expect(new Set(deals.map((deal) => deal.input.state)).size).toBeGreaterThanOrEqual(25);
  });

  it('covers every category, finance type, property type and status', () => {
    // Assess
    expect(new Set(deals.map((deal) => deal.input.dealCategory))).toEqual(new Set(['cash', 'creative']));
    expect(new Set(deals.map((deal) => deal.input.purchaseType))).toEqual(
      new Set([...PURCHASE_TYPES, undefined]),
    );
    expect(new Set(deals.map((deal) => deal.input.propertyType))).toEqual(new Set(PROPERTY_TYPES));
    expect(new Set(deals.map((deal) => deal.record.status))).toEqual(new Set(DEAL_STATUSES));
  });

  it('lists most deals as active', () => {
    // Act
    const active = deals.filter((deal) => deal.record.status === 'active').length;

    // Assess
    expect(active / deals.length).toBeGreaterThan(0.5);
  });

  it('gives bodies the create route accepts, with the automatic tags already applied', () => {
    // Act
    const refused = deals.filter((deal) => !dealInputSchema.safeParse(deal.input).success);

    // Assess
    expect(refused).toEqual([]);
    for (const deal of deals) expect(deal.input.tags).toEqual(withAutomaticTags(deal.input));
  });

  it('builds records the listing item accepts, located at their ZIP, owned by the demo sellers', () => {
    // Assess
    for (const deal of deals) {
      expect(() => toDealItem(deal.record)).not.toThrow();
      expect(deal.record.location).toEqual(zipCentroid(deal.record.zipCode));
      expect(OPTIONS.owners).toContain(deal.record.ownerId);
      expect(
        deal.record.photos?.every((key) => key.startsWith(`deal-photos/${deal.record.ownerId}/seed-`)),
      ).toBe(true);
    }
  });

  it('gives every deal a distinct street address and id', () => {
    // Assess
    expect(new Set(deals.map((deal) => normalisedAddress(deal.record))).size).toBe(deals.length);
    expect(new Set(deals.map((deal) => deal.record.dealId)).size).toBe(deals.length);
  });

  it('spreads creation over the last 90 days and ends each history in the deal status by allowed steps', () => {
    // Prepare
    const earliest = NOW.getTime() - CREATED_WITHIN_DAYS * 86_400_000;

    // Assess
    for (const { record, history } of deals) {
      const created = Date.parse(record.createdAt);
      expect(created).toBeGreaterThanOrEqual(earliest);
      expect(created).toBeLessThanOrEqual(NOW.getTime());
      expect(history[0]!.status === 'active' || history[0]!.status === 'exclusive').toBe(true);
      expect(history[history.length - 1]!.status).toBe(record.status);
      for (let step = 1; step < history.length; step += 1) {
        expect(canTransition(history[step - 1]!.status, history[step]!.status)).toBe(true);
        expect(history[step]!.at >= history[step - 1]!.at).toBe(true);
      }
      if (record.status === 'canceled') expect(history[history.length - 1]!.cancelReason).toBeTruthy();
    }
  });

  it('keeps the counters equal to the favourites and the activity days', () => {
    // Assess
    for (const { record, activity, favorites } of deals) {
      expect(record.favoriteCount).toBe(favorites.length);
      expect(record.viewCount).toBe(activity.reduce((sum, day) => sum + day.views, 0));
      expect(activity.reduce((sum, day) => sum + day.favorites, 0)).toBe(favorites.length);
      expect(favorites.some((favorite) => favorite.userId === record.ownerId)).toBe(false);
    }
    expect(deals.some((deal) => deal.favorites.length > 0)).toBe(true);
    expect(deals.filter((deal) => deal.activity.length > 0).length).toBeGreaterThan(deals.length / 2);
  });

  it('answers the same deals for the same seed and a prefix of them for a smaller count', () => {
    // Act
    const again = generateDemoDeals(OPTIONS);
    const fewer = generateDemoDeals({ ...OPTIONS, count: 10 });

    // Assess
    expect(again).toEqual(deals);
    expect(fewer.map((deal) => deal.record)).toEqual(deals.slice(0, 10).map((deal) => deal.record));
  });

  it('answers other deals for another seed', () => {
    // Act
    const other = generateDemoDeals({ ...OPTIONS, seed: 7, count: 5 });

    // Assess
    expect(other.map((deal) => deal.input)).not.toEqual(deals.slice(0, 5).map((deal) => deal.input));
  });
});
