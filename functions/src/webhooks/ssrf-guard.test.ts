import {
  assertPublicWebhookUrl,
  type HostResolver,
  type ResolvedAddress,
  WebhookUrlRefusedError,
} from './ssrf-guard';

/** A DNS stand-in: each name answers the addresses listed; any other name is not found. */
const DNS: Readonly<Record<string, readonly string[]>> = {
  'hooks.example.com': ['93.184.215.14'],
  'dual.example.com': ['2606:2800:21f:cb07:6820:80da:af6b:8b2c', '93.184.215.14'],
  'v6only.example.com': ['2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  'rebind.example.com': ['93.184.215.14', '127.0.0.1'],
  'internal-app.example.com': ['10.0.3.7'],
  'metadata-alias.example.com': ['169.254.169.254'],
  'aws-v6-metadata.example.com': ['fd00:ec2::254'],
  'mapped.example.com': ['::ffff:127.0.0.1'],
  'nat64.example.com': ['64:ff9b::c0a8:1'],
  'cgnat.example.com': ['100.64.1.1'],
  '127.0.0.1.nip.io': ['127.0.0.1'],
  localhost: ['127.0.0.1', '::1'],
  'weird.localhost': ['127.0.0.1', '192.168.1.1'],
  'empty.example.com': [],
};

function fakeResolver(): HostResolver & jest.Mock {
  return jest.fn(async (hostname: string): Promise<ResolvedAddress[]> => {
    const answers = DNS[hostname];
    if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  });
}

async function refusalOf(url: string, allowLoopbackReceiver = false): Promise<string> {
  try {
    await assertPublicWebhookUrl(url, { resolve: fakeResolver(), allowLoopbackReceiver });
    return 'allowed';
  } catch (error) {
    if (error instanceof WebhookUrlRefusedError) return error.reason;
    throw error;
  }
}

describe('assertPublicWebhookUrl, the SSRF corpus', () => {
  it.each([
    // Public receivers.
    ['https://hooks.example.com/dealflow', 'allowed'],
    ['https://hooks.example.com:443/dealflow?token=abc', 'allowed'],
    ['HTTPS://HOOKS.EXAMPLE.COM./dealflow', 'allowed'],
    ['https://dual.example.com/', 'allowed'],
    ['https://v6only.example.com/', 'allowed'],
    ['https://93.184.215.14/hook', 'allowed'],
    ['https://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/hook', 'allowed'],
    ['https://[::ffff:93.184.215.14]/hook', 'allowed'],
    // Scheme, credentials and port.
    ['http://hooks.example.com/', 'schemeNotAllowed'],
    ['ftp://hooks.example.com/', 'schemeNotAllowed'],
    ['file:///etc/passwd', 'schemeNotAllowed'],
    ['gopher://hooks.example.com:70/', 'schemeNotAllowed'],
    ['https://admin:pw@hooks.example.com/', 'credentialsNotAllowed'],
    ['https://hooks.example.com:8443/', 'portNotAllowed'],
    ['https://hooks.example.com:22/', 'portNotAllowed'],
    ['not a url', 'urlInvalid'],
    // Loopback in every spelling.
    ['https://127.0.0.1/', 'addressNotPublic'],
    ['https://127.1/', 'addressNotPublic'],
    ['https://127.0.0.1./', 'addressNotPublic'],
    ['https://2130706433/', 'addressNotPublic'],
    ['http://2130706433/', 'schemeNotAllowed'],
    ['https://0177.0.0.1/', 'addressNotPublic'],
    ['https://0x7f.0.0.1/', 'addressNotPublic'],
    ['https://0x7f000001/', 'addressNotPublic'],
    ['https://017700000001/', 'addressNotPublic'],
    ['https://%31%32%37.0.0.1/', 'addressNotPublic'],
    ['https://１２７.0.0.1/', 'addressNotPublic'],
    ['https://[::1]/', 'addressNotPublic'],
    ['https://[0:0:0:0:0:0:0:1]/', 'addressNotPublic'],
    ['https://[::ffff:127.0.0.1]/', 'addressNotPublic'],
    ['https://[::ffff:7f00:1]/', 'addressNotPublic'],
    ['https://[::127.0.0.1]/', 'addressNotPublic'],
    ['https://[2002:7f00:1::]/', 'addressNotPublic'],
    ['https://localhost/', 'hostNotAllowed'],
    ['https://LOCALHOST./', 'hostNotAllowed'],
    ['https://api.localhost/', 'hostNotAllowed'],
    ['https://127.0.0.1.nip.io/', 'addressNotPublic'],
    ['https://0/', 'addressNotPublic'],
    ['https://0.0.0.0/', 'addressNotPublic'],
    ['https://[::]/', 'addressNotPublic'],
    // Private, shared, link-local and metadata.
    ['https://10.0.0.1/', 'addressNotPublic'],
    ['https://012.0.0.1/', 'addressNotPublic'],
    ['https://172.16.5.4/', 'addressNotPublic'],
    ['https://172.31.255.255/', 'addressNotPublic'],
    ['https://192.168.0.1/', 'addressNotPublic'],
    ['https://0xc0a80001/', 'addressNotPublic'],
    ['https://100.64.0.1/', 'addressNotPublic'],
    ['https://169.254.169.254/latest/meta-data/', 'addressNotPublic'],
    ['https://2852039166/', 'addressNotPublic'],
    ['https://[fd00:ec2::254]/', 'addressNotPublic'],
    ['https://[fe80::1]/', 'addressNotPublic'],
    ['https://[fc00::1]/', 'addressNotPublic'],
    ['https://[64:ff9b::10.0.0.1]/', 'addressNotPublic'],
    ['https://[2002:c0a8:101::]/', 'addressNotPublic'],
    ['https://[::ffff:169.254.169.254]/', 'addressNotPublic'],
    ['https://metadata.google.internal/computeMetadata/v1/', 'hostNotAllowed'],
    ['https://metadata/', 'hostNotAllowed'],
    ['https://instance-data/', 'hostNotAllowed'],
    ['https://instance-data.ec2.internal/', 'hostNotAllowed'],
    ['https://nas.local/', 'hostNotAllowed'],
    ['https://router.home.arpa/', 'hostNotAllowed'],
    // Multicast, broadcast, reserved and documentation.
    ['https://224.0.0.1/', 'addressNotPublic'],
    ['https://255.255.255.255/', 'addressNotPublic'],
    ['https://240.0.0.1/', 'addressNotPublic'],
    ['https://192.0.2.1/', 'addressNotPublic'],
    ['https://198.18.0.1/', 'addressNotPublic'],
    ['https://[ff02::1]/', 'addressNotPublic'],
    ['https://[2001:db8::1]/', 'addressNotPublic'],
    // Names that resolve somewhere they must not.
    ['https://internal-app.example.com/', 'addressNotPublic'],
    ['https://metadata-alias.example.com/', 'addressNotPublic'],
    ['https://aws-v6-metadata.example.com/', 'addressNotPublic'],
    ['https://mapped.example.com/', 'addressNotPublic'],
    ['https://nat64.example.com/', 'addressNotPublic'],
    ['https://cgnat.example.com/', 'addressNotPublic'],
    ['https://rebind.example.com/', 'addressNotPublic'],
    ['https://unknown.example.com/', 'hostNotResolved'],
    ['https://empty.example.com/', 'hostNotResolved'],
  ])('%s → %s', async (url, expected) => {
    // Act
    const outcome = await refusalOf(url);

    // Assess
    expect(outcome).toBe(expected);
  });
});

describe('assertPublicWebhookUrl with the local loopback receiver option', () => {
  it.each([
    ['http://127.0.0.1:4010/hook', 'allowed'],
    ['http://localhost:4010/hook', 'allowed'],
    ['http://[::1]:4010/hook', 'allowed'],
    ['https://127.0.0.1:4443/hook', 'allowed'],
    ['http://2130706433:4010/hook', 'allowed'],
    ['http://weird.localhost:4010/hook', 'addressNotPublic'],
    ['http://127.0.0.1:0/hook', 'portNotAllowed'],
    ['http://10.0.0.1:4010/hook', 'schemeNotAllowed'],
    ['https://10.0.0.1/hook', 'addressNotPublic'],
    ['http://169.254.169.254/latest/meta-data/', 'schemeNotAllowed'],
    ['http://127.0.0.1.nip.io:4010/hook', 'schemeNotAllowed'],
    ['https://127.0.0.1.nip.io/hook', 'addressNotPublic'],
    ['http://hooks.example.com/hook', 'schemeNotAllowed'],
    ['https://hooks.example.com/hook', 'allowed'],
  ])('%s → %s', async (url, expected) => {
    // Act
    const outcome = await refusalOf(url, true);

    // Assess
    expect(outcome).toBe(expected);
  });
});

describe('assertPublicWebhookUrl, the answer', () => {
  it('pins the first IPv4 address of a dual-stack name and keeps the name for Host and SNI', async () => {
    // Act
    const target = await assertPublicWebhookUrl('https://Dual.Example.com/hook?x=1', {
      resolve: fakeResolver(),
    });

    // Assess
    expect(target.pinnedAddress).toEqual({ address: '93.184.215.14', family: 4 });
    expect(target.host).toBe('dual.example.com');
    expect(target.url.href).toBe('https://dual.example.com/hook?x=1');
    expect(target.addresses).toHaveLength(2);
  });

  it('pins an IPv6 address when the name has no IPv4 one', async () => {
    // Act
    const target = await assertPublicWebhookUrl('https://v6only.example.com/', { resolve: fakeResolver() });

    // Assess
    expect(target.pinnedAddress).toEqual({ address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 });
  });

  it('does not ask DNS about an IP literal, and pins the literal itself', async () => {
    // Prepare
    const resolve = fakeResolver();

    // Act
    const target = await assertPublicWebhookUrl('https://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/', {
      resolve,
    });

    // Assess
    expect(resolve).not.toHaveBeenCalled();
    expect(target.pinnedAddress).toEqual({ address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 });
  });

  it('asks DNS for the bare name, without the trailing dot', async () => {
    // Prepare
    const resolve = fakeResolver();

    // Act
    await assertPublicWebhookUrl('https://hooks.example.com./', { resolve });

    // Assess
    expect(resolve).toHaveBeenCalledWith('hooks.example.com');
  });

  it('throws a typed error whose reason is stable and whose detail names the range for logs', async () => {
    // Act
    const error = await assertPublicWebhookUrl('https://rebind.example.com/', {
      resolve: fakeResolver(),
    }).catch((caught: unknown) => caught);

    // Assess
    expect(error).toBeInstanceOf(WebhookUrlRefusedError);
    expect(error).toMatchObject({ reason: 'addressNotPublic', detail: '127.0.0.1 is loopback' });
  });
});
