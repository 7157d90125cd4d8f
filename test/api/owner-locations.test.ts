/**
 * The Owners Club map against the local stack (docs/demand.md "Owners Club map"): who may read it
 * and set their place on it, and that only members who turned it on, and are still active members,
 * ever appear on it.
 */
import { randomUUID } from 'node:crypto';
import type { OwnerLocations } from '#shared/demand/demand';
import type { User } from '#shared/users/user';
import { adminToken } from './support/accounts';
import { callApi } from './support/local-stack';
import { createTestUser } from './support/test-users';

const json = (body: unknown) => JSON.stringify(body);
const AUSTIN = '78701';

const readMap = async (token: string) => {
  const { status, body } = await callApi('/api/owners/locations', { token });
  expect(status).toBe(200);
  return body as OwnerLocations;
};
/** The ZIPs where a member of this name appears on the map. */
const zipsOf = async (name: string, token: string) =>
  (await readMap(token)).points.filter((point) => point.members.includes(name)).map((point) => point.zipCode);

const setLocation = (token: string, body: unknown) =>
  callApi('/api/users/me/owner-location', { method: 'PUT', token, body: json(body) });

/** A new member in `group` with a company of its own (a name no other test uses). */
async function newMember(group: string) {
  const user = await createTestUser([group]);
  const token = await user.signIn();
  const companyName = `Map Test ${randomUUID().slice(0, 8)} Homes`;
  const saved = await callApi('/api/users/me/company', { method: 'PUT', token, body: json({ companyName }) });
  expect(saved.status).toBe(200);
  return { user, token, companyName };
}

describe('Owners Club map', () => {
  describe('who may use it', () => {
    it.each(['originators', 'owners', 'admins'])(
      'lets %s read the map and set their place',
      async (group) => {
        const member = await createTestUser([group]);
        const token = await member.signIn();
        expect((await callApi('/api/owners/locations', { token })).status).toBe(200);
        expect((await setLocation(token, { visible: false, zipCode: null })).status).toBe(200);
      },
    );

    it('refuses a buyer both routes with 403', async () => {
      const buyer = await createTestUser(['buyers']);
      const token = await buyer.signIn();
      expect((await callApi('/api/owners/locations', { token })).status).toBe(403);
      expect((await setLocation(token, { visible: true, zipCode: AUSTIN })).status).toBe(403);
    });

    it('refuses a call without a token with 401', async () => {
      expect((await callApi('/api/owners/locations')).status).toBe(401);
      expect((await setLocation('', { visible: true, zipCode: AUSTIN })).status).toBe(401);
    });
  });

  describe('who appears', () => {
    it('never shows a member who has not turned it on', async () => {
      const { token, companyName } = await newMember('owners');
      expect((await callApi('/api/auth/me', { token })).body).toMatchObject({ ownerLocation: null });
      expect(await zipsOf(companyName, token)).toEqual([]);
    });

    it('shows a member who turns it on at their ZIP with their company name, and hides them again when off', async () => {
      // Prepare
      const { token, companyName } = await newMember('owners');
      const other = await newMember('originators');

      // Act
      const saved = await setLocation(token, { visible: true, zipCode: AUSTIN });

      // Assess
      expect(saved.status).toBe(200);
      expect((saved.body as User).ownerLocation).toEqual({ visible: true, zipCode: AUSTIN });
      // Any member sees them, by name only: never an id, an e-mail or a phone.
      const map = await readMap(other.token);
      const austin = map.points.find((point) => point.zipCode === AUSTIN);
      expect(austin).toMatchObject({ city: 'Austin', state: 'TX' });
      expect(austin?.members).toContain(companyName);
      expect(JSON.stringify(map)).not.toMatch(/@example\.com|\+1\d{10}/);

      const hidden = await setLocation(token, { visible: false, zipCode: AUSTIN });
      expect(hidden.status).toBe(200);
      expect((hidden.body as User).ownerLocation).toEqual({ visible: false, zipCode: AUSTIN });
      expect(await zipsOf(companyName, other.token)).toEqual([]);
    });

    it('moves a member who changes their ZIP', async () => {
      const { token, companyName } = await newMember('originators');
      await setLocation(token, { visible: true, zipCode: AUSTIN });
      expect((await setLocation(token, { visible: true, zipCode: '10001' })).status).toBe(200);
      expect(await zipsOf(companyName, token)).toEqual(['10001']);
    });

    it('leaves out a member an admin deactivates', async () => {
      // Prepare
      const { user, token, companyName } = await newMember('owners');
      const viewer = await newMember('owners');
      await setLocation(token, { visible: true, zipCode: AUSTIN });
      expect(await zipsOf(companyName, viewer.token)).toEqual([AUSTIN]);

      // Act
      const deactivated = await callApi(`/api/admin/users/${user.userId}/status`, {
        method: 'PUT',
        token: await adminToken(),
        body: json({ accountStatus: 'deactivated' }),
      });

      // Assess
      expect(deactivated.status).toBe(200);
      expect(await zipsOf(companyName, viewer.token)).toEqual([]);
    });
  });

  describe('what a member may send', () => {
    it.each([
      ['a ZIP the shipped data does not know', { visible: true, zipCode: '00000' }, 'zipUnknown'],
      ['a malformed ZIP', { visible: true, zipCode: '787' }, 'zipInvalid'],
      ['turning on without a ZIP', { visible: true, zipCode: null }, 'ownerLocationZipRequired'],
    ])('refuses %s with 400 and changes nothing', async (_, body, message) => {
      const { token, companyName } = await newMember('owners');
      const response = await setLocation(token, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [expect.objectContaining({ path: 'body.zipCode', message })],
      });
      expect((await callApi('/api/auth/me', { token })).body).toMatchObject({ ownerLocation: null });
      expect(await zipsOf(companyName, token)).toEqual([]);
    });

    it('refuses an unknown field with 400', async () => {
      const { token } = await newMember('owners');
      const response = await setLocation(token, { visible: true, zipCode: AUSTIN, userId: 'someone-else' });
      expect(response.status).toBe(400);
      expect((await callApi('/api/auth/me', { token })).body).toMatchObject({ ownerLocation: null });
    });
  });
});
