/**
 * Fifty racing acceptances of fifty different offers on one listing against the local stack: the
 * one transaction over listing, offer and history lets exactly one land; the others are refused
 * with OFFER_ALREADY_ACCEPTED, and the listing, its offers and its history show one acceptance.
 */
import type { OfferPage } from '#shared/offers/offer-schema';
import { callApi } from './support/local-stack';
import { createDealAs, demoToken } from './support/deals';
import { submitOfferAs } from './support/offers';

const RACERS = 50;
/** Offers are submitted a few at a time: the race under test is the acceptance, not the submission. */
const SUBMIT_BATCH = 10;
/** Fifty submissions and fifty acceptances take longer than Jest's default 5 s on the local stack. */
const RACE_TIMEOUT_MS = 60_000;

describe('a race of acceptances', () => {
  it(
    'accepts exactly one of fifty offers accepted at once',
    async () => {
      // Prepare
      const deal = await createDealAs('seller@example.com');
      const offerIds: string[] = [];
      for (let start = 0; start < RACERS; start += SUBMIT_BATCH) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(SUBMIT_BATCH, RACERS - start) }, (_, index) =>
            submitOfferAs(index % 2 === 0 ? 'buyer@example.com' : 'hybrid@example.com', deal.dealId),
          ),
        );
        offerIds.push(...batch.map((offer) => offer.offerId));
      }
      const token = await demoToken('seller@example.com');

      // Act
      const answers = await Promise.all(
        offerIds.map((offerId) =>
          callApi(`/api/deals/${deal.dealId}/offers/${offerId}/accept`, { method: 'POST', token }),
        ),
      );

      // Assess
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(RACERS - 1);
      expect(
        answers
          .filter((answer) => answer.status === 409)
          .every((answer) => (answer.body as { code: string }).code === 'OFFER_ALREADY_ACCEPTED'),
      ).toBe(true);
      const detail = await callApi(`/api/deals/${deal.dealId}`, { token });
      expect((detail.body as { deal: { status: string; offerCount: number } }).deal).toMatchObject({
        status: 'pending',
        offerCount: RACERS,
      });
      const offers = await callApi(`/api/deals/${deal.dealId}/offers?limit=100`, { token });
      expect((offers.body as OfferPage).items.filter((offer) => offer.status === 'accepted')).toHaveLength(1);
      const history = await callApi(`/api/deals/${deal.dealId}/status-history`, { token });
      expect(
        (history.body as { items: { status: string }[] }).items.filter((entry) => entry.status === 'pending'),
      ).toHaveLength(1);
    },
    RACE_TIMEOUT_MS,
  );
});
