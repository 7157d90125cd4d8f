/**
 * Favourites, views, analytics and listing photos against the local stack (docs/requirements.md#r2-6).
 */
import type { Deal, DealAnalytics, FavoriteState } from '#shared/deals/deal-api';
import { ANALYTICS_DAYS } from '#shared/deals/deal-api';
import { DEAL_PHOTO_MAX_BYTES } from '#shared/deals/deal-photos';
import { callApi } from './support/local-stack';
import { createDealAs, demoToken, validDealBody } from './support/deals';

const SELLER = 'seller@example.com';
const BUYER = 'buyer@example.com';

const favorite = async (email: string, dealId: string, method: 'PUT' | 'DELETE') =>
  callApi(`/api/deals/${dealId}/favorite`, { method, token: await demoToken(email) });
const view = async (email: string, dealId: string) =>
  callApi(`/api/deals/${dealId}`, { token: await demoToken(email) });
const analytics = async (email: string, dealId: string) =>
  callApi(`/api/deals/${dealId}/analytics`, { token: await demoToken(email) });

describe('favourites', () => {
  it('saves and removes a favourite idempotently, counting each person once', async () => {
    // Prepare
    const deal = await createDealAs(SELLER);

    // Act
    const first = await favorite(BUYER, deal.dealId, 'PUT');
    const again = await favorite(BUYER, deal.dealId, 'PUT');
    const byAnother = await favorite('hybrid@example.com', deal.dealId, 'PUT');
    const detail = await view(BUYER, deal.dealId);
    const removed = await favorite(BUYER, deal.dealId, 'DELETE');
    const removedAgain = await favorite(BUYER, deal.dealId, 'DELETE');

    // Assess
    expect(first.body).toEqual<FavoriteState>({ dealId: deal.dealId, isFavorite: true, favoriteCount: 1 });
    expect(again.body).toEqual<FavoriteState>({ dealId: deal.dealId, isFavorite: true, favoriteCount: 1 });
    expect(byAnother.body).toMatchObject({ favoriteCount: 2 });
    expect(detail.body).toMatchObject({ deal: { favoriteCount: 2 }, viewer: { isFavorite: true } });
    expect(removed.body).toEqual<FavoriteState>({ dealId: deal.dealId, isFavorite: false, favoriteCount: 1 });
    expect(removedAgain.body).toEqual<FavoriteState>({
      dealId: deal.dealId,
      isFavorite: false,
      favoriteCount: 1,
    });
  });

  it('answers 404 for an unknown listing', async () => {
    expect((await favorite(BUYER, 'no-such-deal', 'PUT')).status).toBe(404);
  });
});

describe('GET /api/deals/{dealId}/analytics', () => {
  it("counts a buyer's views and unique viewers, not the owner's or an admin's", async () => {
    // Prepare
    const deal = await createDealAs(SELLER);

    // Act
    await view(BUYER, deal.dealId);
    await view(BUYER, deal.dealId);
    await view('hybrid@example.com', deal.dealId);
    await view(SELLER, deal.dealId);
    await view('admin@example.com', deal.dealId);
    await favorite(BUYER, deal.dealId, 'PUT');
    const { status, body } = await analytics(SELLER, deal.dealId);

    // Assess
    expect(status).toBe(200);
    const answer = body as DealAnalytics;
    expect(answer.totals).toEqual({ views: 3, uniqueViewers: 2, favorites: 1, interests: 0, offers: 0 });
    expect(answer.daily).toHaveLength(ANALYTICS_DAYS);
    const today = new Date().toISOString().slice(0, 10);
    expect(answer.daily.at(-1)).toEqual({
      date: today,
      views: 3,
      uniqueViewers: 2,
      favorites: 1,
      interests: 0,
      offers: 0,
    });
    expect(answer.daily[0]).toMatchObject({ views: 0, uniqueViewers: 0, favorites: 0 });
    const dates = answer.daily.map((day) => day.date);
    expect([...dates].sort()).toEqual(dates);
    const detail = await view(SELLER, deal.dealId);
    expect((detail.body as { deal: Deal }).deal.viewCount).toBe(3);
  });

  it("shows the views on the seller's list of listings and in the answer to an edit", async () => {
    // Prepare
    const deal = await createDealAs(SELLER);
    await view(BUYER, deal.dealId);
    await view('hybrid@example.com', deal.dealId);
    const token = await demoToken(SELLER);

    // Act
    const mine = await callApi('/api/users/me/deals?limit=100', { token });
    const edited = await callApi(`/api/deals/${deal.dealId}`, {
      method: 'PUT',
      token,
      body: JSON.stringify(validDealBody({ streetAddress: deal.streetAddress, purchasePrice: 123_000 })),
    });

    // Assess
    const listed = (mine.body as { items: Array<{ dealId: string; viewCount: number }> }).items.find(
      (item) => item.dealId === deal.dealId,
    );
    expect(listed?.viewCount).toBe(2);
    expect(edited.status).toBe(200);
    expect(edited.body as Deal).toMatchObject({ purchasePrice: 123_000, viewCount: 2 });
  });

  it("lets an admin read a seller's analytics and refuses another seller with 403", async () => {
    const deal = await createDealAs(SELLER);
    expect((await analytics('admin@example.com', deal.dealId)).status).toBe(200);
    expect((await analytics('hybrid@example.com', deal.dealId)).status).toBe(403);
  });
});

