import type { DealRecord } from '../../db/entities/deal.entity';
import { meetsAll, toFilterExpression, type BrowseCondition } from './browse-filter';
import { browseListing } from '../../testing/browse.fixtures';

const visibleToBuyer: BrowseCondition = {
  kind: 'visible',
  statuses: ['active', 'pending'],
  ownerId: 'buyer-1',
};

describe('toFilterExpression', () => {
  it('ANDs every expressible condition with placeholder names and values', () => {
    // Act
    const parts = toFilterExpression([
      visibleToBuyer,
      { kind: 'equals', attribute: 'dealCategory', value: 'cash' },
      { kind: 'atMost', attribute: 'purchasePrice', value: 500_000 },
      { kind: 'atLeast', attribute: 'bedrooms', value: 3 },
      { kind: 'hasTag', tag: 'wholesale' },
      { kind: 'cityIs', city: 'Austin' },
    ]);

    // Assess
    expect(parts).toEqual({
      FilterExpression:
        '(#f_status IN (:f0, :f1) OR (#f_status = :f2 AND #f_ownerId = :f3)) AND #f_dealCategory = :f4 AND #f_purchasePrice <= :f5 AND #f_bedrooms >= :f6 AND contains(#f_tags, :f7)',
      ExpressionAttributeNames: {
        '#f_status': 'status',
        '#f_ownerId': 'ownerId',
        '#f_dealCategory': 'dealCategory',
        '#f_purchasePrice': 'purchasePrice',
        '#f_bedrooms': 'bedrooms',
        '#f_tags': 'tags',
      },
      ExpressionAttributeValues: {
        ':f0': 'active',
        ':f1': 'pending',
        ':f2': 'exclusive',
        ':f3': 'buyer-1',
        ':f4': 'cash',
        ':f5': 500_000,
        ':f6': 3,
        ':f7': 'wholesale',
      },
    });
  });

  it('answers null when only in-memory conditions remain', () => {
    expect(toFilterExpression([{ kind: 'hasWords', words: ['pool'] }])).toBeNull();
  });
});

describe('meetsAll', () => {
  const center = { lat: 30.27, lng: -97.74 };
  const cases: Array<[string, BrowseCondition, Partial<DealRecord>, Partial<DealRecord>]> = [
    [
      'equals',
      { kind: 'equals', attribute: 'propertyType', value: 'condo' },
      { propertyType: 'condo' },
      { propertyType: 'singleFamily' },
    ],
    [
      'atMost',
      { kind: 'atMost', attribute: 'purchasePrice', value: 500_000 },
      { purchasePrice: 500_000 },
      { purchasePrice: 500_001 },
    ],
    [
      'atLeast',
      { kind: 'atLeast', attribute: 'bathrooms', value: 2 },
      { bathrooms: 2.5 },
      { bathrooms: 1.5 },
    ],
    [
      'hasTag',
      { kind: 'hasTag', tag: 'wholesale' },
      { tags: ['wholesale', 'low-equity'] },
      { tags: ['low-equity'] },
    ],
    [
      'cityIs without case',
      { kind: 'cityIs', city: ' san antonio' },
      { city: 'San Antonio' },
      { city: 'San Antonio Heights' },
    ],
    [
      'hasWords',
      { kind: 'hasWords', words: ['pool', 'garage'] },
      { searchWords: ['garage', 'pool'] },
      { searchWords: ['pool'] },
    ],
    [
      'withinMiles',
      { kind: 'withinMiles', center, miles: 5 },
      { location: { lat: 30.3, lng: -97.74 } },
      { location: { lat: 30.5, lng: -97.74 } },
    ],
    [
      'withinMiles without a location',
      { kind: 'withinMiles', center, miles: 5 },
      { location: center },
      { location: null },
    ],
    ['visible: active', visibleToBuyer, { status: 'active' }, { status: 'exclusive', ownerId: 'seller-1' }],
    [
      "visible: the owner's exclusive",
      visibleToBuyer,
      { status: 'exclusive', ownerId: 'buyer-1' },
      { status: 'sold' },
    ],
  ];

  it.each(cases)(
    '%s keeps a listing that meets it and drops one that does not',
    (_, condition, meeting, failing) => {
      // Act / Assess
      expect(meetsAll(browseListing(meeting), [condition])).toBe(true);
      expect(meetsAll(browseListing(failing), [condition])).toBe(false);
    },
  );
});
