/**
 * Invitations against the local stack: generating (who may invite which role), listing the
 * caller's and all (newest first, cursor pages) and validating tokens in every state.
 */
import { demoAccount } from '../../scripts/seed/demo-accounts';
import {
  DEMO_EXPIRED_INVITATION_TOKEN,
  DEMO_INVITATION_TOKEN,
  DEMO_USED_INVITATION_TOKEN,
} from '../../scripts/seed/demo-invitations';
import { RATE_LIMITS } from '#functions/rate-limits/rate-limits.service';
import { adminToken, generateInvitations } from './support/accounts';
import { auditEntriesWhere } from './support/audit-log';
import { callApi, idTokenFor } from './support/local-stack';
import { createTestUser } from './support/test-users';

const tokenOf = (email: string) => {
  const account = demoAccount(email);
  return idTokenFor(account.email, account.password);
};

interface ListedInvitation {
  invitationId: string;
  status: string;
  role: string;
  createdAt: string;
  expiresAt: string;
}
interface InvitationPage {
  items: ListedInvitation[];
  nextCursor: string | null;
}

describe('POST /api/invitations', () => {
  it('generates a batch with links; the tokens validate for the role', async () => {
    // Act
    const invitations = await generateInvitations('originator', 3, await tokenOf('seller@example.com'));

    // Assess
    expect(invitations).toHaveLength(3);
    for (const invitation of invitations) {
      expect(invitation.link).toBe(`${process.env.DEALFLOW_URL}/signup?invitation=${invitation.token}`);
      const { body } = await callApi(`/api/auth/validate-invitation/${invitation.token}`);
      expect(body).toEqual({
        valid: true,
        status: 'pending',
        role: 'originator',
        expiresAt: invitation.expiresAt,
      });
    }
  });

  it(`caps a member at ${RATE_LIMITS.invitationsPerDay.limit} invitations a day, with a clear 429, and audits each batch`, async () => {
    // Prepare: a fresh seller mints a whole day's worth in one batch.
    const seller = await createTestUser(['originators']);
    const token = await seller.signIn();
    const cap = RATE_LIMITS.invitationsPerDay.limit;
    expect(await generateInvitations('buyer', cap, token)).toHaveLength(cap);

    // Act
    const over = await callApi('/api/invitations', {
      method: 'POST',
      token,
      body: JSON.stringify({ role: 'originator', count: 1 }),
    });

    // Assess
    expect(over).toMatchObject({ status: 429, body: { code: 'INVITATION_LIMIT_REACHED' } });
    const audited = await auditEntriesWhere((entry) => entry.actorId === seller.userId);
    expect(audited).toEqual([
      expect.objectContaining({
        action: 'invitationsCreated',
        actorEmail: seller.email,
        role: 'buyer',
        count: cap,
        subjectId: null,
      }),
    ]);
  });

  it.each([
    ['seller@example.com', 'owner'],
    ['seller@example.com', 'admin'],
    ['owner@example.com', 'admin'],
  ])('answers 403 when %s invites a %s', async (email, role) => {
    // Act
    const { status, body } = await callApi('/api/invitations', {
      method: 'POST',
      token: await tokenOf(email),
      body: JSON.stringify({ role, count: 1 }),
    });

    // Assess
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: 'FORBIDDEN' });
  });

  it.each([
    ['a batch over the maximum', { role: 'buyer', count: 26 }],
    ['an unknown field', { role: 'buyer', count: 1, status: 'used' }],
  ])('answers 400 for %s', async (_, requestBody) => {
    // Act
    const { status } = await callApi('/api/invitations', {
      method: 'POST',
      token: await adminToken(),
      body: JSON.stringify(requestBody),
    });

    // Assess
    expect(status).toBe(400);
  });
});

describe('GET /api/invitations', () => {
  it("lists only the caller's invitations, newest first, in cursor pages", async () => {
    // Prepare
    const token = await tokenOf('owner@example.com');
    const generated = await generateInvitations('buyer', 3, token);

    // Act
    const pages: InvitationPage[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2';
      const { status, body } = await callApi(`/api/invitations${query}`, { token });
      expect(status).toBe(200);
      pages.push(body as InvitationPage);
      cursor = (body as InvitationPage).nextCursor;
    } while (cursor);

    // Assess
    expect(pages.length).toBeGreaterThan(1);
    const items = pages.flatMap((page) => page.items);
    const ids = items.map((item) => item.invitationId);
    expect(new Set(ids).size).toBe(ids.length);
    const mine = generated.map((invitation) => invitation.invitationId);
    expect(ids.filter((id) => mine.includes(id))).toEqual([...mine].reverse());
    const createdAt = items.map((item) => item.createdAt);
    expect([...createdAt].sort().reverse()).toEqual(createdAt);
    const seeded = await callApi('/api/invitations?limit=100', { token: await adminToken() });
    expect((seeded.body as InvitationPage).items.some((item) => mine.includes(item.invitationId))).toBe(
      false,
    );
  });

  it('answers 400 for a cursor that is not one of ours', async () => {
    // Act
    const garbage = await callApi('/api/invitations?cursor=not-a-cursor', { token: await adminToken() });
    const forged = await callApi(
      `/api/invitations?cursor=${Buffer.from(JSON.stringify({ pk: 'a', sk: 'b', gsi1pk: 'INVITER#other', gsi1sk: 'c' })).toString('base64url')}`,
      { token: await adminToken() },
    );

    // Assess
    expect(garbage.status).toBe(400);
    expect(forged.status).toBe(400);
  });
});

describe('GET /api/admin/invitations', () => {
  it('lists every inviter, and filters by status as of now', async () => {
    // Prepare
    const token = await adminToken();
    const [sellers] = await generateInvitations('buyer', 1, await tokenOf('seller@example.com'));

    // Act
    const all = await callApi('/api/admin/invitations?limit=100', { token });
    const expired = await callApi('/api/admin/invitations?status=expired&limit=100', { token });
    const used = await callApi('/api/admin/invitations?status=used&limit=100', { token });

    // Assess
    expect((all.body as InvitationPage).items.map((item) => item.invitationId)).toContain(
      sellers!.invitationId,
    );
    const createdAt = (all.body as InvitationPage).items.map((item) => item.createdAt);
    expect([...createdAt].sort().reverse()).toEqual(createdAt);
    const expiredItems = (expired.body as InvitationPage).items;
    expect(expiredItems.length).toBeGreaterThan(0);
    expect(expiredItems.every((item) => item.status === 'expired')).toBe(true);
    expect((used.body as InvitationPage).items.every((item) => item.status === 'used')).toBe(true);
  });
});

describe('GET /api/auth/validate-invitation/{token}', () => {
  it.each([
    ['a pending invitation', DEMO_INVITATION_TOKEN, { valid: true, status: 'pending', role: 'buyer' }],
    ['a used invitation', DEMO_USED_INVITATION_TOKEN, { valid: false, status: 'used', role: 'buyer' }],
    [
      'an expired invitation',
      DEMO_EXPIRED_INVITATION_TOKEN,
      { valid: false, status: 'expired', role: 'originator' },
    ],
    ['an unknown token', 'u'.repeat(43), { valid: false, status: 'unknown', role: null, expiresAt: null }],
    ['a malformed token', 'not-a-token', { valid: false, status: 'unknown', role: null, expiresAt: null }],
  ])('answers %s without a token', async (_, token, expected) => {
    // Act
    const { status, body } = await callApi(`/api/auth/validate-invitation/${token}`);

    // Assess
    expect(status).toBe(200);
    expect(body).toMatchObject(expected);
  });
});
