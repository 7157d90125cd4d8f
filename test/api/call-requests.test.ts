/**
 * "Request a call" against the local stack (docs/requirements.md#r2-4 schedule call): a buyer's request
 * reaches the seller as an e-mail in the local SES store with the buyer's contact, once per buyer,
 * listing and day; sellers and owners of the listing are refused; bodies are checked.
 */
import type { DealNotificationPage } from '#shared/notifications/notification-api';
import { CALL_REQUEST_MESSAGE_MAX_LENGTH } from '#shared/offers/call-request';
import { createDealAs, demoToken } from './support/deals';
import { callApi } from './support/local-stack';
import { dealNotifications, mailAbout } from './support/notifications';

jest.setTimeout(30_000);

const requestCall = async (email: string, dealId: string, body: unknown = {}) =>
  callApi(`/api/deals/${dealId}/call-requests`, {
    method: 'POST',
    token: await demoToken(email),
    body: JSON.stringify(body),
  });

describe('POST /api/deals/{dealId}/call-requests', () => {
  let refusedBodiesDeal: Promise<{ dealId: string }>;
  beforeAll(() => {
    refusedBodiesDeal = createDealAs('seller@example.com');
  });

  it("e-mails the seller the buyer's name, e-mail, phone and words, and records it in the listing's history", async () => {
    // Prepare
    const deal = await createDealAs('seller@example.com');

    // Act
    const answer = await requestCall('buyer@example.com', deal.dealId, {
      message: 'Is the roof new?',
      preferredTimes: 'Weekday mornings',
    });

    // Assess
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ dealId: deal.dealId, sentAt: expect.any(String) });
    const [mail] = await mailAbout('seller@example.com', deal.streetAddress);
    expect(mail!.subject).toBe(
      `Call request for ${deal.streetAddress}, ${deal.city}, ${deal.state} ${deal.zipCode}`,
    );
    expect(mail!.body.text).toContain('Bea Buyer would like a call');
    expect(mail!.body.text).toContain('E-mail: buyer@example.com');
    expect(mail!.body.text).toContain('Phone: (202) 555-0101');
    expect(mail!.body.text).toContain('Preferred times: Weekday mornings');
    expect(mail!.body.text).toContain('Is the roof new?');
    expect(mail!.body.text).toContain(`/deals/${deal.dealId}`);
    const history = await dealNotifications(await demoToken('seller@example.com'), deal.dealId);
    // Alert senders write lines of their own to the same history.
    const lines = (history.body as DealNotificationPage).items.filter(
      (line) => line.kind === 'callRequested',
    );
    expect(lines).toEqual([expect.objectContaining({ channel: 'email', recipientName: 'Sam Seller' })]);
  });

  it("answers 409 CALL_ALREADY_REQUESTED to the day's second request, sending one e-mail", async () => {
    // Prepare
    const deal = await createDealAs('seller@example.com');
    expect((await requestCall('buyer@example.com', deal.dealId)).status).toBe(201);

    // Act
    const again = await requestCall('buyer@example.com', deal.dealId, { message: 'Again' });

    // Assess
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CALL_ALREADY_REQUESTED' });
    expect(await mailAbout('seller@example.com', deal.streetAddress)).toHaveLength(1);
  });

  it('answers 403 to a seller, and to a buyer on their own listing', async () => {
    const deal = await createDealAs('hybrid@example.com');
    expect((await requestCall('seller@example.com', deal.dealId)).status).toBe(403);
    const own = await requestCall('hybrid@example.com', deal.dealId);
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({ code: 'FORBIDDEN' });
  });

  it.each([
    [
      'a message past its cap',
      { message: 'x'.repeat(CALL_REQUEST_MESSAGE_MAX_LENGTH + 1) },
      'messageTooLong',
    ],
    ['a bidi override', { message: 'call \u202Eme' }, 'textInvalidCharacters'],
    ['a control character in the times', { preferredTimes: 'noon\u0000' }, 'textInvalidCharacters'],
    ['an unknown field', { phone: '5550100' }, undefined],
  ])('answers 400 for %s', async (_case, body, message) => {
    const deal = await refusedBodiesDeal;
    const answer = await requestCall('buyer@example.com', deal.dealId, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    if (message) expect(JSON.stringify(answer.body)).toContain(message);
  });
});
