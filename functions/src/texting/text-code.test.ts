import { hashTextCode, newTextCode, newTextCodeKey, textCodeMatches } from './text-code';

describe('text codes', () => {
  it('are six digits, leading zeros kept, and not the same twice in a row', () => {
    // Act
    const codes = Array.from({ length: 50 }, newTextCode);

    // Assess
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1);
  });

  it('match only for the same user, number and code', () => {
    // Prepare
    const key = newTextCodeKey();
    const stored = { codeKey: key, codeHash: hashTextCode(key, 'user-1', '+15125550100', '012345') };

    // Assess
    expect(stored.codeHash).not.toContain('012345');
    expect(textCodeMatches(stored, 'user-1', '+15125550100', '012345')).toBe(true);
    expect(textCodeMatches(stored, 'user-1', '+15125550100', '012346')).toBe(false);
    expect(textCodeMatches(stored, 'user-2', '+15125550100', '012345')).toBe(false);
    expect(textCodeMatches(stored, 'user-1', '+15125550199', '012345')).toBe(false);
  });

  it('hash under their own key: the same code gets another hash with another key', () => {
    // Assess
    expect(hashTextCode(newTextCodeKey(), 'u', '+15125550100', '111111')).not.toBe(
      hashTextCode(newTextCodeKey(), 'u', '+15125550100', '111111'),
    );
  });
});
