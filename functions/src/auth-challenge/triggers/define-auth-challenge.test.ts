import { handler, MAX_WRONG_ANSWERS } from './define-auth-challenge';
import { defineEvent, step } from '../../testing/trigger-event.fixtures';

describe('defineAuthChallenge', () => {
  it('asks for the custom challenge first', async () => {
    // Act
    const { response } = await handler(defineEvent([]));

    // Assess
    expect(response).toEqual({
      challengeName: 'CUSTOM_CHALLENGE',
      issueTokens: false,
      failAuthentication: false,
    });
  });

  it('issues tokens once the answer was right', async () => {
    // Act
    const { response } = await handler(defineEvent([step(false), step(true)]));

    // Assess
    expect(response).toMatchObject({ issueTokens: true, failAuthentication: false });
  });

  it('asks again after a wrong answer, and fails after three', async () => {
    // Act
    const again = await handler(defineEvent([step(false), step(false)]));
    const failed = await handler(defineEvent(Array.from({ length: MAX_WRONG_ANSWERS }, () => step(false))));

    // Assess
    expect(again.response).toMatchObject({ challengeName: 'CUSTOM_CHALLENGE', failAuthentication: false });
    expect(MAX_WRONG_ANSWERS).toBe(3);
    expect(failed.response).toMatchObject({ issueTokens: false, failAuthentication: true });
  });

  it('fails for a user Cognito did not find and for any other challenge', async () => {
    // Prepare
    const srp = defineEvent([{ challengeName: 'SRP_A', challengeResult: true }]);

    // Act
    const missing = await handler(defineEvent([], true));
    const other = await handler(srp);

    // Assess
    expect(missing.response.failAuthentication).toBe(true);
    expect(other.response).toMatchObject({ issueTokens: false, failAuthentication: true });
  });
});
