import { itemSizeBytes, valueSizeBytes, writeUnits } from './dynamo-item-size';

describe('itemSizeBytes', () => {
  it('counts names and values by the DynamoDB rules', () => {
    // "pk" 2 + "DEAL#1" 6; "n" 1 + 12345 (5 digits → 3 bytes + 1); "ok" 2 + 1
    expect(itemSizeBytes({ pk: 'DEAL#1', n: 12345, ok: true })).toBe(2 + 6 + 1 + 4 + 2 + 1);
    // An attribute left undefined is not stored.
    expect(itemSizeBytes({ pk: 'DEAL#1', skipped: undefined })).toBe(2 + 6);
  });

  it('counts lists and maps with their overhead and strings in UTF-8', () => {
    expect(valueSizeBytes(['ab', 'é'])).toBe(3 + (1 + 2) + (1 + 2));
    expect(valueSizeBytes({ lat: 30.25 })).toBe(3 + 1 + 3 + 3);
  });

  it('bills a write unit per started KB', () => {
    expect([writeUnits(1), writeUnits(1024), writeUnits(1025)]).toEqual([1, 1, 2]);
  });
});
