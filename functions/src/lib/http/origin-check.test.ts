import { getHealth } from '#shared/api/routes/system.routes';
import { ORIGIN_SECRET_HEADER } from '#shared/api/edge';
import { apiEvent, bodyOf, lambdaContext } from '../../testing/api-event.fixtures';
import { TEST_ORIGIN_SECRET } from '../../testing/origin-secret.fixtures';
import { cameThroughEdge } from './origin-check';
import { createRouteHandler } from './route-handler';

describe('cameThroughEdge', () => {
  it('accepts exactly the origin secret', () => {
    expect(cameThroughEdge({ headers: { [ORIGIN_SECRET_HEADER]: TEST_ORIGIN_SECRET } })).toBe(true);
  });

  it.each([
    ['no header', {}],
    ['an empty header', { [ORIGIN_SECRET_HEADER]: '' }],
    ['another secret', { [ORIGIN_SECRET_HEADER]: `${TEST_ORIGIN_SECRET}x` }],
  ])('refuses %s', (_, headers) => {
    expect(cameThroughEdge({ headers })).toBe(false);
  });
});

describe('the route pipeline', () => {
  const implementation = jest.fn(() => ({ status: 'ok' as const, time: 'now' }));
  const handler = createRouteHandler(getHealth, implementation);

  it('answers 403 to a request without the origin secret, before the route runs', async () => {
    // Act
    const result = await handler(apiEvent({ viaEdge: false, path: '/api/health' }), lambdaContext());

    // Assess
    expect(result).toMatchObject({ statusCode: 403 });
    expect(bodyOf(result)).toMatchObject({ code: 'FORBIDDEN' });
    expect(implementation).not.toHaveBeenCalled();
  });

  it('runs the route for a request through the edge', async () => {
    // Act
    const result = await handler(apiEvent({ path: '/api/health' }), lambdaContext());

    // Assess
    expect(result).toMatchObject({ statusCode: 200 });
    expect(implementation).toHaveBeenCalledTimes(1);
  });
});
