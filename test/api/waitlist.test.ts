/**
 * The waitlist against the local stack: joining (and joining again), the admin list, turning an
 * entry into an e-mailed invitation that signs up, and the per-address rate limit.
 */
import { DEMO_WAITLIST } from '../../scripts/seed/demo-invitations';
import { demoAccount } from '../../scripts/seed/demo-accounts';
import {
  adminToken,
  findWaitlistEntry,
  freshWaitlistEntry,
  mailTo,
  requestAccess,
  signUp,
  signUpBody,
  uniqueEmail,
} from './support/accounts';
import { callApi, idTokenFor } from './support/local-stack';

const joinBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Wes',
  lastName: 'Waiter',
  email,
  role: 'originator',
  note: 'I wholesale in Dallas.',
  ...overrides,
});

interface Page {
  items: Array<{ entryId: string; email: string; status: string; createdAt: string }>;
  nextCursor: string | null;
}

describe('POST /api/auth/public-request-access', () => {
  it('adds a new address, and answers the same address kindly the second time', async () => {
    // Prepare
    const email = uniqueEmail('join');

    // Act
    const first = await requestAccess(joinBody(email));
    const again = await requestAccess(joinBody(email.toUpperCase(), { note: 'Me again' }));

    // Assess
    expect(first).toMatchObject({ status: 200, body: { status: 'added' } });
    expect(again).toMatchObject({ status: 200, body: { status: 'already-listed' } });
    expect(await findWaitlistEntry(email)).toMatchObject({ status: 'waiting', role: 'originator' });
  });

  it.each([
    ['a role one cannot ask for', { role: 'admin' }],
    ['an unknown field', { status: 'invited' }],
    ['an over-long note', { note: 'x'.repeat(501) }],
    ['a one-letter name', { firstName: 'W' }],
  ])('answers 400 for %s and adds nothing', async (_, overrides) => {
    // Prepare
    const email = uniqueEmail('bad');

    // Act
    const { status } = await requestAccess(joinBody(email, overrides));

    // Assess
    expect(status).toBe(400);
    expect(await findWaitlistEntry(email)).toBeUndefined();
  });

  it('answers 429 to the fourth request for one address within the hour', async () => {
    // Prepare
    const email = uniqueEmail('limited');

    // Act
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push((await requestAccess(joinBody(email))).status);

    // Assess
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('GET /api/admin/waitlist', () => {
  it('lists entries oldest first, with the seeded ones, filtered by status, in cursor pages', async () => {
    // Prepare
    const token = await adminToken();

    // Act
    const all = (await callApi('/api/admin/waitlist?limit=100', { token })).body as Page;
    const invited = (await callApi('/api/admin/waitlist?status=invited&limit=100', { token })).body as Page;
    const firstPage = (await callApi('/api/admin/waitlist?limit=2', { token })).body as Page;
    const secondPage = (
      await callApi(`/api/admin/waitlist?limit=2&cursor=${firstPage.nextCursor}`, { token })
    ).body as Page;

    // Assess
    const emails = all.items.map((entry) => entry.email);
    for (const demo of DEMO_WAITLIST) expect(emails).toContain(demo.email);
    const createdAt = all.items.map((entry) => entry.createdAt);
    expect([...createdAt].sort()).toEqual(createdAt);
    expect(invited.items.length).toBeGreaterThan(0);
    expect(invited.items.every((entry) => entry.status === 'invited')).toBe(true);
    expect([...firstPage.items, ...secondPage.items].map((entry) => entry.entryId)).toEqual(
      all.items.slice(0, 4).map((entry) => entry.entryId),
    );
  });

  it('answers 400 for a garbage cursor and 403 to a non-admin', async () => {
    // Prepare
    const owner = demoAccount('owner@example.com');

    // Act
    const garbage = await callApi('/api/admin/waitlist?cursor=garbage!', { token: await adminToken() });
    const forbidden = await callApi('/api/admin/waitlist', {
      token: await idTokenFor(owner.email, owner.password),
    });

    // Assess
    expect(garbage.status).toBe(400);
    expect(forbidden.status).toBe(403);
  });
});

describe('POST /api/admin/waitlist/{entryId}/invite', () => {
  it('invites the entry by e-mail; the link in the mail signs up in the role asked for', async () => {
    // Prepare
    const entry = await freshWaitlistEntry('originator');

    // Act
    const { status, body } = await callApi(`/api/admin/waitlist/${entry.entryId}/invite`, {
      method: 'POST',
      token: await adminToken(),
    });

    // Assess
    expect(status).toBe(201);
    expect(body).toMatchObject({
      entry: { entryId: entry.entryId, status: 'invited', invitedAt: expect.any(String) },
      invitation: { role: 'originator', status: 'pending', email: entry.email },
    });
    const [mail] = await mailTo(entry.email);
    expect(mail?.subject).toBe('Your invitation to Dealflow');
    const link = new RegExp(`${process.env.DEALFLOW_URL}/signup\\?invitation=([A-Za-z0-9_-]{43})`).exec(
      mail?.body.text ?? '',
    );
    expect(link).not.toBeNull();
    expect(mail?.body.text).toMatch(/expires on \w+ \d{1,2}, \d{4}/);
    const token = link![1]!;
    expect((await callApi(`/api/auth/validate-invitation/${token}`)).body).toMatchObject({
      valid: true,
      role: 'originator',
    });
    const signedUp = await signUp(signUpBody(token, { email: entry.email }));
    expect(signedUp).toMatchObject({ status: 201, body: { role: 'originator' } });
  });

  it('answers 409 for an entry already invited, and 404 for an unknown one', async () => {
    // Prepare
    const token = await adminToken();
    const entry = await freshWaitlistEntry();
    await callApi(`/api/admin/waitlist/${entry.entryId}/invite`, { method: 'POST', token });

    // Act
    const again = await callApi(`/api/admin/waitlist/${entry.entryId}/invite`, { method: 'POST', token });
    const unknown = await callApi('/api/admin/waitlist/01UNKNOWNENTRY/invite', { method: 'POST', token });

    // Assess
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT' });
    expect(unknown.status).toBe(404);
    expect(await mailTo(entry.email)).toHaveLength(1);
  });
});
