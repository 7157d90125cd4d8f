import { dealRecord } from '../../testing/deal.fixtures';
import { LEGACY_BROWSE_INDEX_ATTRIBUTES, fromDealItem, toDeal, toDealItem } from './deal.entity';
import { normalisedAddress, toAddressClaimItem } from './deal-address-claim.entity';
import { toStatusHistoryItem } from './deal-status-history.entity';

describe('toDealItem', () => {
  it.each(['pending', 'sold'] as const)(
    'keys a %s listing on the owner index only: browse reads its browse entries',
    (status) => {
      const item = toDealItem(dealRecord({ status }));
      for (const name of LEGACY_BROWSE_INDEX_ATTRIBUTES) expect(item).not.toHaveProperty(name);
      expect(item).toMatchObject({ pk: 'DEAL#deal-1', sk: 'DEAL', gsi1pk: 'OWNER#seller-1' });
    },
  );

  it('leaves the view counts out: they live in the counters item', () => {
    const item = toDealItem(dealRecord({ viewCount: 7, uniqueViewerCount: 3 }));
    expect(item).not.toHaveProperty('viewCount');
    expect(item).not.toHaveProperty('uniqueViewerCount');
    expect(fromDealItem(item)).toMatchObject({ viewCount: 0, uniqueViewerCount: 0 });
  });

  it('reads the view counts an item stored before the counters moved still holds', () => {
    const legacy = { ...toDealItem(dealRecord()), viewCount: 7, uniqueViewerCount: 3 };
    expect(fromDealItem(legacy)).toMatchObject({ viewCount: 7, uniqueViewerCount: 3 });
  });
});

describe('toDeal', () => {
  it('hides the internal search words and unique viewer count', () => {
    const deal = toDeal(dealRecord({ uniqueViewerCount: 3 }));
    expect(deal).not.toHaveProperty('searchWords');
    expect(deal).not.toHaveProperty('uniqueViewerCount');
  });
});

describe('address claims and history entries', () => {
  it('claims the street address lower-cased, punctuation-free, with the ZIP', () => {
    const deal = dealRecord({ streetAddress: '  12 ELM St., Apt #4 ', zipCode: '78701' });
    expect(normalisedAddress(deal)).toBe('12 elm st apt 4#78701');
    expect(toAddressClaimItem(deal)).toEqual({
      pk: 'DEALADDRESS#12 elm st apt 4#78701',
      sk: 'CLAIM',
      entity: 'DealAddressClaim',
      dealId: 'deal-1',
      ownerId: 'seller-1',
    });
  });

  it('keys a history entry by time and id, so entries read oldest first', () => {
    const item = toStatusHistoryItem('deal-1', '01J0000000000000000000000A', {
      status: 'pending',
      at: '2026-11-20T12:00:00.000Z',
      source: 'system',
      comments: null,
      cancelReason: null,
    });
    expect(item).toMatchObject({
      pk: 'DEAL#deal-1',
      sk: 'HISTORY#2026-11-20T12:00:00.000Z#01J0000000000000000000000A',
    });
  });
});
