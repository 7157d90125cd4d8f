/**
 * Listing status changes against the local stack (docs/requirements.md#r4-3, docs/requirements.md#r5-6):
 * every pair of the transition table, the cancel reason, the history, soft delete, and the index items that
 * follow a listing out of browse.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Deal } from '#shared/deals/deal-api';
import { ALLOWED_TRANSITIONS, DEAL_STATUSES, type DealStatus } from '#shared/deals/deal-status';
import { localTable } from './support/accounts';
import { callApi } from './support/local-stack';
import { changeStatusAs, createDealAs, demoToken, validDealBody } from './support/deals';

const json = (body: unknown) => JSON.stringify(body);
const SELLER = 'seller@example.com';
const ADMIN = 'admin@example.com';

const changeStatus = async (email: string, dealId: string, body: Record<string, unknown>) =>
  callApi(`/api/deals/${dealId}/status`, { method: 'POST', token: await demoToken(email), body: json(body) });
const history = async (email: string, dealId: string) =>
  callApi(`/api/deals/${dealId}/status-history`, { token: await demoToken(email) });

/** The path through the table that brings a new listing to each status. */
const PATH_TO: Record<DealStatus, DealStatus[]> = {
  exclusive: [],
  active: [],
  pending: ['pending'],
  sold: ['sold'],
  canceled: ['canceled'],
  deleted: ['deleted'],
};

/** A fresh listing of the demo seller in this status. */
async function dealIn(status: DealStatus): Promise<Deal> {
  const deal = await createDealAs(SELLER, validDealBody({ startExclusive: status === 'exclusive' }));
  for (const step of PATH_TO[status]) await changeStatusAs(SELLER, deal.dealId, step);
  return deal;
}

/** The search-word item of a listing for one word, if any. */
async function searchWordItems(word: string, dealId: string) {
  const { dynamo, tableName } = localTable();
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `DEALWORD#${word}` },
    }),
  );
  return Items.filter((item) => item.dealId === dealId);
}
/** The random word of a test street address ("123 1a2b3c4d Test Street"). */
const uniqueWordOf = (deal: Deal) => deal.streetAddress.split(' ')[1]!.toLowerCase();

const pairs = DEAL_STATUSES.flatMap((from) => DEAL_STATUSES.map((to) => [from, to] as const));

describe('POST /api/deals/{dealId}/status', () => {
  it.each(pairs)('%s → %s follows the transition table', async (from, to) => {
    // Prepare
    const deal = await dealIn(from);
    const allowed = ALLOWED_TRANSITIONS[from].includes(to);

    // Act
    const { status, body } = await changeStatus(SELLER, deal.dealId, {
      to,
      throughPlatform: true,
      ...(to === 'canceled' ? { cancelReason: 'Seller backed out' } : {}),
    });

    // Assess
    if (allowed) {
      expect(status).toBe(200);
      expect(body).toMatchObject({ dealId: deal.dealId, status: to });
    } else if (from === 'deleted') {
      // A deleted listing is gone for everyone but admins, its owner included.
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 'DEAL_NOT_FOUND' });
    } else {
      expect(status).toBe(409);
      expect(body).toMatchObject({ code: 'STATUS_CHANGE_NOT_ALLOWED' });
    }
  });

  it('refuses a deleted listing’s change for an admin with 409 STATUS_CHANGE_NOT_ALLOWED', async () => {
    const deal = await dealIn('deleted');
    const { status, body } = await changeStatus(ADMIN, deal.dealId, { to: 'active', throughPlatform: true });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'STATUS_CHANGE_NOT_ALLOWED' });
  });

  it('requires a cancel reason', async () => {
    const deal = await dealIn('active');
    const { status, body } = await changeStatus(SELLER, deal.dealId, {
      to: 'canceled',
      throughPlatform: true,
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ details: [{ path: 'body.cancelReason', message: 'cancelReasonRequired' }] });
  });

  it('records each change in the history, oldest first, with its source and comments', async () => {
    // Prepare
    const deal = await dealIn('exclusive');

    // Act
    await changeStatusAs(SELLER, deal.dealId, 'active', { comments: 'Going public' });
    await changeStatusAs(ADMIN, deal.dealId, 'pending', { throughPlatform: false });
    await changeStatusAs(SELLER, deal.dealId, 'canceled', { cancelReason: 'Buyer financing fell through' });
    const { status, body } = await history(SELLER, deal.dealId);

    // Assess
    expect(status).toBe(200);
    expect((body as { items: unknown[] }).items).toEqual([
      { status: 'exclusive', at: deal.createdAt, source: 'platform', comments: null, cancelReason: null },
      {
        status: 'active',
        at: expect.any(String),
        source: 'platform',
        comments: 'Going public',
        cancelReason: null,
      },
      {
        status: 'pending',
        at: expect.any(String),
        source: 'offPlatform',
        comments: null,
        cancelReason: null,
      },
      {
        status: 'canceled',
        at: expect.any(String),
        source: 'platform',
        comments: null,
        cancelReason: 'Buyer financing fell through',
      },
    ]);
  });

  it("refuses another seller's change and history with 403, and an unknown listing with 404", async () => {
    const deal = await dealIn('active');
    expect(
      (await changeStatus('hybrid@example.com', deal.dealId, { to: 'pending', throughPlatform: true }))
        .status,
    ).toBe(403);
    expect((await history('hybrid@example.com', deal.dealId)).status).toBe(403);
    expect((await history(SELLER, 'no-such-deal')).status).toBe(404);
  });

  it('keeps the search words while browsable and deletes them when the listing leaves browse', async () => {
    // Prepare
    const deal = await dealIn('active');
    const word = uniqueWordOf(deal);
    expect(await searchWordItems(word, deal.dealId)).toHaveLength(1);

    // Act
    await changeStatusAs(SELLER, deal.dealId, 'pending');
    const whilePending = await searchWordItems(word, deal.dealId);
    await changeStatusAs(SELLER, deal.dealId, 'sold');

    // Assess
    expect(whilePending).toHaveLength(1);
    expect(await searchWordItems(word, deal.dealId)).toEqual([]);
  });

  it('rewrites the search words when an edit changes the address', async () => {
    const deal = await dealIn('active');
    const oldWord = uniqueWordOf(deal);
    const { status } = await callApi(`/api/deals/${deal.dealId}`, {
      method: 'PUT',
      token: await demoToken(SELLER),
      body: json(validDealBody({ streetAddress: '77 Zyxwvuts Lane' })),
    });
    expect(status).toBe(200);
    expect(await searchWordItems(oldWord, deal.dealId)).toEqual([]);
    expect(await searchWordItems('zyxwvuts', deal.dealId)).toHaveLength(1);
  });
});

