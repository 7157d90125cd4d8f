import { apiEvent } from '../../testing/api-event.fixtures';
import { clientIp } from './client-ip';

describe('clientIp', () => {
  it('reads the viewer address CloudFront forwards, without its port', () => {
    expect(clientIp(apiEvent({ headers: { 'cloudfront-viewer-address': '198.51.100.7:46532' } }))).toBe(
      '198.51.100.7',
    );
    expect(clientIp(apiEvent({ headers: { 'cloudfront-viewer-address': '2001:db8::1:443' } }))).toBe(
      '2001:db8::1',
    );
  });

  it("falls back to API Gateway's source address", () => {
    expect(clientIp(apiEvent())).toBe('127.0.0.1');
  });
});
