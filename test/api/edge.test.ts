/**
 * The edge is the only way in (docs/requirements.md#e7-10): the web origin plays CloudFront,
 * adding the origin secret and the viewer's address; a request straight to the gateway is refused,
 * and a viewer-address header the caller writes itself changes nothing (docs/requirements.md#e7-8).
 */
import { ORIGIN_SECRET_HEADER, VIEWER_ADDRESS_HEADER } from '#shared/api/edge';
import { fromNewAddress, uniqueEmail } from './support/accounts';
import { callApi } from './support/local-stack';

const gatewayUrl = process.env.DEALFLOW_GATEWAY_URL ?? 'http://localhost:3001';

describe('the API behind the edge', () => {
  it('refuses a request straight to the gateway, with no origin secret or a guessed one', async () => {
    // Act
    const direct = await fetch(`${gatewayUrl}/api/health`);
    const guessed = await fetch(`${gatewayUrl}/api/health`, { headers: { [ORIGIN_SECRET_HEADER]: 'guess' } });
    const directJoin = await fetch(`${gatewayUrl}/api/auth/public-request-access`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [VIEWER_ADDRESS_HEADER]: '203.0.113.5:1' },
      body: JSON.stringify({
        firstName: 'Eve',
        lastName: 'Direct',
        email: uniqueEmail('direct'),
        role: 'buyer',
      }),
    });
    const throughTheEdge = await callApi('/api/health', { headers: { [ORIGIN_SECRET_HEADER]: 'guess' } });

    // Assess
    expect(direct.status).toBe(403);
    expect(await direct.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(guessed.status).toBe(403);
    expect(directJoin.status).toBe(403);
    expect(throughTheEdge.status).toBe(200);
  });

  it('counts the per-IP limit by the address the edge saw, whatever viewer address the caller writes', async () => {
    // Prepare: one caller, rotating the header that used to decide its address.
    const caller = fromNewAddress();
    const join = (attempt: number) =>
      callApi('/api/auth/public-request-access', {
        method: 'POST',
        headers: { ...caller, [VIEWER_ADDRESS_HEADER]: `198.51.100.${attempt}:443` },
        body: JSON.stringify({
          firstName: 'Rot',
          lastName: 'Ator',
          email: uniqueEmail('rotate'),
          role: 'buyer',
        }),
      });

    // Act: one more than the per-IP limit of 30 an hour.
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 31; attempt += 1) statuses.push((await join(attempt)).status);

    // Assess
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
