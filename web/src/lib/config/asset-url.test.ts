import { assetUrl } from './asset-url';
import { setRuntimeConfig } from './runtime-config';

describe('assetUrl', () => {
  it('serves a key under /assets before the configuration is known, each segment encoded', () => {
    expect(assetUrl('deal-photos/user 1/01ABC.jpg')).toBe('/assets/deal-photos/user%201/01ABC.jpg');
  });

  it('uses the configured assets base URL', () => {
    // Prepare
    setRuntimeConfig({
      stage: 'prod',
      region: 'us-east-2',
      userPoolId: 'us-east-2_abc123',
      userPoolClientId: 'client-id',
      authFlowType: 'USER_SRP_AUTH',
      apiBaseUrl: '',
      assetsBaseUrl: 'https://cdn.example.com/assets/',
    } as Parameters<typeof setRuntimeConfig>[0]);

    // Act
    const url = assetUrl('logos/a.png');

    // Assess
    expect(url).toBe('https://cdn.example.com/assets/logos/a.png');
  });
});