describe('POST /api/deals/photo-uploads', () => {
  const post = async (body: unknown) =>
    callApi('/api/deals/photo-uploads', {
      method: 'POST',
      token: await demoToken(SELLER),
      body: JSON.stringify(body),
    });

  it.each([
    ['a photo over 10 MB', { contentType: 'image/jpeg', size: DEAL_PHOTO_MAX_BYTES + 1 }],
    ['a GIF', { contentType: 'image/gif', size: 100 }],
    ['an empty file', { contentType: 'image/png', size: 0 }],
  ])('refuses %s before any policy is signed', async (_, body) => {
    expect((await post(body)).status).toBe(400);
  });

  it('signs a policy under the caller prefix, and a real upload can be listed', async () => {
    // Prepare
    const { body: me } = await callApi('/api/auth/me', { token: await demoToken(SELLER) });
    const userId = (me as { userId: string }).userId;
    const png = tinyPng();

    // Act
    const answer = await post({ contentType: 'image/png', size: png.length });

    // Assess
    expect(answer.status).toBe(201);
    const policy = answer.body as {
      url: string;
      fields: Record<string, string>;
      key: string;
      maxBytes: number;
    };
    expect(policy.key).toMatch(new RegExp(`^deal-photos/${userId}/[0-9A-Z]{26}\\.png$`));
    expect(policy.maxBytes).toBe(DEAL_PHOTO_MAX_BYTES);
    const conditions = (
      JSON.parse(Buffer.from(policy.fields.Policy ?? '', 'base64').toString('utf8')) as {
        conditions: unknown[];
      }
    ).conditions;
    expect(conditions).toContainEqual(['content-length-range', 1, DEAL_PHOTO_MAX_BYTES]);
    expect(conditions).toContainEqual(['eq', '$Content-Type', 'image/png']);
    expect(conditions).toContainEqual({ key: policy.key });

    const form = new FormData();
    for (const [name, value] of Object.entries(policy.fields)) form.append(name, value);
    form.append('file', new Blob([png], { type: 'image/png' }), 'photo.png');
    expect((await fetch(policy.url, { method: 'POST', body: form })).status).toBeLessThan(300);

    const deal = await createDealAs(SELLER, validDealBody({ photos: [policy.key], coverPhotoIndex: 0 }));
    // The listing keeps the checked copy of the upload (docs/requirements.md#r9-7-1).
    expect(deal.photos).toEqual([policy.key.replace(/\.png$/, '.checked.png')]);

    // Another seller cannot list the seller's upload.
    const stolen = await callApi('/api/deals', {
      method: 'POST',
      token: await demoToken('hybrid@example.com'),
      body: JSON.stringify(validDealBody({ photos: [policy.key] })),
    });
    expect(stolen.status).toBe(400);
  });
});

/** A valid 1×1 PNG. */
function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
}