describe('DELETE /api/deals/{dealId}', () => {
  it('soft-deletes: 204, gone for everyone but admins, and in the history', async () => {
    // Prepare
    const deal = await dealIn('active');
    const sellerToken = await demoToken(SELLER);

    // Act
    const { status } = await callApi(`/api/deals/${deal.dealId}`, { method: 'DELETE', token: sellerToken });

    // Assess
    expect(status).toBe(204);
    expect((await callApi(`/api/deals/${deal.dealId}`, { token: sellerToken })).status).toBe(404);
    expect(
      (await callApi(`/api/deals/${deal.dealId}`, { token: await demoToken('buyer@example.com') })).status,
    ).toBe(404);
    const asAdmin = await callApi(`/api/deals/${deal.dealId}`, { token: await demoToken(ADMIN) });
    expect(asAdmin.body).toMatchObject({ deal: { status: 'deleted' }, viewer: { acceptsOffers: false } });
    const mine = await callApi('/api/users/me/deals?limit=100', { token: sellerToken });
    expect(
      (mine.body as { items: Array<{ dealId: string }> }).items.map((item) => item.dealId),
    ).not.toContain(deal.dealId);
    const entries = (await history(ADMIN, deal.dealId)).body as {
      items: Array<{ status: string; source: string }>;
    };
    expect(entries.items.at(-1)).toMatchObject({ status: 'deleted', source: 'platform' });
  });

  it("shows an admin's own deleted listing on their dashboard", async () => {
    const deal = await createDealAs(ADMIN);
    const token = await demoToken(ADMIN);
    expect((await callApi(`/api/deals/${deal.dealId}`, { method: 'DELETE', token })).status).toBe(204);
    const mine = await callApi('/api/users/me/deals?status=deleted&limit=100', { token });
    expect((mine.body as { items: Array<{ dealId: string }> }).items.map((item) => item.dealId)).toContain(
      deal.dealId,
    );
  });

  it("refuses another seller's delete with 403 and leaves the listing", async () => {
    const deal = await dealIn('active');
    const { status } = await callApi(`/api/deals/${deal.dealId}`, {
      method: 'DELETE',
      token: await demoToken('hybrid@example.com'),
    });
    expect(status).toBe(403);
    expect(
      (await callApi(`/api/deals/${deal.dealId}`, { token: await demoToken(SELLER) })).body,
    ).toMatchObject({
      deal: { status: 'active' },
    });
  });
});
