import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type OfferSubmittedEventData,
  offerSubmittedEvent,
  serialiseWebhookEvent,
  WEBHOOK_TEST_MESSAGE,
  webhookEventSchema,
  webhookTestEvent,
} from './offer-submitted-event';

const NOW = new Date('2026-03-01T15:04:05.000Z');

function sampleData(overrides: Partial<OfferSubmittedEventData['offer']> = {}): OfferSubmittedEventData {
  return {
    dealId: '01JQ7Z8W3T5R9N2M4K6H8G0F1E',
    offerId: '01JQ7ZB2C4D6E8F0G2H4J6K8M0',
    deal: {
      streetAddress: '123 Main St',
      city: 'Phoenix',
      state: 'AZ',
      zipCode: '85004',
      purchasePrice: 350000,
    },
    offer: {
      offerType: 'cash',
      purchasePrice: 340000,
      entryFee: null,
      closeOfEscrowDate: '2026-03-31',
      message: 'Can close fast.',
      ...overrides,
    },
    buyer: { name: 'Bea Buyer', email: 'buyer@example.com' },
    submittedAt: '2026-03-01T15:04:04.120Z',
  };
}

describe('offerSubmittedEvent', () => {
  it('wraps the data with its type and the creation time', () => {
    // Act
    const event = offerSubmittedEvent(sampleData(), NOW);

    // Assess
    expect(event).toEqual({
      type: 'offer.submitted',
      timestamp: '2026-03-01T15:04:05.000Z',
      data: sampleData(),
    });
  });

  it('carries a creative offer with an entry fee and no price or message', () => {
    // Act
    const event = offerSubmittedEvent(
      sampleData({ offerType: 'creative', purchasePrice: null, entryFee: 25000, message: null }),
      NOW,
    );

    // Assess
    expect(event.data.offer).toMatchObject({ offerType: 'creative', purchasePrice: null, entryFee: 25000 });
  });

  it('refuses to publish a field the schema does not name', () => {
    // Prepare
    const data = sampleData();
    const leaky = { ...data, buyer: { ...data.buyer, phoneNumber: '6025550100' } };

    // Act and assess
    expect(() => offerSubmittedEvent(leaky, NOW)).toThrow();
  });

  it('refuses a cash offer without a purchase price and a creative offer without an entry fee', () => {
    // Act and assess
    expect(() => offerSubmittedEvent(sampleData({ offerType: 'cash', purchasePrice: null }), NOW)).toThrow();
    expect(() =>
      offerSubmittedEvent(sampleData({ offerType: 'creative', purchasePrice: 300000, entryFee: null }), NOW),
    ).toThrow();
  });

  it('refuses an unknown offer type or a malformed date', () => {
    // Act and assess
    expect(() => offerSubmittedEvent(sampleData({ offerType: 'barter' as 'cash' }), NOW)).toThrow();
    expect(() => offerSubmittedEvent(sampleData({ closeOfEscrowDate: '03/31/2026' }), NOW)).toThrow();
  });
});

describe('webhookTestEvent', () => {
  it('is a test event that the event schema accepts', () => {
    // Act
    const event = webhookTestEvent(NOW);

    // Assess
    expect(event).toEqual({
      type: 'test',
      timestamp: NOW.toISOString(),
      data: { message: WEBHOOK_TEST_MESSAGE },
    });
    expect(webhookEventSchema.parse(event)).toEqual(event);
  });
});

describe('serialiseWebhookEvent', () => {
  it('answers the JSON that parses back to the same event', () => {
    // Prepare
    const event = offerSubmittedEvent(sampleData(), NOW);

    // Act
    const body = serialiseWebhookEvent(event);

    // Assess
    expect(webhookEventSchema.parse(JSON.parse(body))).toEqual(event);
  });
});

describe('docs/webhooks.md', () => {
  it('shows example payloads that the event schema accepts, one of each type', () => {
    // Prepare
    const doc = readFileSync(join(__dirname, '../../../docs/webhooks.md'), 'utf8');
    const examples = [...doc.matchAll(/```json\n(\{\n {2}"type"[\s\S]*?)\n```/g)].map((match) =>
      JSON.parse(match[1]!),
    );

    // Act
    const types = examples.map((example) => webhookEventSchema.parse(example).type);

    // Assess
    expect(types.sort()).toEqual(['offer.submitted', 'test']);
  });
});
