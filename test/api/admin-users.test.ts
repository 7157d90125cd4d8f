import type { AdminUser } from '#shared/admin/admin-users';
import { demoAccount } from '../../scripts/seed/demo-accounts';
import { callApi, idTokenFor } from './support/local-stack';
import { createTestUser } from './support/test-users';

const ADMIN = demoAccount('admin@example.com');
const adminToken = () => idTokenFor(ADMIN.email, ADMIN.password);
const json = (body: unknown) => JSON.stringify(body);

describe('admin users', () => {
  it('finds users by e-mail prefix and by last-name prefix', async () => {
    // Prepare
    const user = await createTestUser(['buyers'], { lastName: 'Zebulon' });
    await callApi('/api/auth/me', { token: await user.signIn() });

    // Act
    const byEmail = await callApi(`/api/admin/users?search=${encodeURIComponent(user.email.slice(0, 12))}`, {
      token: await adminToken(),
    });
    const byLastName = await callApi('/api/admin/users?search=zebu', { token: await adminToken() });

    // Assess
    expect((byEmail.body as { items: AdminUser[] }).items.map((item) => item.userId)).toContain(user.userId);
    expect((byLastName.body as { items: AdminUser[] }).items).toContainEqual(
      expect.objectContaining({ userId: user.userId, lastName: 'Zebulon', accountStatus: 'active' }),
    );
  });

  it('pages through every user by e-mail', async () => {
    const first = await callApi('/api/admin/users?limit=2', { token: await adminToken() });
    const page = first.body as { items: AdminUser[]; nextCursor: string | null };
    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).not.toBeNull();
    const second = await callApi(`/api/admin/users?limit=2&cursor=${page.nextCursor}`, {
      token: await adminToken(),
    });
    const next = (second.body as { items: AdminUser[] }).items[0];
    expect((next?.email ?? '') > (page.items[1]?.email ?? '')).toBe(true);
  });

  it('sets any role, and the user sees it after their token refreshes', async () => {
    const user = await createTestUser(['buyers']);
    await callApi('/api/auth/me', { token: await user.signIn() });
    const response = await callApi(`/api/admin/users/${user.userId}/roles`, {
      method: 'PUT',
      token: await adminToken(),
      body: json({ roles: ['owner', 'buyer'] }),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ roles: ['owner', 'buyer'] });
    const me = await callApi('/api/auth/me', { token: await user.signIn() });
    expect(me.body).toMatchObject({
      roles: ['owner', 'buyer'],
      cognitoGroups: expect.arrayContaining(['owners']),
    });
  });

  it('refuses an empty role list, an unknown role and an unknown user', async () => {
    const token = await adminToken();
    const user = await createTestUser(['buyers']);
    await callApi('/api/auth/me', { token: await user.signIn() });
    const put = (userId: string, body: unknown) =>
      callApi(`/api/admin/users/${userId}/roles`, { method: 'PUT', token, body: json(body) });
    expect((await put(user.userId, { roles: [] })).status).toBe(400);
    expect((await put(user.userId, { roles: ['king'] })).status).toBe(400);
    expect((await put('no-such-user', { roles: ['buyer'] })).status).toBe(404);
  });

  it('deactivates a user (their me answers 403) and reactivates them (200)', async () => {
    // Prepare
    const user = await createTestUser(['buyers']);
    const userToken = await user.signIn();
    expect((await callApi('/api/auth/me', { token: userToken })).status).toBe(200);

    // Act
    const deactivated = await callApi(`/api/admin/users/${user.userId}/status`, {
      method: 'PUT',
      token: await adminToken(),
      body: json({ accountStatus: 'deactivated' }),
    });

    // Assess
    expect(deactivated.body).toMatchObject({ accountStatus: 'deactivated' });
    const refused = await callApi('/api/auth/me', { token: userToken });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'ACCOUNT_DEACTIVATED' });

    const reactivated = await callApi(`/api/admin/users/${user.userId}/status`, {
      method: 'PUT',
      token: await adminToken(),
      body: json({ accountStatus: 'active' }),
    });
    expect(reactivated.status).toBe(200);
    expect((await callApi('/api/auth/me', { token: await user.signIn() })).status).toBe(200);
  });

  it('does not let an admin deactivate themselves', async () => {
    const token = await adminToken();
    const self = (await callApi('/api/auth/me', { token })).body as { userId: string };
    const response = await callApi(`/api/admin/users/${self.userId}/status`, {
      method: 'PUT',
      token,
      body: json({ accountStatus: 'deactivated' }),
    });
    expect(response.status).toBe(400);
    expect((await callApi('/api/auth/me', { token })).status).toBe(200);
  });

  it('refuses non-admins with 403', async () => {
    const buyer = demoAccount('buyer@example.com');
    const response = await callApi('/api/admin/users', {
      token: await idTokenFor(buyer.email, buyer.password),
    });
    expect(response.status).toBe(403);
  });
});
