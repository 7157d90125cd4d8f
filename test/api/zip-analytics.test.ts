/**
 * The public ZIP analytics (docs/demand.md "The public API"): no token, cacheable by CloudFront,
 * strict about its query, and answering only from the snapshot the daily publish job wrote, so a
 * buyer who joins shows only after the next publication.
 */
import { randomInt } from 'node:crypto';
import type { PublicZipAnalytics } from '#shared/demand/demand';
import { zipsOfState } from '#functions/geo/zip-places';
import { buyerWithBuyBox, runJob } from './support/alerts';
import { callApi } from './support/local-stack';

// Each demand test makes a dozen buyers through Cognito and the API and runs the job twice.
jest.setTimeout(120_000);

const PATH = '/api/analytics/zip-analytics';
const ask = (query: Record<string, string>) => callApi(`${PATH}?${new URLSearchParams(query).toString()}`);

/** Publishes the snapshot of `now`'s day through the local job trigger. */
async function publish(now: Date) {
  const run = await runJob('publish-zip-demand', now);
  expect(run.status).toBe(200);
}

/** The published figures of one ZIP. */
async function figuresOf(zipCode: string) {
  const answer = await ask({ zipCodes: zipCode });
  expect(answer.status).toBe(200);
  const body = answer.body as PublicZipAnalytics;
  return { asOf: body.asOf, ...body.zips[0]! };
}

/** Two different ZIPs of a state no seeded city is in, picked at random so reruns start afresh. */
function freshVermontZips(): [string, string] {
  const vermont = zipsOfState('VT');
  const first = randomInt(vermont.length);
  const second = (first + 1 + randomInt(vermont.length - 1)) % vermont.length;
  return [vermont[first]!, vermont[second]!];
}
const [REACHING_ZIP, GROWING_ZIP] = freshVermontZips();

/** `count` buyers whose buy box is the ZIP, one after the other (each save moves its figures). */
async function buyersIn(zipCode: string, count: number) {
  for (let made = 0; made < count; made += 1) await buyerWithBuyBox(zipCode);
}

describe('GET /api/analytics/zip-analytics', () => {
  it('answers without a token, cacheable by shared caches for an hour', async () => {
    // Act
    const answer = await ask({ zipCodes: '78701,10001' });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=3600');
    const body = answer.body as PublicZipAnalytics;
    expect(body.minimumShown).toBe(11);
    expect(body.zips.map((zip) => zip.zipCode)).toEqual(['78701', '10001']);
    expect(body.zips[0]).toMatchObject({ city: 'Austin', state: 'TX' });
    expect(body.zipsFewerThanMinimum).toBeNull();
  });

  it.each([
    ['a ZIP of four digits', { zipCodes: '78701,7870' }, 'zipInvalid'],
    [
      '51 ZIPs',
      { zipCodes: Array.from({ length: 51 }, (_, index) => String(10_001 + index)).join(',') },
      'zipCodesTooMany',
    ],
    ['a ZIP asked twice', { zipCodes: '78701,78701' }, 'zipDuplicate'],
    ['both ZIPs and a state', { zipCodes: '78701', state: 'TX' }, 'zipCodesOrState'],
    ['neither ZIPs nor a state', {}, 'zipCodesOrState'],
    ['a state that is not one', { state: 'ZZ' }, 'stateInvalid'],
    ['an unknown parameter', { zipCodes: '78701', page: '2' }, 'Unrecognized key: "page"'],
  ])('answers 400 with the message for %s', async (_, query, message) => {
    // Act
    const answer = await ask(query);

    // Assess
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: expect.arrayContaining([expect.objectContaining({ message })]),
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('shows a ZIP that reaches 11 buyers only from the next publication, with its day', async () => {
    // Prepare: a ZIP with no buyers in today's snapshot.
    const zipCode = REACHING_ZIP;
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    await publish(now);
    expect(await figuresOf(zipCode)).toMatchObject({ asOf: today, buyers: 0, state: 'VT' });

    // Act: 11 buyers save a buy box there; the answer stays the published one until the job runs.
    await buyersIn(zipCode, 11);
    const beforePublishing = await figuresOf(zipCode);
    await publish(now);
    const published = await figuresOf(zipCode);
    const state = (await ask({ state: 'VT' })).body as PublicZipAnalytics;

    // Assess
    expect(beforePublishing.buyers).toBe(0);
    expect(published).toMatchObject({ asOf: today, zipCode, buyers: 11, lastUpdated: today });
    expect(state.zips).toContainEqual(expect.objectContaining({ zipCode, buyers: 11 }));
    expect(state.zipsFewerThanMinimum).toEqual(expect.any(Number));
  });

  it('keeps answering the published count when a 12th buyer joins, until the job runs again', async () => {
    // Prepare
    const zipCode = GROWING_ZIP;
    const now = new Date();
    await buyersIn(zipCode, 11);
    await publish(now);
    const published = await figuresOf(zipCode);

    // Act
    await buyerWithBuyBox(zipCode);
    const afterJoining = await figuresOf(zipCode);
    await publish(now);
    const republished = await figuresOf(zipCode);

    // Assess
    expect(published.buyers).toBe(11);
    expect(afterJoining).toEqual(published);
    expect(republished.buyers).toBe(12);
  });
});
