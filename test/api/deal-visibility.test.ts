/**
 * Who sees a listing, against the local stack (docs/requirements.md#r4-5, docs/requirements.md#r6-3):
 * exclusive listings for their owner, admins and buyers with first right of refusal; sold and canceled for
 * everyone; deleted for admins only; a listing hidden from a caller answers 404 everywhere they could reach
 * it.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Deal } from '#shared/deals/deal-api';
import { localTable } from './support/accounts';
import { callApi } from './support/local-stack';
import { changeStatusAs, createDealAs, demoToken, validDealBody } from './support/deals';
import { createTestUser } from './support/test-users';

/**
 * A fresh buyer with first right of refusal, set straight on their User item (docs/requirements.md#r1-4 adds
 * the admin page).
 */
async function firstRefusalBuyerToken(): Promise<string> {
  const buyer = await createTestUser(['buyers']);
  const token = await buyer.signIn();
  // The first signed-in request creates the User item.
  expect((await callApi('/api/auth/me', { token })).status).toBe(200);
  const { dynamo, tableName } = localTable();
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName,
      Key: { pk: `USER#${buyer.userId}`, sk: 'PROFILE' },
      UpdateExpression: 'SET firstRightOfRefusal = :yes',
      ExpressionAttributeValues: { ':yes': true },
    }),
  );
  return token;
}

type Viewer = 'buyer' | 'other seller' | 'owner' | 'admin' | 'first-refusal buyer';
const tokens: Partial<Record<Viewer, string>> = {};

beforeAll(async () => {
  tokens.buyer = await demoToken('buyer@example.com');
  tokens['other seller'] = await demoToken('hybrid@example.com');
  tokens.owner = await demoToken('seller@example.com');
  tokens.admin = await demoToken('admin@example.com');
  tokens['first-refusal buyer'] = await firstRefusalBuyerToken();
});

async function dealIn(status: 'exclusive' | 'active' | 'sold' | 'canceled' | 'deleted'): Promise<Deal> {
  const deal = await createDealAs(
    'seller@example.com',
    validDealBody({ startExclusive: status === 'exclusive' }),
  );
  if (status !== 'exclusive' && status !== 'active')
    await changeStatusAs('seller@example.com', deal.dealId, status);
  return deal;
}

const VISIBLE: Record<string, Viewer[]> = {
  exclusive: ['owner', 'admin', 'first-refusal buyer'],
  active: ['buyer', 'other seller', 'owner', 'admin', 'first-refusal buyer'],
  sold: ['buyer', 'other seller', 'owner', 'admin', 'first-refusal buyer'],
  canceled: ['buyer', 'other seller', 'owner', 'admin', 'first-refusal buyer'],
  deleted: ['admin'],
};
const VIEWERS: Viewer[] = ['buyer', 'other seller', 'owner', 'admin', 'first-refusal buyer'];
const cases = Object.keys(VISIBLE).flatMap((status) => VIEWERS.map((viewer) => [status, viewer] as const));

describe('GET /api/deals/{dealId} visibility', () => {
  it.each(cases)('a %s listing as the %s', async (status, viewer) => {
    // Prepare
    const deal = await dealIn(status as 'active');

    // Act
    const answer = await callApi(`/api/deals/${deal.dealId}`, { token: tokens[viewer] });
    const favorite = await callApi(`/api/deals/${deal.dealId}/favorite`, {
      method: 'PUT',
      token: tokens[viewer],
    });

    // Assess
    if (VISIBLE[status]!.includes(viewer)) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        deal: { status },
        viewer: { acceptsOffers: status === 'exclusive' || status === 'active' },
      });
      expect(favorite.status).toBe(200);
    } else {
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 'DEAL_NOT_FOUND' });
      expect(favorite.status).toBe(404);
    }
  });

  it("answers 404 for another seller's analytics on an exclusive listing, 403 on an active one", async () => {
    const exclusive = await dealIn('exclusive');
    const active = await dealIn('active');
    const other = tokens['other seller'];
    expect((await callApi(`/api/deals/${exclusive.dealId}/analytics`, { token: other })).status).toBe(404);
    expect((await callApi(`/api/deals/${active.dealId}/analytics`, { token: other })).status).toBe(403);
  });
});
