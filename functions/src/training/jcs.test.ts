import { canonicalize, type JsonValue } from './jcs';

describe('JCS (RFC 8785)', () => {
  it("serialises the RFC's primitive data types example (section 3.2.2)", () => {
    const input = String.raw`{
      "numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],
      "string": "\u20ac$\u000F\u000aA'\u0042\u0022\u005c\\\"\/",
      "literals": [null, true, false]
    }`;
    expect(canonicalize(JSON.parse(input) as JsonValue)).toBe(
      String.raw`{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\u000f\nA'B\"\\\\\"/"}`,
    );
  });

  it('sorts members by UTF-16 code units (section 3.2.3)', () => {
    const input = String.raw`{
      "\u20ac": "Euro Sign",
      "\r": "Carriage Return",
      "\ufb33": "Hebrew Letter Dalet With Dagesh",
      "1": "One",
      "\ud83d\ude00": "Emoji: Grinning Face",
      "\u0080": "Control",
      "\u00f6": "Latin Small Letter O With Diaeresis"
    }`;
    expect(canonicalize(JSON.parse(input) as JsonValue)).toBe(
      '{"\\r":"Carriage Return","1":"One","\u0080":"Control","\u00f6":"Latin Small Letter O With Diaeresis",' +
        '"\u20ac":"Euro Sign","\ud83d\ude00":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
    );
  });

  it('sorts nested objects, keeps array order and leaves out undefined members', () => {
    expect(canonicalize({ b: [{ z: 1, y: 2 }, 3], a: undefined, c: 'x' })).toBe(
      '{"b":[{"y":2,"z":1},3],"c":"x"}',
    );
  });

  it('refuses numbers JSON cannot hold', () => {
    expect(() => canonicalize({ value: Number.NaN })).toThrow();
    expect(() => canonicalize([Number.POSITIVE_INFINITY])).toThrow();
  });
});
