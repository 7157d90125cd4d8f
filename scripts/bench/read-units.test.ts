import { itemSize, readUnitsOf, valueSize } from './read-units';

describe('DynamoDB item size', () => {
  it('counts names and values: UTF-8 strings, numbers by digits, lists and maps with their overhead', () => {
    expect(valueSize('abc')).toBe(3);
    expect(valueSize('é')).toBe(2);
    expect(valueSize(true)).toBe(1);
    expect(valueSize(null)).toBe(1);
    expect(valueSize(12345)).toBe(4);
    expect(valueSize(['a', 'bc'])).toBe(3 + (1 + 1) + (1 + 2));
    expect(valueSize({ lat: 1 })).toBe(3 + 1 + 3 + 2);
    expect(itemSize({ pk: 'DEAL#1', n: 7, skipped: undefined })).toBe(2 + 6 + 1 + 2);
  });

  it('bills 0.5 unit per started 4 KB, at least 0.5', () => {
    expect(readUnitsOf(0)).toBe(0.5);
    expect(readUnitsOf(4096)).toBe(0.5);
    expect(readUnitsOf(4097)).toBe(1);
    expect(readUnitsOf(40_000)).toBe(5);
  });
});
