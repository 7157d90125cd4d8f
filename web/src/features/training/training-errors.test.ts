import { ApiRequestError, NetworkError } from '../../lib/api/api-errors';
import { shouldRetryTrainingQuery } from './training-errors';

const refused = (status: number, code: string) =>
  new ApiRequestError(status, 'Refused', '', { code, message: 'x' });

describe('shouldRetryTrainingQuery', () => {
  it('does not ask again for a lesson that is not there or a request refused as malformed', () => {
    expect(shouldRetryTrainingQuery(0, refused(404, 'LESSON_NOT_FOUND'))).toBe(false);
    expect(shouldRetryTrainingQuery(0, refused(404, 'NOT_FOUND'))).toBe(false);
    expect(shouldRetryTrainingQuery(0, refused(400, 'VALIDATION_FAILED'))).toBe(false);
  });

  it('retries a server or network failure up to the app limit', () => {
    expect(shouldRetryTrainingQuery(0, refused(500, 'INTERNAL'))).toBe(true);
    expect(shouldRetryTrainingQuery(0, new NetworkError())).toBe(true);
    expect(shouldRetryTrainingQuery(3, refused(500, 'INTERNAL'))).toBe(false);
  });
});
