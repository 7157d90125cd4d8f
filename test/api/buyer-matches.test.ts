/**
 * "Buyers for this deal" against the local stack (docs/buyer-matching.md): only the listing's owner
 * and admins see its ranked buyers, each with the reasons; "Send" e-mails chosen buyers through the
 * local SES store, never past a buyer's weekly cap however many sellers send at once, and never to a
 * buyer who said Not interested; bad inputs answer 400.
 */
import {
  DEAL_BUYERS_NOTE_MAX_LENGTH,
  DEAL_BUYERS_SEND_MAX,
  type DealBuyersPage,
  OUTREACH_MAX_PER_BUYER,
  type SendToBuyersResult,
} from '#shared/buyer-matches/buyer-match-api';
import type { DealDetail } from '#shared/deals/deal-api';
import { mailTo } from './support/accounts';
import { buyerWithBuyBox, freshZipCode } from './support/alerts';
import { createDealAs, demoToken, validDealBody } from './support/deals';
import { callApi } from './support/local-stack';

jest.setTimeout(60_000);

/** A listing in this ZIP, in a city of its own: buyers who name a city (the demo buyers) are no candidates. */
const listIn = (zipCode: string, seller = 'seller@example.com') =>
  createDealAs(
    seller,
    validDealBody({
      zipCode,
      city: `Testburg ${zipCode.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`,
    }),
  );

const buyersOf = async (dealId: string, token: string, query = '') =>
  callApi(`/api/deals/${dealId}/buyers${query}`, { token });

const sendAs = async (email: string, dealId: string, body: unknown) =>
  callApi(`/api/deals/${dealId}/buyers/send`, {
    method: 'POST',
    token: await demoToken(email),
    body: JSON.stringify(body),
  });

const PICKED_SUBJECT = 'A deal picked for you';

describe('GET /api/deals/{dealId}/buyers', () => {
  it('ranks a fitting buyer with the reasons for the owner and admins, and refuses everyone else', async () => {
    // Prepare
    const zipCode = freshZipCode();
    const fits = await buyerWithBuyBox(zipCode, { buyBox: { type: 'creative', maxPrice: 900_000 } });
    const misses = await buyerWithBuyBox(zipCode, { buyBox: { maxPrice: 1_000 } });
    const deal = await listIn(zipCode);

    // Act
    const answer = await buyersOf(deal.dealId, await demoToken('seller@example.com'));

    // Assess
    expect(answer.status).toBe(200);
    const page = answer.body as DealBuyersPage;
    expect(page.items.map((item) => item.userId)).toEqual([fits.userId, misses.userId]);
    expect(page).toMatchObject({ total: 2, capped: false, nextCursor: null });
    expect(page.items[0]!.chips).toEqual(
      expect.arrayContaining([
        { factor: 'location', fit: true, reason: { key: 'buyBoxZip', values: { zipCode } } },
        {
          factor: 'financeType',
          fit: true,
          reason: { key: 'dealCategory', values: { dealCategory: 'creative' } },
        },
      ]),
    );
    expect(page.items[1]!.chips).toContainEqual(
      expect.objectContaining({
        factor: 'budget',
        fit: false,
        reason: expect.objectContaining({ key: 'priceAtMost' }),
      }),
    );
    expect(page.items[0]).toMatchObject({ displayName: 'Tess T.', canSend: true, lastSentAt: null });
    expect((await buyersOf(deal.dealId, await demoToken('admin@example.com'))).status).toBe(200);
    expect((await buyersOf(deal.dealId, await demoToken('hybrid@example.com'))).status).toBe(403);
    expect((await buyersOf(deal.dealId, fits.token)).status).toBe(403);
    expect((await buyersOf('01JB8ZQ2J7C9X4M6N8P0R2T4V6', await demoToken('seller@example.com'))).status).toBe(
      404,
    );
  });

  it.each([
    ['a score above 100', '?minScore=101'],
    ['a certified filter that is not true or false', '?certifiedOnly=yes'],
    ['a page too large', '?limit=51'],
    ['a cursor that is not its own', '?cursor=bm90LWEtY3Vyc29y'],
  ])('answers 400 to %s', async (_case, query) => {
    const deal = await listIn(freshZipCode());
    expect((await buyersOf(deal.dealId, await demoToken('seller@example.com'), query)).status).toBe(400);
  });
});

