import { browseRecord } from '../../testing/browse.fixtures';
import { dealSummarySchema } from '#shared/deals/deal-api';
import { cardSummary, fromDealCardItem, toBrowseEntryItems, toDealCard } from './deal-browse-entry.entity';
import { toDealSummary } from './deal.entity';

describe('toBrowseEntryItems', () => {
  it('gives a browsable listing an all entry and one entry per facet, each in its own partitions', () => {
    // Act
    const record = browseRecord({
      state: 'CA',
      propertyType: 'condo',
      purchaseType: 'SubTo',
      dealCategory: 'creative',
    });
    const [all, state, propertyType, financeType, category] = toBrowseEntryItems(record);

    // Assess
    expect(all).toMatchObject({
      pk: `DEAL#${record.dealId}`,
      sk: 'BROWSE',
      gsi2pk: 'DEALS#BROWSE',
      gsi4pk: expect.stringMatching(/^DEALS#GEO#.{4}$/),
      gsi3pk: expect.stringMatching(/^DEALS#GEO#.{3}$/),
      gsi5pk: 'DEALS#BROWSE',
      gsi6pk: 'DEALS#BROWSE',
    });
    expect(state).toMatchObject({
      sk: 'BROWSE#state',
      gsi2pk: 'DEALS#BROWSE#state#CA',
      gsi5pk: 'DEALS#BROWSE#state#CA',
    });
    expect(propertyType).toMatchObject({ gsi6pk: 'DEALS#BROWSE#propertyType#condo' });
    expect(financeType).toMatchObject({ gsi2pk: 'DEALS#BROWSE#financeType#SubTo' });
    expect(category).toMatchObject({ gsi2pk: 'DEALS#BROWSE#category#creative' });
    expect(state).not.toHaveProperty('gsi4pk');
    // Same sort keys as the all entry: a facet page is in the same order.
    expect((state as Record<string, unknown>).gsi2sk).toBe((all as Record<string, unknown>).gsi2sk);
  });

  it('keeps a listing without a finance type out of every finance-type partition', () => {
    const financeType = toBrowseEntryItems(browseRecord({ purchaseType: undefined }))[3]!;
    expect(financeType).toMatchObject({ sk: 'BROWSE#financeType', purchaseType: null });
    expect(Object.keys(financeType).filter((name) => name.startsWith('gsi'))).toEqual([]);
  });

  it('gives a listing out of browse none', () => {
    expect(toBrowseEntryItems(browseRecord({ status: 'sold' }))).toEqual([]);
  });

  it('carries only the card: no description, photo list or view counters', () => {
    const [all] = toBrowseEntryItems(browseRecord({ viewCount: 9 }));
    for (const name of ['dealDescription', 'photos', 'viewCount', 'searchWords', 'updatedAt'])
      expect(all).not.toHaveProperty(name);
  });
});

describe('the card', () => {
  it('reads back as the summary the listing itself gives', () => {
    // Prepare
    const record = browseRecord({ favoriteCount: 3, sellerInterestRate: 4.5 });
    const [all] = toBrowseEntryItems(record);

    // Act
    const summary = cardSummary(fromDealCardItem(all!), true);

    // Assess
    expect(summary).toEqual(toDealSummary(record, true));
    expect(dealSummarySchema.strict().parse(summary)).toEqual(summary);
    expect(toDealCard(record).ownerId).toBe(record.ownerId);
  });
});
