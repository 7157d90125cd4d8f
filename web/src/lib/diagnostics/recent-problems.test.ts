import { FEEDBACK_RECENT_PROBLEMS_MAX, feedbackRecentProblemSchema } from '#shared/feedback/feedback';
import {
  clearRecentProblems,
  recentProblems,
  recordClientError,
  recordFailedRequest,
  recordWindowProblems,
} from './recent-problems';
import { reportableProblems } from './report-problems';

afterEach(clearRecentProblems);

describe('recent problems', () => {
  it(`keeps only the last ${FEEDBACK_RECENT_PROBLEMS_MAX}, oldest first`, () => {
    for (let index = 1; index <= FEEDBACK_RECENT_PROBLEMS_MAX + 3; index += 1)
      recordClientError(`error ${index}`);

    const kept = recentProblems();

    expect(kept).toHaveLength(FEEDBACK_RECENT_PROBLEMS_MAX);
    expect(kept[0]).toMatchObject({ message: 'error 4' });
    expect(kept.at(-1)).toMatchObject({ message: `error ${FEEDBACK_RECENT_PROBLEMS_MAX + 3}` });
  });

  it('keeps a failed call as method, path and status: never its query or host', () => {
    recordFailedRequest('get', 'https://api.example/api/deals/d-1?token=secret&q=1#x', 503);

    expect(recentProblems()).toEqual([
      { kind: 'failedRequest', method: 'GET', path: '/api/deals/d-1', status: 503, at: expect.any(String) },
    ]);
  });

  it('cuts URL queries and token-like strings out of error messages, and caps them', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    recordClientError(`Failed https://app.example/x?code=abc with ${jwt} ${'y'.repeat(300)}`);

    const [problem] = reportableProblems();
    expect(problem).toMatchObject({ kind: 'clientError' });
    const message = problem?.kind === 'clientError' ? problem.message : '';
    expect(message).not.toContain('code=abc');
    expect(message).not.toContain(jwt);
    expect(message.startsWith('Failed https://app.example/x with [redacted]')).toBe(true);
    expect(message.length).toBeLessThanOrEqual(200);
  });

  it('records what the schema of a bug report accepts', () => {
    recordClientError('TypeError: x is undefined');
    recordFailedRequest('POST', '/api/feedback', 0);

    recordClientError('   ');
    for (const problem of reportableProblems())
      expect(feedbackRecentProblemSchema.safeParse(problem).success).toBe(true);
  });

  it("records the window's uncaught errors and unhandled rejections until stopped", () => {
    const stop = recordWindowProblems(window);
    window.dispatchEvent(new ErrorEvent('error', { message: 'Boom' }));
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'Uncaught ', error: new TypeError('x is not a function') }),
    );
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new RangeError('Out of range');
    window.dispatchEvent(rejection);
    stop();
    window.dispatchEvent(new ErrorEvent('error', { message: 'After stop' }));

    expect(
      recentProblems().map((problem) => (problem.kind === 'clientError' ? problem.message : '')),
    ).toEqual(['Boom', 'TypeError: x is not a function', 'RangeError: Out of range']);
  });
});
