/**
 * Role requests against the local stack (docs/requirements.md#r6-8): adding a role one was not given
 * is a pending request, not a grant; an admin approves or denies it; dropping is immediate and a
 * given role comes back at once; every request and decision is in the audit log.
 */
import type { MyPendingRoles, MyRoles, RoleRequest } from '#shared/users/role-requests';
import type { User } from '#shared/users/user';
import { adminToken } from './support/accounts';
import { auditEntriesWhere, pendingRequestsOf } from './support/audit-log';
import { callApi } from './support/local-stack';
import { createTestUser, type TestUser } from './support/test-users';

const json = (body: unknown) => JSON.stringify(body);
const me = async (token: string) => (await callApi('/api/auth/me', { token })).body as User;
const changeRoles = (token: string, change: { add?: string[]; remove?: string[] }) =>
  callApi('/api/users/me/roles', { method: 'PATCH', token, body: json(change) });
const decide = async (user: TestUser, role: string, decision: 'approved' | 'denied') =>
  callApi(`/api/admin/role-requests/${user.userId}/${role}`, {
    method: 'PUT',
    token: await adminToken(),
    body: json({ decision }),
  });

/** A fresh buyer, signed in once so their User item exists (their invitation gave them buyer). */
async function freshBuyer(): Promise<{ user: TestUser; token: string }> {
  const user = await createTestUser(['buyers']);
  const token = await user.signIn();
  await me(token);
  return { user, token };
}

describe('role requests', () => {
  it('makes a buyer adding originator a pending request: no role, no originator invitations', async () => {
    // Prepare
    const { user, token } = await freshBuyer();

    // Act
    const answer = await changeRoles(token, { add: ['originator'] });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body as MyRoles).toMatchObject({
      user: { roles: ['buyer'] },
      pendingRoles: ['originator'],
    });
    const refreshed = await user.signIn();
    expect((await me(refreshed)).cognitoGroups).toEqual(['buyers']);
    const mine = await callApi('/api/users/me/role-requests', { token: refreshed });
    expect(mine.body as MyPendingRoles).toEqual({ pendingRoles: ['originator'] });
    const minted = await callApi('/api/invitations', {
      method: 'POST',
      token: refreshed,
      body: json({ role: 'originator', count: 10 }),
    });
    expect(minted.status).toBe(403);
  });

  it('keeps one pending request per user and role, audited once', async () => {
    // Prepare
    const { user, token } = await freshBuyer();

    // Act
    await changeRoles(token, { add: ['originator'] });
    await changeRoles(token, { add: ['originator'] });

    // Assess
    expect(await pendingRequestsOf(user.userId)).toEqual([
      expect.objectContaining({ role: 'originator', status: 'pending', email: user.email }),
    ]);
    const audited = await auditEntriesWhere((entry) => entry.subjectId === user.userId);
    expect(audited.map((entry) => entry.action)).toEqual(['roleRequested']);
  });

  it('refuses the pending list and decisions to anyone but an admin', async () => {
    // Prepare
    const { user, token } = await freshBuyer();
    await changeRoles(token, { add: ['originator'] });

    // Act
    const list = await callApi('/api/admin/role-requests', { token });
    const approval = await callApi(`/api/admin/role-requests/${user.userId}/originator`, {
      method: 'PUT',
      token,
      body: json({ decision: 'approved' }),
    });

    // Assess
    expect(list.status).toBe(403);
    expect(approval.status).toBe(403);
    expect((await me(await user.signIn())).roles).toEqual(['buyer']);
  });

  it('grants the role on approval; then dropping is immediate and adding it back needs no request', async () => {
    // Prepare
    const { user, token } = await freshBuyer();
    await changeRoles(token, { add: ['originator'] });

    // Act
    const approved = await decide(user, 'originator', 'approved');

    // Assess
    expect(approved).toMatchObject({ status: 200, body: { status: 'approved', role: 'originator' } });
    const refreshed = await user.signIn();
    expect((await me(refreshed)).roles.sort()).toEqual(['buyer', 'originator']);
    expect(await pendingRequestsOf(user.userId)).toEqual([]);
    expect((await decide(user, 'originator', 'denied')).status).toBe(404);

    const dropped = await changeRoles(refreshed, { remove: ['originator'] });
    expect((dropped.body as MyRoles).user.roles).toEqual(['buyer']);
    const readded = await changeRoles(await user.signIn(), { add: ['originator'] });
    expect(readded.body as MyRoles).toMatchObject({ pendingRoles: [] });
    expect((readded.body as MyRoles).user.roles.sort()).toEqual(['buyer', 'originator']);

    const audited = await auditEntriesWhere((entry) => entry.subjectId === user.userId);
    expect(audited.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['roleApproved', 'admin@example.com'],
      ['roleRequested', user.email],
    ]);
  });

  it('records a denial, grants nothing, and lets the user ask again', async () => {
    // Prepare
    const { user, token } = await freshBuyer();
    await changeRoles(token, { add: ['originator'] });

    // Act
    const denied = await decide(user, 'originator', 'denied');

    // Assess
    expect(denied.body as RoleRequest).toMatchObject({ status: 'denied', decidedAt: expect.any(String) });
    expect((await me(await user.signIn())).roles).toEqual(['buyer']);
    const mine = await callApi('/api/users/me/role-requests', { token });
    expect(mine.body).toEqual({ pendingRoles: [] });
    expect((await auditEntriesWhere((entry) => entry.subjectId === user.userId))[0]).toMatchObject({
      action: 'roleDenied',
      subjectEmail: user.email,
    });
    const again = await changeRoles(token, { add: ['originator'] });
    expect(again.body).toMatchObject({ pendingRoles: ['originator'] });
  });
});
