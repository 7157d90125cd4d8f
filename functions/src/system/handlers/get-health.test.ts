import { apiEvent, bodyOf, lambdaContext } from '../../testing/api-event.fixtures';
import { handler } from './get-health';

describe('getHealth', () => {
  it('answers ok with the time, without a token', async () => {
    // Act
    const result = await handler(apiEvent({ path: '/api/health' }), lambdaContext());

    // Assess
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['cache-control']).toBe('no-store');
    expect(bodyOf(result)).toEqual({ status: 'ok', time: expect.any(String) });
  });
});
