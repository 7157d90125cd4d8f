import { type Interest, type Offer } from './offer-schema';
import { csvField, defuseFormula, interestsToCsv, offersToCsv, toCsv, type CsvValue } from './offers-csv';

const buyer = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  phoneNumber: '+15125550100',
  certifiedBuyer: true,
};

const offer = (overrides: Partial<Offer> = {}): Offer => ({
  offerId: 'o1',
  dealId: 'd1',
  buyerId: 'u1',
  buyer,
  offerType: 'creative',
  purchasePrice: 400_000,
  entryFee: 9_500.5,
  closeOfEscrowDate: '2026-12-21',
  message: null,
  status: 'pending',
  submittedAt: '2026-11-21T03:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

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

describe('offersToCsv and interestsToCsv', () => {
  it('exports the chosen offer columns with the caller’s headers', () => {
    const csv = offersToCsv(
      [offer(), offer({ buyer: { ...buyer, firstName: '@Bob', phoneNumber: null }, message: 'Hi, "soon"' })],
      [
        { field: 'buyerName', header: 'Comprador' },
        { field: 'phone', header: 'Teléfono' },
        { field: 'certifiedBuyer', header: 'Certificado' },
        { field: 'entryFee', header: 'Entrada' },
        { field: 'closeOfEscrowDate', header: 'Cierre' },
        { field: 'message', header: 'Mensaje' },
        { field: 'submittedAt', header: 'Enviada' },
      ],
    );
    expect(csv.split('\r\n')).toEqual([
      'Comprador,Teléfono,Certificado,Entrada,Cierre,Mensaje,Enviada',
      'Ana Ruiz,(512) 555-0100,true,9500.5,2026-12-21,,2026-11-21T03:00:00.000Z',
      '\'@Bob Ruiz,,true,9500.5,2026-12-21,"Hi, ""soon""",2026-11-21T03:00:00.000Z',
      '',
    ]);
  });

  it('exports interested buyers', () => {
    const interest: Interest = { dealId: 'd1', buyerId: 'u1', buyer, createdAt: '2026-11-20T10:00:00.000Z' };
    const csv = interestsToCsv(
      [interest],
      [
        { field: 'email', header: 'E-mail' },
        { field: 'createdAt', header: 'Date' },
      ],
    );
    expect(csv).toBe('E-mail,Date\r\nana@example.com,2026-11-20T10:00:00.000Z\r\n');
  });
});
