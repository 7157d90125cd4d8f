import {
  areaSchema,
  countSchema,
  decimalPlaces,
  halfCountSchema,
  latitudeSchema,
  MAX_AMOUNT,
  moneySchema,
  rateSchema,
} from './numbers';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('decimalPlaces', () => {
  it.each([
    [0, 0],
    [12, 0],
    [1.25, 2],
    [-1.125, 3],
    [1e21, 0],
    [1e-7, 7],
    [1.5e-7, 8],
    [1e-320, 320],
    [0.1 + 0.2, 17],
  ])('%p has %i', (value, places) => {
    expect(decimalPlaces(value)).toBe(places);
  });
});

describe('moneySchema', () => {
  const money = moneySchema();

  it('accepts dollars and cents up to the cap', () => {
    expect(money.parse(350_000.25)).toBe(350_000.25);
    expect(money.parse(MAX_AMOUNT)).toBe(MAX_AMOUNT);
  });

  it.each([
    [1e-320, ['numberTooPrecise']],
    [5e-324, ['numberTooPrecise']],
    [0.001, ['numberTooPrecise']],
    [0.1 + 0.2, ['numberTooPrecise']],
    [0, ['positiveNumber']],
    [MAX_AMOUNT + 1, ['numberTooLarge']],
    [1e300, ['numberTooLarge']],
    [Infinity, ['numberInvalid']],
    [NaN, ['numberInvalid']],
    ['12', ['numberInvalid']],
  ])('refuses %p', (value, expected) => {
    expect(messages(money.safeParse(value))).toEqual(expected);
  });

  it('takes 0 when it may be nothing, never less', () => {
    expect(moneySchema({ positive: false }).parse(0)).toBe(0);
    expect(messages(moneySchema({ positive: false }).safeParse(-1e-320))).toEqual([
      'numberTooSmall',
      'numberTooPrecise',
    ]);
  });
});

describe('the other kinds', () => {
  it('holds counts whole and in range', () => {
    const rooms = countSchema({ min: 1, max: 100 });
    expect(rooms.parse(3)).toBe(3);
    expect(messages(rooms.safeParse(1e-320))).toEqual(['numberTooSmall', 'integerRequired']);
    expect(messages(rooms.safeParse(2.5))).toEqual(['integerRequired']);
    expect(messages(rooms.safeParse(101))).toEqual(['numberTooLarge']);
  });

  it('holds bathrooms to halves', () => {
    const baths = halfCountSchema({ min: 0, exclusiveMin: true, max: 100 });
    expect(baths.parse(2.5)).toBe(2.5);
    expect(messages(baths.safeParse(2.25))).toEqual(['numberTooPrecise']);
    expect(messages(baths.safeParse(1e-320))).toEqual(['numberTooPrecise']);
  });

  it('holds rates to 0–100 with 3 decimals', () => {
    expect(rateSchema().parse(3.125)).toBe(3.125);
    expect(messages(rateSchema().safeParse(3.1255))).toEqual(['numberTooPrecise']);
    expect(messages(rateSchema().safeParse(100.001))).toEqual(['numberTooLarge']);
    expect(messages(rateSchema().safeParse(0))).toEqual(['positiveNumber']);
  });

  it('holds areas to the hundredth and coordinates to 7 decimals', () => {
    expect(areaSchema().parse(0.25)).toBe(0.25);
    expect(messages(areaSchema().safeParse(0.125))).toEqual(['numberTooPrecise']);
    expect(latitudeSchema().parse(30.2672)).toBe(30.2672);
    expect(messages(latitudeSchema().safeParse(1e-320))).toEqual(['numberTooPrecise']);
    expect(messages(latitudeSchema().safeParse(90.5))).toEqual(['numberTooLarge']);
  });
});
