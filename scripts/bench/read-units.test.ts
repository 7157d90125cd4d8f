import { itemsReadBy, readUnitsOf } from './read-units';

describe('read units', () => {
  it('bills 0.5 unit per started 4 KB, at least 0.5', () => {
    expect(readUnitsOf(0)).toBe(0.5);
    expect(readUnitsOf(4096)).toBe(0.5);
    expect(readUnitsOf(4097)).toBe(1);
    expect(readUnitsOf(40_000)).toBe(5);
  });
});

describe('itemsReadBy', () => {
  it('counts a found item, what a Query scanned (filtered ones included) and a batch', () => {
    expect(itemsReadBy({ Item: { pk: 'a' } })).toBe(1);
    expect(itemsReadBy({ Item: undefined })).toBe(0);
    expect(itemsReadBy({ Items: [{}], ScannedCount: 5 })).toBe(5);
    expect(itemsReadBy({ Items: [{}, {}] })).toBe(2);
    expect(itemsReadBy({ Responses: { table: [{}, {}, {}] } })).toBe(3);
  });
});
