/**
 * One user sends at most 10 feedback an hour (docs/requirements.md#r9-7-feedback): the 11th answers
 * 429 FEEDBACK_LIMIT_REACHED, with the production value (the limit is no stage setting).
 */
import { RATE_LIMITS } from '#functions/rate-limits/rate-limits.service';
import { feedbackBody, postFeedback, sendFeedback } from '../api/support/feedback';
import { createTestUser } from '../api/support/test-users';

// Each feedback solves a challenge for real.
jest.setTimeout(60_000);

describe('feedback limit', () => {
  it('refuses a user’s feedback past the hourly limit, and not another user’s', async () => {
    // Prepare
    const { limit } = RATE_LIMITS.feedbackPerUser;
    expect(limit).toBe(10);
    const token = await (await createTestUser(['buyers'])).signIn();
    for (let sent = 0; sent < limit; sent += 1) await sendFeedback(token, { comment: `Feedback ${sent}` });

    // Act
    const overLimit = await postFeedback(token, await feedbackBody(token));
    const otherToken = await (await createTestUser(['buyers'])).signIn();
    const other = await postFeedback(otherToken, await feedbackBody(otherToken));

    // Assess
    expect(overLimit.status).toBe(429);
    expect(overLimit.body).toMatchObject({ code: 'FEEDBACK_LIMIT_REACHED' });
    expect(other.status).toBe(201);
  });
});
