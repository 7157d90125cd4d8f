import { buyerPreferencesSchema } from '#shared/users/buyer-preferences';
import { numberText, splitList, toNumberOrNull, toTextOrNull } from './form-helpers';

describe('form helpers', () => {
  it('splits ZIP lists on commas, semicolons and spaces', () => {
    expect(splitList(' 78701, 78702;78703  78704 ')).toEqual(['78701', '78702', '78703', '78704']);
    expect(splitList('   ')).toEqual([]);
  });

  it('reads empty inputs as null and other text as numbers', () => {
    expect(toNumberOrNull('')).toBeNull();
    expect(toNumberOrNull('3')).toBe(3);
    expect(toNumberOrNull('abc')).toBeNaN();
    expect(toTextOrNull(' ')).toBeNull();
    expect(numberText(null)).toBe('');
    expect(numberText(2.5)).toBe('2.5');
  });

  it('gives the shared schema what it needs to say the ZIP maximum is reached', () => {
    const result = buyerPreferencesSchema.safeParse({
      homeType: 'primary',
      propertyType: 'condo',
      state: 'TX',
      city: 'Austin',
      zipCodes: splitList('10001 10002 10003 10004 10005 10006'),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('zipMaxReached');
  });
});
