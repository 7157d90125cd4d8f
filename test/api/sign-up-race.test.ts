/**
 * Twenty sign-ups racing on one invitation (docs/requirements.md#e7-3: atomic under concurrency): exactly one
 * account, one User item and one 201; every other request gets a clear 409.
 */
import {
  cognitoAccountExists,
  freshInvitationToken,
  signUp,
  signUpBody,
  userItemsFor,
} from './support/accounts';
import { callApi } from './support/local-stack';

describe('sign-ups racing on one invitation', () => {
  it('create exactly one account', async () => {
    // Prepare
    const token = await freshInvitationToken();
    const bodies = Array.from({ length: 20 }, () => signUpBody(token));

    // Act
    const answers = await Promise.all(bodies.map((body) => signUp(body)));

    // Assess
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const answer of answers.filter((each) => each.status === 409)) {
      expect(answer.body).toMatchObject({ code: 'INVITATION_USED' });
    }
    const accounts = await Promise.all(bodies.map((body) => cognitoAccountExists(body.email)));
    expect(accounts.filter(Boolean)).toHaveLength(1);
    const items = (await Promise.all(bodies.map((body) => userItemsFor(body.email)))).flat();
    expect(items).toHaveLength(1);
    const winner = bodies[statuses.indexOf(201)]!;
    expect(items[0]).toMatchObject({ email: winner.email, roles: ['buyer'] });
    expect((await callApi(`/api/auth/validate-invitation/${token}`)).body).toMatchObject({ status: 'used' });
  });
});
