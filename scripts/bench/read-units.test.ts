import { readUnitsOf } from './read-units';

describe('read units', () => {
  it('bills 0.5 unit per started 4 KB, at least 0.5', () => {
    expect(readUnitsOf(0)).toBe(0.5);
    expect(readUnitsOf(4096)).toBe(0.5);
    expect(readUnitsOf(4097)).toBe(1);
    expect(readUnitsOf(40_000)).toBe(5);
  });
});
