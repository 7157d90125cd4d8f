/**
 * The signed-in demand routes (docs/demand.md, docs/requirements.md#r3-7): who may read the buyer
 * map and a ZIP's page, the strict queries, and the small-count rule as a client sees it once buyers
 * save a buy box in a ZIP no other test uses.
 */
import { randomInt } from 'node:crypto';
import type { BuyerDemand, ZipDemandDetail } from '#shared/demand/demand';
import { zipCentroid } from '#functions/geo/zip-centroids';
import { zipsOfState } from '#functions/geo/zip-places';
import { adminToken } from './support/accounts';
import { demoToken } from './support/deals';
import { callApi } from './support/local-stack';
import { createTestUser } from './support/test-users';

// Eleven buyers are created and save a buy box one after the other.
jest.setTimeout(60_000);

const BUYER_MAP = '/api/buyers/demand';
const zipPage = (zipCode: string) => `/api/zip/${zipCode}/analytics`;

const sellerToken = () => demoToken('seller@example.com');

/** The buyer map's row of a ZIP in Wyoming for a segment, or undefined when the ZIP is not listed. */
async function wyomingRow(token: string, zipCode: string, segment = 'all') {
  const { status, body } = await callApi(`${BUYER_MAP}?state=WY&segment=${segment}`, { token });
  expect(status).toBe(200);
  return (body as BuyerDemand).rows.find((row) => row.zipCode === zipCode);
}

async function zipDetail(token: string, zipCode: string): Promise<ZipDemandDetail> {
  const { status, body } = await callApi(zipPage(zipCode), { token });
  expect(status).toBe(200);
  return body as ZipDemandDetail;
}

/** A Wyoming ZIP the map can place and nobody has named yet (tried from a random start). */
async function unnamedWyomingZip(token: string): Promise<string> {
  const candidates = zipsOfState('WY').filter((zip) => zipCentroid(zip) !== null);
  const start = randomInt(candidates.length);
  for (let offset = 0; offset < candidates.length; offset += 1) {
    const zipCode = candidates[(start + offset) % candidates.length]!;
    if ((await zipDetail(token, zipCode)).updatedAt === null) return zipCode;
  }
  throw new Error('Every Wyoming ZIP already has buyers');
}

/** A new buyer whose buy box names only this ZIP. */
async function buyerInZip(zipCode: string, type: 'cash' | 'creative') {
  const buyer = await createTestUser(['buyers']);
  const token = await buyer.signIn();
  const saved = await callApi('/api/users/me/buy-box', {
    method: 'PUT',
    token,
    body: JSON.stringify({ type, zipCodes: [zipCode] }),
  });
  expect(saved.status).toBe(200);
}

describe('who may read the demand routes', () => {
  it.each([
    ['the seller', () => demoToken('seller@example.com')],
    ['the owner', () => demoToken('owner@example.com')],
    ['the admin', adminToken],
  ])('lets %s read the buyer map and a ZIP page', async (_, token) => {
    // Prepare
    const caller = await token();

    // Act
    const map = await callApi(BUYER_MAP, { token: caller });
    const page = await callApi(zipPage('82001'), { token: caller });

    // Assess
    expect(map.status).toBe(200);
    expect(map.body).toMatchObject({ segment: 'all', state: null, rows: expect.any(Array) });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ zipCode: '82001', city: 'Cheyenne', state: 'WY' });
  });

  it('refuses a buyer (403) and an anonymous caller (401)', async () => {
    // Prepare
    const buyer = await demoToken('buyer@example.com');

    // Act + Assess
    expect((await callApi(BUYER_MAP, { token: buyer })).status).toBe(403);
    expect((await callApi(zipPage('82001'), { token: buyer })).status).toBe(403);
    expect((await callApi(BUYER_MAP)).status).toBe(401);
    expect((await callApi(zipPage('82001'))).status).toBe(401);
  });
});

describe('strict requests', () => {
  it.each([
    ['a malformed ZIP', zipPage('8200')],
    ['a ZIP with letters', zipPage('82a01')],
    ['an unknown segment', `${BUYER_MAP}?segment=buyBoxType:lease`],
    ['a combination of segments', `${BUYER_MAP}?segment=buyBoxType:cash,financingType:fha`],
    ['an unknown state', `${BUYER_MAP}?state=XX`],
    ['an unknown query field', `${BUYER_MAP}?zip=82001`],
  ])('answers 400 for %s', async (_, path) => {
    // Act
    const { status, body } = await callApi(path, { token: await sellerToken() });

    // Assess
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers 404 ZIP_NOT_FOUND for a well-formed ZIP the ZIP data does not know', async () => {
    // Act
    const { status, body } = await callApi(zipPage('00000'), { token: await sellerToken() });

    // Assess
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'ZIP_NOT_FOUND' });
  });
});

describe('the small-count rule, as a seller sees it', () => {
  it('shows a ZIP with 10 buyers as fewer than 11 and one with 11 as 11, on both routes; a small segment stays hidden', async () => {
    // Prepare: a ZIP nobody names, then 10 cash buyers in it.
    const token = await sellerToken();
    const zipCode = await unnamedWyomingZip(token);
    const buyers = Array.from({ length: 10 }, () => 'cash' as const);
    for (const type of buyers) await buyerInZip(zipCode, type);

    // Act
    const rowAtTen = await wyomingRow(token, zipCode);
    const pageAtTen = await zipDetail(token, zipCode);

    // Assess
    expect(rowAtTen).toMatchObject({ zipCode, state: 'WY', buyers: null, averageDownPayment: null });
    expect(pageAtTen.figures.buyers).toBeNull();
    expect(pageAtTen.breakdown.buyBoxType.find((entry) => entry.value === 'cash')?.buyers).toBeNull();

    // Act: the eleventh buyer, with another buy box type.
    await buyerInZip(zipCode, 'creative');
    const rowAtEleven = await wyomingRow(token, zipCode);
    const pageAtEleven = await zipDetail(token, zipCode);
    const creativeRow = await wyomingRow(token, zipCode, 'buyBoxType:creative');
    const bothRow = await wyomingRow(token, zipCode, 'buyBoxType:both');

    // Assess: 11 shown; the one creative buyer (and the 10 cash, whose difference from 11 would
    // give it away) hidden wherever a segment shows them.
    expect(rowAtEleven?.buyers).toBe(11);
    expect(pageAtEleven.figures.buyers).toBe(11);
    expect(pageAtEleven.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(creativeRow).toMatchObject({ buyers: null, averageDownPayment: null });
    expect(bothRow).toBeUndefined();
    expect(pageAtEleven.breakdown.buyBoxType).toEqual(
      expect.arrayContaining([
        { value: 'cash', buyers: null },
        { value: 'creative', buyers: null },
      ]),
    );
  });
});
