import { type Interest, type Offer } from './offer-schema';
import { interestsToCsv, offersToCsv } from './offers-csv';

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
