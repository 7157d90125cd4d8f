import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { useMatchReasonText } from './match-reason-text';

describe('useMatchReasonText', () => {
  afterEach(async () => {
    await act(() => i18next.changeLanguage('en'));
  });

  it('words a fit and a miss from the same key and values, amounts the reader’s way', () => {
    // Prepare
    const { result } = renderHook(() => useMatchReasonText());
    const price = { key: 'priceAtMost', values: { purchasePrice: 450_000, maxPrice: 400_000 } } as const;

    // Act
    const miss = result.current(price, false);
    const fit = result.current({ ...price, values: { purchasePrice: 350_000, maxPrice: 400_000 } });

    // Assess
    expect(miss).toBe('Priced $450,000, above your $400,000 maximum.');
    expect(fit).toBe('Priced $350,000, within your $400,000 maximum.');
  });

  it('translates the listing’s words in the values (category, property type) in Spanish', async () => {
    // Prepare
    await act(() => i18next.changeLanguage('es'));
    const { result } = renderHook(() => useMatchReasonText());

    // Act
    const miss = result.current({ key: 'dealCategory', values: { dealCategory: 'cash' } }, false);

    // Assess
    expect(miss).toBe('Un trato al contado, que no es lo que pide tu buy box.');
  });
});