describe('POST /api/deals/{dealId}/buyers/send', () => {
  it(`e-mails one buyer at most ${OUTREACH_MAX_PER_BUYER} listings however many sellers send at once`, async () => {
    // Prepare: six listings of two sellers in the buyer's ZIP.
    const zipCode = freshZipCode();
    const buyer = await buyerWithBuyBox(zipCode);
    const sellers = ['seller@example.com', 'hybrid@example.com'];
    const deals = await Promise.all(
      [...sellers, ...sellers, ...sellers].map(async (seller) => ({
        seller,
        deal: await listIn(zipCode, seller),
      })),
    );

    // Act
    const answers = await Promise.all(
      deals.map(({ seller, deal }) => sendAs(seller, deal.dealId, { buyerIds: [buyer.userId] })),
    );

    // Assess
    expect(answers.map((answer) => answer.status)).toEqual(deals.map(() => 200));
    const results = answers.map((answer) => answer.body as SendToBuyersResult);
    expect(results.filter((result) => result.sent.includes(buyer.userId))).toHaveLength(
      OUTREACH_MAX_PER_BUYER,
    );
    expect(results.flatMap((result) => result.skipped.map((skip) => skip.reason))).toEqual(
      Array.from({ length: deals.length - OUTREACH_MAX_PER_BUYER }, () => 'weeklyCap'),
    );
    const mails = (await mailTo(buyer.email)).filter((mail) => mail.subject.startsWith(PICKED_SUBJECT));
    expect(mails).toHaveLength(OUTREACH_MAX_PER_BUYER);
    expect(mails[0]!.body.text).toMatch(/\/deals\/[^?\s]+\?notInterested=1/);
  });

  it('sends a listing to a buyer once, with the note, and records it in the listing’s history', async () => {
    // Prepare
    const zipCode = freshZipCode();
    const buyer = await buyerWithBuyBox(zipCode, { languagePreference: 'es' });
    const deal = await listIn(zipCode);

    // Act
    const first = await sendAs('seller@example.com', deal.dealId, {
      buyerIds: [buyer.userId],
      note: 'Inquilino al día.',
    });
    const again = await sendAs('seller@example.com', deal.dealId, { buyerIds: [buyer.userId] });

    // Assess
    expect(first.body).toEqual({ sent: [buyer.userId], skipped: [] });
    expect(again.body).toEqual({ sent: [], skipped: [{ userId: buyer.userId, reason: 'alreadySent' }] });
    const mails = (await mailTo(buyer.email)).filter((mail) => mail.subject.includes(deal.streetAddress));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Un trato elegido para ti: /);
    expect(mails[0]!.body.text).toContain('Inquilino al día.');
    const history = await callApi(`/api/deals/${deal.dealId}/notifications`, {
      token: await demoToken('seller@example.com'),
    });
    expect((history.body as { items: { kind: string; recipientId?: string }[] }).items).toContainEqual(
      expect.objectContaining({ kind: 'buyerOutreach', channel: 'email' }),
    );
    const listed = (await buyersOf(deal.dealId, await demoToken('seller@example.com')))
      .body as DealBuyersPage;
    expect(listed.items[0]).toMatchObject({
      userId: buyer.userId,
      canSend: false,
      lastSentAt: expect.any(String),
    });
  });

  it('skips a buyer who is no candidate, and answers 403 to another seller', async () => {
    const deal = await listIn(freshZipCode());
    const outsider = await buyerWithBuyBox(freshZipCode());
    const answer = await sendAs('seller@example.com', deal.dealId, { buyerIds: [outsider.userId] });
    expect(answer.body).toEqual({
      sent: [],
      skipped: [{ userId: outsider.userId, reason: 'notACandidate' }],
    });
    expect((await sendAs('hybrid@example.com', deal.dealId, { buyerIds: [outsider.userId] })).status).toBe(
      403,
    );
  });

  it.each([
    ['no buyers', { buyerIds: [] }],
    [
      'too many buyers',
      { buyerIds: Array.from({ length: DEAL_BUYERS_SEND_MAX + 1 }, (_, index) => `b-${index}`) },
    ],
    ['a buyer twice', { buyerIds: ['b-1', 'b-1'] }],
    ['a buyer id with invisible characters', { buyerIds: ['b\u200B1'] }],
    ['a note too long', { buyerIds: ['b-1'], note: 'n'.repeat(DEAL_BUYERS_NOTE_MAX_LENGTH + 1) }],
    ['an unknown field', { buyerIds: ['b-1'], subject: 'Hi' }],
  ])('answers 400 to %s', async (_case, body) => {
    const deal = await listIn(freshZipCode());
    const answer = await sendAs('seller@example.com', deal.dealId, body);
    expect(answer.status).toBe(400);
  });
});

describe('PUT and DELETE /api/deals/{dealId}/not-interested', () => {
  it('drops the buyer from the listing’s buyers and its sends, shows on the deal, and can be taken back', async () => {
    // Prepare
    const zipCode = freshZipCode();
    const buyer = await buyerWithBuyBox(zipCode);
    const deal = await listIn(zipCode);
    const seller = await demoToken('seller@example.com');
    expect(((await buyersOf(deal.dealId, seller)).body as DealBuyersPage).total).toBe(1);

    // Act
    const marked = await callApi(`/api/deals/${deal.dealId}/not-interested`, {
      method: 'PUT',
      token: buyer.token,
    });
    const markedAgain = await callApi(`/api/deals/${deal.dealId}/not-interested`, {
      method: 'PUT',
      token: buyer.token,
    });

    // Assess
    expect(marked.body).toEqual({ dealId: deal.dealId, notInterested: true });
    expect(markedAgain.status).toBe(200);
    expect(((await buyersOf(deal.dealId, seller)).body as DealBuyersPage).total).toBe(0);
    const send = await sendAs('seller@example.com', deal.dealId, { buyerIds: [buyer.userId] });
    expect(send.body).toEqual({ sent: [], skipped: [{ userId: buyer.userId, reason: 'notInterested' }] });
    expect(
      (await mailTo(buyer.email)).filter((mail) => mail.subject.includes(deal.streetAddress)),
    ).toHaveLength(0);
    const detail = await callApi(`/api/deals/${deal.dealId}`, { token: buyer.token });
    expect((detail.body as DealDetail).viewer.isNotInterested).toBe(true);

    const cleared = await callApi(`/api/deals/${deal.dealId}/not-interested`, {
      method: 'DELETE',
      token: buyer.token,
    });
    expect(cleared.body).toEqual({ dealId: deal.dealId, notInterested: false });
    expect(((await buyersOf(deal.dealId, seller)).body as DealBuyersPage).total).toBe(1);
  });

  it('answers 403 to a seller', async () => {
    const deal = await listIn(freshZipCode());
    const answer = await callApi(`/api/deals/${deal.dealId}/not-interested`, {
      method: 'PUT',
      token: await demoToken('seller@example.com'),
    });
    expect(answer.status).toBe(403);
  });
});
