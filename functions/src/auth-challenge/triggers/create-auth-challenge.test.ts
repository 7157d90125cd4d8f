import { EMAIL_LINK_CHALLENGE, handler } from './create-auth-challenge';
import { createEvent } from '../../testing/trigger-event.fixtures';

describe('createAuthChallenge', () => {
  it("keeps the user's address private for the verify step and sends nothing", async () => {
    // Act
    const { response } = await handler(createEvent());

    // Assess
    expect(response).toEqual({
      publicChallengeParameters: { method: 'email-link' },
      privateChallengeParameters: { email: 'bea@example.com' },
      challengeMetadata: EMAIL_LINK_CHALLENGE,
    });
  });

  it('leaves the address empty when Cognito hides a missing user', async () => {
    // Act
    const { response } = await handler(createEvent({}));

    // Assess
    expect(response.privateChallengeParameters).toEqual({ email: '' });
  });
});
