/**
 * The waitlist against the local stack: joining, confirming from the e-mailed link (only a confirmed
 * entry is listed and counted), joining again, plus-addresses, the admin list, turning an entry
 * into an e-mailed invitation that signs up, and the per-address rate limit.
 */
import { DEMO_WAITLIST } from '../../scripts/seed/demo-invitations';
import { demoAccount } from '../../scripts/seed/demo-accounts';
import {
  adminToken,
  confirmWaitlistEntry,
  findWaitlistEntry,
  freshWaitlistEntry,
  joinWaitlist,
  mailTo,
  requestAccess,
  signUp,
  signUpBody,
  uniqueEmail,
  waitlistConfirmation,
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

/** The invitation e-mails to an address (the confirmation e-mail of its entry came first). */
const invitationMailsTo = async (email: string) =>
  (await mailTo(email)).filter((mail) => mail.subject === 'Your invitation to Dealflow');

interface Page {
  items: Array<{ entryId: string; email: string; status: string; createdAt: string }>;
  nextCursor: string | null;
}

describe('POST /api/auth/public-request-access', () => {
  it('e-mails a confirmation link; the entry is listed only once confirmed, then a new request is answered kindly', async () => {
    // Prepare
    const email = uniqueEmail('join');

    // Act
    const first = await requestAccess(joinBody(email));
    const listedBeforeConfirming = await findWaitlistEntry(email);
    const link = await waitlistConfirmation(email);
    const confirmed = await confirmWaitlistEntry(link);
    const confirmedAgain = await confirmWaitlistEntry(link);
    const again = await requestAccess(joinBody(email.toUpperCase(), { note: 'Me again' }));

    // Assess
    expect(first).toMatchObject({ status: 200, body: { status: 'confirmation-sent' } });
    expect(listedBeforeConfirming).toBeUndefined();
    expect(confirmed).toMatchObject({ status: 200, body: { status: 'confirmed' } });
    expect(confirmedAgain).toMatchObject({ status: 200, body: { status: 'confirmed' } });
    expect(again).toMatchObject({ status: 200, body: { status: 'already-listed' } });
    expect(await findWaitlistEntry(email)).toMatchObject({ status: 'waiting', role: 'originator' });
  });

  it('lets a new request replace an unconfirmed one, so only the newest link confirms', async () => {
    // Prepare
    const email = uniqueEmail('rejoin');
    await requestAccess(joinBody(email));
    const oldLink = await waitlistConfirmation(email);
    await requestAccess(joinBody(email));
    const newLink = await waitlistConfirmation(email);

    // Act
    const withOldLink = await confirmWaitlistEntry(oldLink);
    const withNewLink = await confirmWaitlistEntry(newLink);

    // Assess
    expect(newLink.token).not.toBe(oldLink.token);
    expect(withOldLink).toMatchObject({ status: 400, body: { code: 'LINK_INVALID' } });
    expect(withNewLink).toMatchObject({ status: 200, body: { status: 'confirmed' } });
  });

  it('answers 400 LINK_INVALID to a wrong token and lists nothing', async () => {
    // Prepare
    const { email, entryId } = await joinWaitlist();

    // Act
    const wrong = await confirmWaitlistEntry({ entryId, token: 'A'.repeat(43) });

    // Assess
    expect(wrong).toMatchObject({ status: 400, body: { code: 'LINK_INVALID' } });
    expect(await findWaitlistEntry(email)).toBeUndefined();
  });

  it('treats a plus-address as the address itself: listed once, limited once', async () => {
    // Prepare
    const [local, domain] = uniqueEmail('plus').split('@');
    const { entryId, token } = await joinWaitlist('buyer', `${local}@${domain}`);
    await confirmWaitlistEntry({ entryId, token });
    const [otherLocal, otherDomain] = uniqueEmail('plus-limit').split('@');

    // Act
    const tagged = await requestAccess(joinBody(`${local}+second@${domain}`));
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1)
      statuses.push((await requestAccess(joinBody(`${otherLocal}+${attempt}@${otherDomain}`))).status);

    // Assess
    expect(tagged).toMatchObject({ status: 200, body: { status: 'already-listed' } });
    expect(statuses).toEqual([200, 200, 200, 429]);
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
    const [mail] = await invitationMailsTo(entry.email);
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
    expect(await invitationMailsTo(entry.email)).toHaveLength(1);
  });
});
