/** The profile routes against the local stack: validation, completion, roles and uploads. */
import type { MyRoles } from '#shared/users/role-requests';
import type { User } from '#shared/users/user';
import { callApi, baseUrl } from './support/local-stack';
import { createTestUser, type TestUser } from './support/test-users';

const json = (body: unknown) => JSON.stringify(body);
const me = async (token: string) => (await callApi('/api/auth/me', { token })).body as User;
const PREFERENCES = {
  homeType: 'primary',
  propertyType: 'condo',
  state: 'TX',
  city: 'Austin',
  zipCodes: ['78701'],
};

describe('profile routes', () => {
  let buyer: TestUser;
  let token: string;

  beforeAll(async () => {
    buyer = await createTestUser(['buyers']);
    token = await buyer.signIn();
  });

  describe('PUT /api/users/me/buyer-preferences', () => {
    it('completes a new buyer profile', async () => {
      // Prepare
      expect((await me(token)).profileComplete).toBe(false);

      // Act
      const { status, body } = await callApi('/api/users/me/buyer-preferences', {
        method: 'PUT',
        token,
        body: json(PREFERENCES),
      });

      // Assess
      expect(status).toBe(200);
      expect(body).toMatchObject({ profileComplete: true, buyerPreferences: { city: 'Austin' } });
      expect((await me(token)).buyerPreferences).toMatchObject({ zipCodes: ['78701'] });
    });

    it.each([
      ['six ZIP codes', { ...PREFERENCES, zipCodes: ['10001', '10002', '10003', '10004', '10005', '10006'] }],
      ['an over-long city', { ...PREFERENCES, city: 'x'.repeat(81) }],
      ['an unknown field', { ...PREFERENCES, role: 'admin' }],
      ['no state', { ...PREFERENCES, state: '' }],
    ])('refuses %s with 400 and changes nothing', async (_, body) => {
      const before = (await me(token)).buyerPreferences;
      const response = await callApi('/api/users/me/buyer-preferences', {
        method: 'PUT',
        token,
        body: json(body),
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect((await me(token)).buyerPreferences).toEqual(before);
    });
  });

  describe('PUT /api/users/me/buy-box', () => {
    it('requires a type and at most 50 ZIP codes', async () => {
      const zips = Array.from({ length: 51 }, (_, index) => String(10000 + index));
      expect((await callApi('/api/users/me/buy-box', { method: 'PUT', token, body: json({}) })).status).toBe(
        400,
      );
      expect(
        (
          await callApi('/api/users/me/buy-box', {
            method: 'PUT',
            token,
            body: json({ type: 'cash', zipCodes: zips }),
          })
        ).status,
      ).toBe(400);
      const saved = await callApi('/api/users/me/buy-box', {
        method: 'PUT',
        token,
        body: json({ type: 'cash', zipCodes: zips.slice(0, 50) }),
      });
      expect(saved.status).toBe(200);
      expect((saved.body as User).buyBox?.zipCodes).toHaveLength(50);
    });
  });

  describe('PUT /api/users/me/profile', () => {
    const valid = {
      firstName: 'Tess',
      lastName: 'Tester',
      phoneNumber: '(202) 555-0123',
      languagePreference: 'en',
    };

    it('saves names and the phone (answered in E.164)', async () => {
      const { status, body } = await callApi('/api/users/me/profile', {
        method: 'PUT',
        token,
        body: json({ ...valid, lastName: 'Smith', callBookingLink: 'https://cal.example.com/tess' }),
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({ lastName: 'Smith', phoneNumber: '+12025550123' });
    });

    it.each([
      ['a nine-digit phone', { ...valid, phoneNumber: '202555012' }],
      ['an empty first name', { ...valid, firstName: '  ' }],
      ['an over-long last name', { ...valid, lastName: 'x'.repeat(61) }],
      ['a javascript: link', { ...valid, callBookingLink: 'javascript:alert(1)' }],
      ['an unknown field', { ...valid, accountStatus: 'active' }],
    ])('refuses %s and changes nothing', async (_, body) => {
      const before = await me(token);
      const response = await callApi('/api/users/me/profile', { method: 'PUT', token, body: json(body) });
      expect(response.status).toBe(400);
      const after = await me(token);
      expect([after.firstName, after.lastName, after.phoneNumber]).toEqual([
        before.firstName,
        before.lastName,
        before.phoneNumber,
      ]);
    });
  });

  describe('PUT /api/users/me/company and /seller-preferences', () => {
    it('saves the company and refuses a bad company e-mail', async () => {
      const ok = await callApi('/api/users/me/company', {
        method: 'PUT',
        token,
        body: json({
          companyName: 'Tess Homes',
          companyPhone: '2025550111',
          companyEmail: 'Info@Tess.example',
        }),
      });
      expect(ok.body).toMatchObject({ companyName: 'Tess Homes', companyEmail: 'info@tess.example' });
      const bad = await callApi('/api/users/me/company', {
        method: 'PUT',
        token,
        body: json({ companyName: 'X', companyEmail: 'nope' }),
      });
      expect(bad.status).toBe(400);
    });

    it('requires at least one state and deal type for seller preferences', async () => {
      const bad = await callApi('/api/users/me/seller-preferences', {
        method: 'PUT',
        token,
        body: json({ statesServed: [], dealTypes: ['cash'] }),
      });
      expect(bad.status).toBe(400);
    });
  });

  describe('PATCH /api/users/me/roles', () => {
    it('drops and adds back a role the account was given, keeping Cognito groups in step', async () => {
      // Prepare: an account given both roles (a request for one not given: role-requests.test.ts).
      const hybrid = await createTestUser(['buyers', 'originators']);
      const hybridToken = await hybrid.signIn();
      expect((await me(hybridToken)).roles.sort()).toEqual(['buyer', 'originator']);

      // Act
      const dropped = await callApi('/api/users/me/roles', {
        method: 'PATCH',
        token: hybridToken,
        body: json({ remove: ['originator'] }),
      });

      // Assess
      expect(dropped.status).toBe(200);
      expect((dropped.body as MyRoles).user.roles).toEqual(['buyer']);
      const refreshed = await hybrid.signIn();
      expect((await me(refreshed)).cognitoGroups).toEqual(['buyers']);

      const added = await callApi('/api/users/me/roles', {
        method: 'PATCH',
        token: refreshed,
        body: json({ add: ['originator'] }),
      });
      expect(added.body as MyRoles).toMatchObject({
        user: { roles: ['originator', 'buyer'] },
        pendingRoles: [],
      });
      expect((await me(await hybrid.signIn())).cognitoGroups.sort()).toEqual(['buyers', 'originators']);
    });

    it.each([['owner'], ['admin']])('refuses to grant %s with 403', async (role) => {
      const response = await callApi('/api/users/me/roles', {
        method: 'PATCH',
        token,
        body: json({ add: [role] }),
      });
      expect(response.status).toBe(403);
      expect((await me(token)).roles).toEqual(['buyer']);
    });

    it('refuses to drop the last role', async () => {
      const response = await callApi('/api/users/me/roles', {
        method: 'PATCH',
        token,
        body: json({ remove: ['buyer'] }),
      });
      expect(response.status).toBe(400);
      expect((await me(await buyer.signIn())).roles).toEqual(['buyer']);
    });
  });

  describe('uploads', () => {
    const post = (body: unknown) =>
      callApi('/api/users/me/uploads', { method: 'POST', token, body: json(body) });

    it.each([
      ['a logo over 500 KB', { kind: 'companyLogo', contentType: 'image/png', size: 500 * 1024 + 1 }],
      [
        'a picture over 2 MB',
        { kind: 'profilePicture', contentType: 'image/png', size: 2 * 1024 * 1024 + 1 },
      ],
      ['a GIF', { kind: 'companyLogo', contentType: 'image/gif', size: 100 }],
      ['an SVG', { kind: 'companyLogo', contentType: 'image/svg+xml', size: 100 }],
    ])('refuses %s before any policy is signed', async (_, body) => {
      expect((await post(body)).status).toBe(400);
    });

    it('signs a policy S3 enforces (size range, exact type, one key) and a real upload sets the logo', async () => {
      // Prepare
      const png = tinyPng();

      // Act
      const policyAnswer = await post({ kind: 'companyLogo', contentType: 'image/png', size: png.length });

      // Assess: the policy's own conditions, which S3 (and the local stack, docs/requirements.md#e5-5) enforce
      expect(policyAnswer.status).toBe(201);
      const policy = policyAnswer.body as { url: string; fields: Record<string, string>; key: string };
      expect(policy.key).toMatch(new RegExp(`^users/${buyer.userId}/company-logo/[0-9A-Z]{26}\\.png$`));
      const conditions = (
        JSON.parse(Buffer.from(policy.fields.Policy ?? '', 'base64').toString('utf8')) as {
          conditions: unknown[];
        }
      ).conditions;
      expect(conditions).toContainEqual(['content-length-range', 1, 512000]);
      expect(conditions).toContainEqual(['eq', '$Content-Type', 'image/png']);
      expect(conditions).toContainEqual({ key: policy.key });

      // Act: the browser's upload, through the returned form fields
      const form = new FormData();
      for (const [name, value] of Object.entries(policy.fields)) form.append(name, value);
      form.append('file', new Blob([png], { type: 'image/png' }), 'logo.png');
      const upload = await fetch(policy.url, { method: 'POST', body: form });
      expect(upload.status).toBeLessThan(300);

      const set = await callApi('/api/users/me/images', {
        method: 'PUT',
        token,
        body: json({ kind: 'companyLogo', key: policy.key }),
      });
      expect(set.status).toBe(200);
      // The checked copy is used (docs/requirements.md#r9-7-1); a clean PNG keeps every byte.
      const logoUrl = (set.body as User).companyLogoUrl;
      expect(logoUrl).toBe(`/assets/${policy.key.replace(/\.png$/, '.checked.png')}`);
      const served = await fetch(`${baseUrl}${logoUrl}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    });

    it("refuses a key outside the caller's prefix, or with no object (UPLOAD_NOT_FOUND)", async () => {
      const other = await callApi('/api/users/me/images', {
        method: 'PUT',
        token,
        body: json({
          kind: 'companyLogo',
          key: 'users/someone-else/company-logo/01J00000000000000000000000.png',
        }),
      });
      expect(other.status).toBe(400);
      const missing = await callApi('/api/users/me/images', {
        method: 'PUT',
        token,
        body: json({
          kind: 'profilePicture',
          key: `users/${buyer.userId}/profile-picture/01J00000000000000000000000.png`,
        }),
      });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ code: 'UPLOAD_NOT_FOUND' });
    });
  });
});

/** A valid 1×1 PNG. */
function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
}
