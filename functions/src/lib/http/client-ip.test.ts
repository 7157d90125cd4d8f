import { VIEWER_ADDRESS_HEADER } from '#shared/api/edge';
import { apiEvent } from '../../testing/api-event.fixtures';
import { clientIp } from './client-ip';

describe('clientIp', () => {
  it('reads the viewer address CloudFront forwards, without its port, on a request through the edge', () => {
    expect(clientIp(apiEvent({ headers: { [VIEWER_ADDRESS_HEADER]: '198.51.100.7:46532' } }))).toBe(
      '198.51.100.7',
    );
    expect(clientIp(apiEvent({ headers: { [VIEWER_ADDRESS_HEADER]: '2001:db8::1:443' } }))).toBe(
      '2001:db8::1',
    );
  });

  it('ignores a viewer address on a request without the origin secret: anyone can write that header', () => {
    const event = apiEvent({ viaEdge: false, headers: { [VIEWER_ADDRESS_HEADER]: '198.51.100.7:46532' } });

    expect(clientIp(event)).toBe('127.0.0.1');
  });

  it('ignores a viewer address next to a wrong origin secret', () => {
    const event = apiEvent({ headers: { [VIEWER_ADDRESS_HEADER]: '198.51.100.7:46532' } });

    expect(clientIp(event, 'another-secret-0123456789abcdef0123456789')).toBe('127.0.0.1');
  });

  it("falls back to API Gateway's source address", () => {
    expect(clientIp(apiEvent())).toBe('127.0.0.1');
  });
});
