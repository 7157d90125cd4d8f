import { createLocalJobs } from './local-jobs';

type JobHandler = jest.Mock<Promise<unknown>, [unknown]>;

function setUp(
  handler: JobHandler = jest.fn(async (event: unknown) => ({ ranAt: (event as { time: string }).time })),
) {
  const drainQueues = jest.fn(async () => undefined);
  const endpoints = createLocalJobs({
    loadHandler: async () => handler,
    region: 'us-east-2',
    drainQueues,
  });
  const call = async (method: string, path: string, body = '') => {
    const answer = await endpoints(method, path, Buffer.from(body));
    return answer && { status: answer.statusCode, body: JSON.parse(answer.body.toString('utf8')) as unknown };
  };
  return { call, handler, drainQueues };
}

describe('createLocalJobs', () => {
  it("runs a job with EventBridge's scheduled event at the given instant, then drains the queues", async () => {
    // Prepare
    const { call, handler, drainQueues } = setUp();

    // Act
    const answer = await call(
      'POST',
      '/_local/jobs/daily-digest',
      JSON.stringify({ now: '2026-11-22T00:15:00Z' }),
    );

    // Assess
    expect(answer).toEqual({
      status: 200,
      body: {
        job: 'daily-digest',
        now: '2026-11-22T00:15:00.000Z',
        outcome: { ranAt: '2026-11-22T00:15:00.000Z' },
      },
    });
    expect(handler).toHaveBeenNthCalledWith(
      1,
      expect.objectContaining({ source: 'aws.events', 'detail-type': 'Scheduled Event' }),
      expect.objectContaining({ functionName: 'daily-digest' }),
      expect.any(Function),
    );
    expect(drainQueues).toHaveBeenCalled();
  });

  it('runs at the current time without a body', async () => {
    // Prepare
    const { call } = setUp();
    const before = Date.now();

    // Act
    const answer = await call('POST', '/_local/jobs/end-exclusivity');

    // Assess
    expect(Date.parse((answer!.body as { now: string }).now)).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    ['an unknown job', 'POST', '/_local/jobs/nope', '', 404],
    ['a GET', 'GET', '/_local/jobs/daily-digest', '', 405],
    ['a bad instant', 'POST', '/_local/jobs/daily-digest', '{"now":"tomorrow"}', 400],
    ['an unknown field', 'POST', '/_local/jobs/daily-digest', '{"dealIds":[]}', 400],
    ['malformed JSON', 'POST', '/_local/jobs/daily-digest', '{', 400],
  ])('refuses %s', async (_, method, path, body, status) => {
    // Prepare
    const { call, handler } = setUp();

    // Act
    const answer = await call(method, path, body);

    // Assess
    expect(answer?.status).toBe(status);
    expect(handler).not.toHaveBeenCalled();
  });

  it('answers 500 with the error when the job fails', async () => {
    // Prepare
    const { call } = setUp(jest.fn(async (_event: unknown) => Promise.reject(new Error('SES is down'))));

    // Act
    const answer = await call('POST', '/_local/jobs/daily-digest');

    // Assess
    expect(answer).toMatchObject({ status: 500, body: { error: 'Error: SES is down' } });
  });

  it('drains the queues on demand and leaves other paths to the gateway', async () => {
    // Prepare
    const { call, drainQueues } = setUp();

    // Act
    const drained = await call('POST', '/_local/queues/drain');
    const other = await call('GET', '/api/health');

    // Assess
    expect(drained).toEqual({ status: 200, body: { drained: true } });
    expect(drainQueues).toHaveBeenCalledTimes(1);
    expect(other).toBeUndefined();
  });
});
