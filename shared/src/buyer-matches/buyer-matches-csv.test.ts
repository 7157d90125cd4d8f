import type { RankedBuyer } from './buyer-match-api';
import { rankedBuyersToCsv } from './buyer-matches-csv';

const buyer = (overrides: Partial<RankedBuyer> = {}): RankedBuyer => ({
  userId: 'u1',
  displayName: 'Dana R.',
  score: 87,
  chips: [
    { factor: 'location', fit: true, reason: { key: 'buyBoxZip', values: { zipCode: '78701' } } },
    { factor: 'certifiedBuyer', fit: true },
    {
      factor: 'budget',
      fit: false,
      reason: { key: 'priceAtMost', values: { purchasePrice: 450_000, maxPrice: 400_000 } },
    },
  ],
  certifiedBuyer: true,
  firstRightOfRefusal: false,
  lastSentAt: null,
  canSend: true,
  ...overrides,
});

describe('rankedBuyersToCsv', () => {
  it('writes the chosen columns, fits and misses each in one cell, worded by the caller', () => {
    // Act
    const csv = rankedBuyersToCsv(
      [buyer(), buyer({ displayName: '=Eve', score: 40, chips: [], lastSentAt: '2026-11-20T10:00:00.000Z' })],
      [
        { field: 'buyerName', header: 'Comprador' },
        { field: 'score', header: 'Puntuación' },
        { field: 'fits', header: 'Encaja' },
        { field: 'misses', header: 'No encaja' },
        { field: 'certifiedBuyer', header: 'Certificado', booleanLabels: { yes: 'Sí', no: 'No' } },
        { field: 'lastSentAt', header: 'Enviado' },
      ],
      (chip) => `${chip.factor}${chip.reason ? `:${chip.reason.key}` : ''}`,
    );

    // Assess
    expect(csv.split('\r\n')).toEqual([
      'Comprador,Puntuación,Encaja,No encaja,Certificado,Enviado',
      'Dana R.,87,location:buyBoxZip; certifiedBuyer,budget:priceAtMost,Sí,',
      "'=Eve,40,,,Sí,2026-11-20T10:00:00.000Z",
      '',
    ]);
  });
});
