/**
 * The numbers card's buyer inputs against the local stack (docs/deal-numbers.md "Buyer inputs"):
 * defaults until saved, saved per buyer per listing, impossible inputs refused, hidden listings 404,
 * buyers only.
 */
import { DEFAULT_NUMBERS_INPUTS, type NumbersInputsState } from '#shared/deal-numbers/numbers-inputs';
import { createDealAs, validDealBody } from './support/deals';
import { callApi } from './support/local-stack';
import { createTestUser } from './support/test-users';

let buyerToken: string;
let otherBuyerToken: string;
let dealId: string;

beforeAll(async () => {
  [buyerToken, otherBuyerToken] = await Promise.all([
    createTestUser(['buyers']).then((user) => user.signIn()),
    createTestUser(['buyers']).then((user) => user.signIn()),
  ]);
  dealId = (await createDealAs('seller@example.com')).dealId;
}, 30_000);

const inputsPath = (id: string) => `/api/deals/${id}/numbers-inputs`;
const save = (id: string, body: unknown, token = buyerToken) =>
  callApi(inputsPath(id), { method: 'PUT', token, body: JSON.stringify(body) });

describe('numbers inputs', () => {
  it('answers the defaults before a save, then the saved inputs to that buyer alone', async () => {
    // Act
    const before = await callApi(inputsPath(dealId), { token: buyerToken });
    const saved = await save(dealId, { monthlyRent: 2_400, vacancyPercent: 7.5, afterRepairValue: 320_000 });
    const after = await callApi(inputsPath(dealId), { token: buyerToken });
    const other = await callApi(inputsPath(dealId), { token: otherBuyerToken });

    // Assess
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ dealId, inputs: DEFAULT_NUMBERS_INPUTS, updatedAt: null });
    expect(saved.status).toBe(200);
    const expected = {
      ...DEFAULT_NUMBERS_INPUTS,
      monthlyRent: 2_400,
      vacancyPercent: 7.5,
      afterRepairValue: 320_000,
    };
    expect((saved.body as NumbersInputsState).inputs).toEqual(expected);
    expect(after.body).toEqual({
      dealId,
      inputs: expected,
      updatedAt: (saved.body as NumbersInputsState).updatedAt,
    });
    expect((other.body as NumbersInputsState).updatedAt).toBeNull();
  });

  it.each([
    ['a vacancy above 50 %', { vacancyPercent: 60 }, 'vacancyPercent'],
    ['a management fee above 30 %', { managementPercent: 45 }, 'managementPercent'],
    ['negative repairs', { repairs: -1 }, 'repairs'],
    ['a rent that is text', { monthlyRent: 'lots' }, 'monthlyRent'],
    ['an unknown field', { rent: 2_000 }, ''],
  ])('refuses %s with 400', async (_, body, field) => {
    // Act
    const { status, body: answer } = await save(dealId, body);

    // Assess
    expect(status).toBe(400);
    if (field) expect(JSON.stringify(answer)).toContain(field);
  });

  it('answers 404 for a listing the buyer may not see, saving nothing', async () => {
    // Prepare: an exclusive listing, seen only by first-refusal buyers
    const exclusive = await createDealAs('seller@example.com', validDealBody({ startExclusive: true }));

    // Act
    const read = await callApi(inputsPath(exclusive.dealId), { token: buyerToken });
    const written = await save(exclusive.dealId, { monthlyRent: 1_000 });

    // Assess
    expect(read.status).toBe(404);
    expect(written.status).toBe(404);
  }, 30_000);

  it('is for buyers: an originator gets 403 and a signed-out caller 401', async () => {
    // Prepare
    const originator = await createTestUser(['originators']);

    // Act
    const asOriginator = await callApi(inputsPath(dealId), { token: await originator.signIn() });
    const signedOut = await callApi(inputsPath(dealId));

    // Assess
    expect(asOriginator.status).toBe(403);
    expect(signedOut.status).toBe(401);
  }, 30_000);
});
