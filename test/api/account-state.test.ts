/**
 * The stored account outranks the token (docs/requirements.md#r4-10): a deactivated account, a removed
 * role and an unverified address are refused from the next request on, whatever a still-valid ID
 * token says, and an access token is no way in.
 */
import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { User } from '#shared/users/user';
import { adminToken, localCognito } from './support/accounts';
import { createDealAs, validDealBody } from './support/deals';
import { callApi } from './support/local-stack';
import { validOfferBody } from './support/offers';
import { createTestUser, type TestUser } from './support/test-users';

// Each test signs users in, calls admin routes and then walks through a series of routes.
jest.setTimeout(30_000);

const json = (body: unknown) => JSON.stringify(body);

/** A user with a stored User item (their first `me`), and the token they had then. */
async function signedInUser(groups: string[], options: { emailVerified?: boolean } = {}) {
  const user = await createTestUser(groups, options);
  const token = await user.signIn();
  const me = await callApi('/api/auth/me', { token });
  if (me.status !== 200) throw new Error(`me answered ${me.status}`);
  return { user, token };
}

const adminCall = async (user: TestUser, what: 'status' | 'roles', body: unknown) => {
  const { status } = await callApi(`/api/admin/users/${user.userId}/${what}`, {
    method: 'PUT',
    token: await adminToken(),
    body: json(body),
  });
  if (status !== 200) throw new Error(`admin ${what} answered ${status}`);
};

/** What a buyer-and-seller does on a listing of the demo seller's, each one call with this token. */
function everydayCalls(dealId: string) {
  return {
    browse: { path: '/api/deals' },
    view: { path: `/api/deals/${dealId}` },
    favourite: { path: `/api/deals/${dealId}/favorite`, method: 'PUT' },
    interest: { path: `/api/deals/${dealId}/interest`, method: 'PUT' },
    submitOffer: { path: `/api/deals/${dealId}/offers`, method: 'POST', body: json(validOfferBody()) },
    generateInvitations: {
      path: '/api/invitations',
      method: 'POST',
      body: json({ role: 'buyer', count: 1 }),
    },
    webhookSettings: { path: '/api/users/me/webhook' },
    upload: {
      path: '/api/users/me/uploads',
      method: 'POST',
      body: json({ kind: 'profilePicture', contentType: 'image/png', size: 1024 }),
    },
  };
}

describe('a deactivated account', () => {
  it('is refused on every private route at once, with the ID token it still holds', async () => {
    // Prepare
    const { user, token } = await signedInUser(['buyers', 'originators']);
    const deal = await createDealAs('seller@example.com');
    await adminCall(user, 'status', { accountStatus: 'deactivated' });

    // Act
    const answers: Record<string, number> = {};
    for (const [name, request] of Object.entries(everydayCalls(deal.dealId))) {
      answers[name] = (await callApi(request.path, { ...request, token })).status;
    }
    const me = await callApi('/api/auth/me', { token });

    // Assess
    expect(answers).toEqual(
      Object.fromEntries(Object.keys(everydayCalls(deal.dealId)).map((name) => [name, 403])),
    );
    expect(me.status).toBe(403);
    expect(me.body).toMatchObject({ code: 'ACCOUNT_DEACTIVATED' });
  });
});

describe('a role an admin removed', () => {
  it('stops working with the old token, and me does not bring it back', async () => {
    // Prepare
    const { user, token } = await signedInUser(['originators']);
    await adminCall(user, 'roles', { roles: ['buyer'] });

    // Act
    const create = await callApi('/api/deals', { method: 'POST', token, body: json(validDealBody()) });
    const invite = await callApi('/api/invitations', {
      method: 'POST',
      token,
      body: json({ role: 'originator', count: 3 }),
    });
    const me = await callApi('/api/auth/me', { token });
    const createAfterMe = await callApi('/api/deals', { method: 'POST', token, body: json(validDealBody()) });

    // Assess
    expect(create.status).toBe(403);
    expect(invite.status).toBe(403);
    expect(me.body).toMatchObject({ roles: ['buyer'], role: 'buyer' });
    expect(createAfterMe.status).toBe(403);
  });
});

describe('an access token', () => {
  it('is refused where the ID token is meant', async () => {
    // Prepare
    const user = await createTestUser(['buyers']);

    // Act
    const answer = await callApi('/api/auth/me', { token: await user.accessToken() });

    // Assess
    expect(answer.status).toBe(401);
  });
});

describe('an unverified e-mail address', () => {
  it('is refused everywhere but me and the language until verified, then let through', async () => {
    // Prepare
    const { user, token } = await signedInUser(['buyers'], { emailVerified: false });
    const deal = await createDealAs('seller@example.com');

    // Act
    const me = await callApi('/api/auth/me', { token });
    const language = await callApi('/api/auth/update-language', {
      method: 'POST',
      token,
      body: json({ languagePreference: 'es' }),
    });
    const browse = await callApi('/api/deals', { token });
    const offer = await callApi(`/api/deals/${deal.dealId}/offers`, {
      method: 'POST',
      token,
      body: json(validOfferBody()),
    });
    // The verification page confirms the code with Cognito; the new token then says so.
    await localCognito().send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: process.env.DEALFLOW_USER_POOL_ID,
        Username: user.userId,
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    const verifiedToken = await user.signIn();
    const meAfter = await callApi('/api/auth/me', { token: verifiedToken });
    const browseAfter = await callApi('/api/deals', { token: verifiedToken });

    // Assess
    expect(me.status).toBe(200);
    expect((me.body as User).emailVerified).toBe(false);
    expect(language.status).toBe(200);
    expect(browse.status).toBe(403);
    expect(browse.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(offer.status).toBe(403);
    expect((meAfter.body as User).emailVerified).toBe(true);
    expect(browseAfter.status).toBe(200);
  });
});
