import {
  RECENT_PAGE_ROUTE_NAME_MAX_LENGTH,
  RECENT_PAGE_ROUTE_PARAM_MAX_LENGTH,
  RECENT_PAGE_ROUTE_PARAMS_MAX,
  type RecentPage,
} from '#shared/users/recent-pages';
import { callApi } from './support/local-stack';
import { createTestUser } from './support/test-users';

const post = (token: string, body: unknown) =>
  callApi('/api/users/me/recent-pages', { method: 'POST', token, body: JSON.stringify(body) });
/** Records visits as the web app does: one batch, oldest first. */
const record = (token: string, ...pages: unknown[]) => post(token, { pages });
/** `count` route values named `a`, `b`, `c`… */
const routeParams = (count: number, value = 'x') =>
  Object.fromEntries(Array.from({ length: count }, (_, index) => [String.fromCharCode(97 + index), value]));
const longestValue = 'v'.repeat(RECENT_PAGE_ROUTE_PARAM_MAX_LENGTH);
const longestName = 'n'.repeat(RECENT_PAGE_ROUTE_NAME_MAX_LENGTH);
const list = async (token: string) =>
  ((await callApi('/api/users/me/recent-pages', { token })).body as { items: RecentPage[] }).items;

describe('recent pages', () => {
  it('keeps 10 per user, newest first, one entry per URL', async () => {
    // Prepare
    const token = await (await createTestUser(['buyers'])).signIn();
    expect(await list(token)).toEqual([]);

    // Act
    for (let index = 0; index < 12; index++) {
      expect((await record(token, { title: `Page ${index}`, url: `/page/${index}` })).status).toBe(200);
    }
    await record(token, { title: 'Page 5 again', url: '/page/5' });

    // Assess
    const items = await list(token);
    expect(items).toHaveLength(10);
    expect(items[0]).toMatchObject({ title: 'Page 5 again', url: '/page/5' });
    expect(items.map((item) => item.url)).toEqual([
      '/page/5',
      '/page/11',
      '/page/10',
      '/page/9',
      '/page/8',
      '/page/7',
      '/page/6',
      '/page/4',
      '/page/3',
      '/page/2',
    ]);
  });

  it("keeps each user's list to themselves", async () => {
    const first = await (await createTestUser(['buyers'])).signIn();
    const second = await (await createTestUser(['originators'])).signIn();
    await record(first, { title: 'Mine', url: '/mine' });
    expect(await list(second)).toEqual([]);
  });

  it.each([
    ['another origin', { title: 'Evil', url: 'https://evil.example/x' }],
    ['a protocol-relative URL', { title: 'Evil', url: '//evil.example/x' }],
    ['an over-long title', { title: 'x'.repeat(121), url: '/x' }],
    ['an over-long URL', { title: 'x', url: `/${'x'.repeat(300)}` }],
    ['an unknown field', { title: 'x', url: '/x', userId: 'other' }],
  ])('refuses %s with 400 and records nothing', async (_, page) => {
    const token = await (await createTestUser(['buyers'])).signIn();
    expect((await record(token, { title: 'Fine', url: '/fine' }, page)).status).toBe(400);
    expect(await list(token)).toEqual([]);
  });

  it('records a page named at the most values and characters its route may hold', async () => {
    const token = await (await createTestUser(['buyers'])).signIn();
    const route = { name: longestName, params: routeParams(RECENT_PAGE_ROUTE_PARAMS_MAX, longestValue) };

    expect((await record(token, { title: 'Offers', url: '/deals/d-1/offers', route })).status).toBe(200);

    expect(await list(token)).toEqual([expect.objectContaining({ url: '/deals/d-1/offers', route })]);
  });

  it.each([
    ['too long a page name', { name: `${longestName}n`, params: {} }],
    ['too many values', { name: 'dealOffers', params: routeParams(RECENT_PAGE_ROUTE_PARAMS_MAX + 1) }],
    ['too long a value', { name: 'dealOffers', params: { address: `${longestValue}v` } }],
    ['too long a value name', { name: 'dealOffers', params: { [`${longestName}n`]: 'x' } }],
  ])('refuses a route with %s with 400 and records nothing', async (_, route) => {
    const token = await (await createTestUser(['buyers'])).signIn();
    expect((await record(token, { title: 'Offers', url: '/deals/d-1/offers', route })).status).toBe(400);
    expect(await list(token)).toEqual([]);
  });

  it('records a batch of visits in one request, the last visited in front', async () => {
    const token = await (await createTestUser(['buyers'])).signIn();
    const answer = await record(
      token,
      { title: 'Deals', url: '/deals' },
      { title: 'Profile', url: '/profile' },
      { title: 'Deals again', url: '/deals' },
    );
    expect(answer.status).toBe(200);
    expect((answer.body as { items: RecentPage[] }).items.map((item) => item.url)).toEqual([
      '/deals',
      '/profile',
    ]);
    expect((await list(token)).map((item) => item.title)).toEqual(['Deals again', 'Profile']);
  });

  it.each([
    [
      'more than 10 pages',
      { pages: Array.from({ length: 11 }, (_, index) => ({ title: 'x', url: `/p/${index}` })) },
    ],
    ['no page', { pages: [] }],
    ['a single page outside a batch', { title: 'Dashboard', url: '/dashboard' }],
    ['a batch that is not a list', { pages: { title: 'Dashboard', url: '/dashboard' } }],
  ])('refuses %s with 400 and records nothing', async (_, body) => {
    const token = await (await createTestUser(['buyers'])).signIn();
    expect((await post(token, body)).status).toBe(400);
    expect(await list(token)).toEqual([]);
  });
});
