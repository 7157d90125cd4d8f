import { csvField, defuseFormula, toCsv, type CsvValue } from './csv';

describe('csvField (RFC 4180)', () => {
  it.each<[CsvValue, string]>([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\r\nlf', '"cr\r\nlf"'],
    ['', ''],
    ['ñandú São', 'ñandú São'],
    [350000, '350000'],
    [9500.5, '9500.5'],
    [-12, '-12'],
    [Number.NaN, ''],
    [true, 'true'],
    [false, 'false'],
    [null, ''],
    [undefined, ''],
    [new Date('2026-11-21T03:00:00Z'), '2026-11-21T03:00:00.000Z'],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe('CSV injection defence', () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1 555', "'+1 555"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
  ])('prefixes the formula-like %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each(['Ana', ' =1', "'quoted", '1+1'])('leaves %j as it is', (value) => {
    expect(defuseFormula(value)).toBe(value);
  });
});

describe('toCsv', () => {
  it('writes a header row and one CRLF-ended line per row, in column order', () => {
    const rows = [
      { name: 'A, B', amount: 1 },
      { name: '=evil', amount: 2 },
    ];
    const csv = toCsv(rows, [
      { header: 'Amount', value: (row) => row.amount },
      { header: 'Name', value: (row) => row.name },
    ]);
    expect(csv).toBe('Amount,Name\r\n1,"A, B"\r\n2,\'=evil\r\n');
  });

  it('writes only the header for no rows, and defuses headers too', () => {
    expect(toCsv([], [{ header: '=Name', value: () => 'x' }])).toBe("'=Name\r\n");
  });
});
