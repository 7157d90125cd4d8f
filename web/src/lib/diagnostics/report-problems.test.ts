import { feedbackRecentProblemSchema } from '#shared/feedback/feedback';
import { FEEDBACK_PAGE_PATH_MAX } from '#shared/feedback/feedback-limits';
import { clearRecentProblems, recordClientError, recordFailedRequest } from './recent-problems';
import { cleanProblemMessage, reportableProblems } from './report-problems';

afterEach(clearRecentProblems);

const messages = () =>
  reportableProblems().map((problem) => (problem.kind === 'clientError' ? problem.message : ''));

describe('reportable problems', () => {
  it('never cuts a character in two at the message cap', () => {
    // 199 UTF-16 units, spaced so that no run looks like a token, then one astral character (two units).
    const start = `${'x '.repeat(99)}x`;
    recordClientError(`${start}😀`);

    expect(messages()).toEqual([start]);
    expect(feedbackRecentProblemSchema.safeParse(reportableProblems()[0]).success).toBe(true);
  });

  it('strips invisible, bidi and control characters the server would refuse', () => {
    recordClientError('Type\u200BError:\u202E bad\u0007 value\uFEFF');

    expect(messages()).toEqual(['TypeError: bad value']);
    expect(feedbackRecentProblemSchema.safeParse(reportableProblems()[0]).success).toBe(true);
  });

  it('finds a token even when an invisible character splits it', () => {
    const token = 'a'.repeat(43);

    expect(cleanProblemMessage(`bad ${token.slice(0, 20)}\u200B${token.slice(20)}`)).toBe('bad [redacted]');
  });

  it("cuts a token out of a failed call's path and caps the path", () => {
    const token = 'Ab3_-'.repeat(8) + 'xyz';
    recordFailedRequest('GET', `/api/auth/validate-invitation/${token}`, 404);
    recordFailedRequest('GET', `/api/${'segment/'.repeat(60)}`, 500);

    const [invitation, long] = reportableProblems();
    expect(invitation).toMatchObject({ path: '/api/auth/validate-invitation/[redacted]' });
    expect(long?.kind === 'failedRequest' && long.path.length).toBeLessThanOrEqual(FEEDBACK_PAGE_PATH_MAX);
  });

  it('leaves out an entry the feedback schema would still refuse, keeping the rest', () => {
    recordClientError('kept');
    recordFailedRequest('GET', '/api/deals', 600);

    expect(reportableProblems()).toEqual([expect.objectContaining({ message: 'kept' })]);
  });
});
