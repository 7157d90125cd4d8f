/**
 * Twenty racing status changes of one listing against the local stack: the conditional write lets
 * exactly one land, the others are refused, and the history records one change.
 */
import { callApi } from './support/local-stack';
import { createDealAs, demoToken } from './support/deals';

const RACERS = 20;

describe('a race of one status change', () => {
  it('lets exactly one of twenty identical changes win and records it once', async () => {
    // Prepare
    const deal = await createDealAs('seller@example.com');
    const token = await demoToken('seller@example.com');

    // Act
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () =>
        callApi(`/api/deals/${deal.dealId}/status`, {
          method: 'POST',
          token,
          body: JSON.stringify({ to: 'pending', throughPlatform: true }),
        }),
      ),
    );

    // Assess
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(RACERS - 1);
    for (const answer of answers.filter((candidate) => candidate.status === 409)) {
      expect(answer.body).toMatchObject({ code: 'STATUS_CHANGE_NOT_ALLOWED' });
    }
    const { body } = await callApi(`/api/deals/${deal.dealId}/status-history`, { token });
    expect((body as { items: Array<{ status: string }> }).items.map((entry) => entry.status)).toEqual([
      'active',
      'pending',
    ]);
  });
});
