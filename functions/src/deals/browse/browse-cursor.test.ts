import { browseQuerySchema } from '#shared/deals/deal-api';
import { encodeCursorValue } from '../../db/cursor';
import { AppError } from '../../lib/errors';
import { decodeBrowseCursor, encodeBrowseCursor, FIRST_POSITION } from './browse-cursor';
import { planBrowse, type BrowsePlan } from './browse-plan';
import { buyer } from '../../testing/browse.fixtures';

const planOf = (raw: Record<string, string>) => planBrowse(browseQuerySchema.parse(raw), buyer, null);
const newest = planOf({});
const budget = planOf({ state: 'TX', maxPrice: '500000', sort: 'price-asc' });
const favorites = planOf({ favorites: 'true' });
const geo = planBrowse(browseQuerySchema.parse({}), buyer, {
  center: { lat: 30.27, lng: -97.74 },
  miles: 25,
});
const newestKey = { pk: 'DEAL#1', sk: 'DEAL', gsi2pk: 'DEALS#BROWSE', gsi2sk: '2026-01-01T00:00:00.000Z#1' };

const refusal = (plan: BrowsePlan, cursor: string) => {
  try {
    decodeBrowseCursor(plan, cursor);
  } catch (error) {
    return error;
  }
  return undefined;
};
const forged = (plan: BrowsePlan, fields: Record<string, unknown>) =>
  encodeCursorValue({
    v: 1,
    plan: plan.fingerprint,
    index: plan.source.index ?? 'table',
    cell: 0,
    ...fields,
  });

describe('the browse cursor', () => {
  it('round-trips a position (a geo cell and the key within it) as opaque base64url', () => {
    // Prepare
    const position = {
      partition: 2,
      startKey: { pk: 'DEAL#1', sk: 'DEAL', gsi4pk: geo.source.partitions[2]!, gsi4sk: '2026#1' },
    };

    // Act
    const cursor = encodeBrowseCursor(geo, position)!;

    // Assess
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeBrowseCursor(geo, cursor)).toEqual(position);
  });

  it('moves to the start of the next cell and is null when the source is done', () => {
    expect(decodeBrowseCursor(geo, encodeBrowseCursor(geo, { partition: 1, startKey: undefined })!)).toEqual({
      partition: 1,
      startKey: undefined,
    });
    expect(encodeBrowseCursor(geo, null)).toBeNull();
    expect(decodeBrowseCursor(geo, undefined)).toBe(FIRST_POSITION);
  });

  it.each<[string, BrowsePlan, () => string]>([
    ['garbage', newest, () => 'not a cursor!'],
    [
      'a cursor of another query',
      newest,
      () => encodeBrowseCursor(budget, { partition: 0, startKey: undefined })!,
    ],
    [
      'a cursor of another filter on the same index',
      planOf({ category: 'cash' }),
      () => encodeBrowseCursor(newest, { partition: 0, startKey: newestKey })!,
    ],
    [
      'an unknown field',
      newest,
      () => forged(newest, { partition: 'DEALS#BROWSE', key: newestKey, extra: 1 }),
    ],
    [
      'a cell past the last one',
      geo,
      () => forged(geo, { partition: 'DEALS#GEO#9vg4', cell: 999, key: null }),
    ],
    [
      'a key of another partition',
      newest,
      () => forged(newest, { partition: 'DEALS#BROWSE', key: { ...newestKey, gsi2pk: 'USER#x' } }),
    ],
    [
      'a key of another index',
      newest,
      () =>
        forged(newest, {
          partition: 'DEALS#BROWSE',
          key: { pk: 'a', sk: 'b', gsi3pk: 'DEALS#BROWSE', gsi3sk: 'c' },
        }),
    ],
    [
      'a key above the budget',
      budget,
      () =>
        forged(budget, {
          partition: 'DEALS#BROWSE#state#TX',
          key: { pk: 'a', sk: 'BROWSE', gsi5pk: 'DEALS#BROWSE#state#TX', gsi5sk: '0000900000#1' },
        }),
    ],
    [
      "a key outside the caller's favourites",
      favorites,
      () => forged(favorites, { partition: 'USER#buyer-1', key: { pk: 'USER#buyer-1', sk: 'PROFILE' } }),
    ],
  ])('refuses %s with 400', (_, plan, cursor) => {
    // Act
    const error = refusal(plan, cursor());

    // Assess
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
  });
});
