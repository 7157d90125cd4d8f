import { formatCurrency } from './format-currency';
import { numberFormat } from './intl-formats';

describe('Intl formatters', () => {
  afterEach(() => jest.restoreAllMocks());

  it('makes one formatter per language and options, however many figures a page formats', () => {
    // Prepare
    const made = jest.spyOn(Intl, 'NumberFormat');

    // Act
    const prices = [285_000, 410_000, 99_500].map((amount) => formatCurrency(amount, 'en-US'));
    const areas = [1650, 2100].map((area) =>
      numberFormat('en-US', { maximumFractionDigits: 2 }).format(area),
    );
    const spanish = formatCurrency(285_000, 'es');

    // Assess
    expect(prices).toEqual(['$285,000', '$410,000', '$99,500']);
    expect(areas).toEqual(['1,650', '2,100']);
    expect(spanish).toContain('285');
    expect(made).toHaveBeenCalledTimes(3);
  });
});
