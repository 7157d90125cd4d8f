import { fakeResponse, jsonResponse } from '../../test/responses';
import { CONFIG_URL, loadRuntimeConfig } from './runtime-config';

const validConfig = {
  stage: 'local',
  region: 'us-east-2',
  userPoolId: 'us-east-2_abc123',
  userPoolClientId: 'client-id',
  userPoolEndpoint: 'http://localhost:5173/cognito',
  authFlowType: 'USER_PASSWORD_AUTH',
  apiBaseUrl: '',
  assetsBaseUrl: '/assets',
};

describe('loadRuntimeConfig', () => {
  it('fetches /config.json without caching and answers the parsed config', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(jsonResponse(200, validConfig));

    const result = await loadRuntimeConfig(fetchImpl);

    expect(fetchImpl).toHaveBeenCalledWith(
      CONFIG_URL,
      expect.not.objectContaining({ cache: expect.anything() }),
    );
    expect(result).toEqual({ ok: true, config: validConfig });
  });

  it('lists what is wrong with an invalid config', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(jsonResponse(200, { ...validConfig, userPoolId: 'nope' }));

    const result = await loadRuntimeConfig(fetchImpl);

    expect(result).toEqual({
      ok: false,
      reason: 'invalid',
      details: ['userPoolId: Pool id must be in the form region_id'],
    });
  });

  it('reports a missing config as unreachable', async () => {
    const result = await loadRuntimeConfig(
      jest.fn().mockResolvedValue(fakeResponse(404, 'Not Found', 'Not Found')),
    );

    expect(result).toEqual({ ok: false, reason: 'unreachable', details: ['404 Not Found'] });
  });

  it('reports a network failure as unreachable', async () => {
    const result = await loadRuntimeConfig(jest.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    expect(result).toMatchObject({ ok: false, reason: 'unreachable' });
  });

  it('reports a body that is not JSON', async () => {
    const result = await loadRuntimeConfig(jest.fn().mockResolvedValue(fakeResponse(200, '<html>')));

    expect(result).toEqual({ ok: false, reason: 'not-json', details: [] });
  });
});
