import { isIpLiteral, isPublicAddress, nonPublicRangeOf, parseIPv4, parseIPv6 } from './ip-ranges';

describe('parseIPv4', () => {
  it('reads dotted decimal and refuses every other spelling', () => {
    // Act and assess
    expect(parseIPv4('127.0.0.1')).toBe(0x7f000001n);
    expect(parseIPv4('255.255.255.255')).toBe(0xffffffffn);
    for (const spelling of [
      '0177.0.0.1',
      '0x7f.0.0.1',
      '127.1',
      '2130706433',
      '256.0.0.1',
      '1.2.3.4.',
      '1.2.3',
      '',
    ]) {
      expect(parseIPv4(spelling)).toBeNull();
    }
  });
});

describe('parseIPv6', () => {
  it('reads compressed, full, bracketed, zoned and IPv4-tailed forms to the same number', () => {
    // Prepare
    const loopback = 1n;

    // Act and assess
    expect(parseIPv6('::1')).toBe(loopback);
    expect(parseIPv6('0:0:0:0:0:0:0:1')).toBe(loopback);
    expect(parseIPv6('[::1]')).toBe(loopback);
    expect(parseIPv6('::ffff:127.0.0.1')).toBe(parseIPv6('::ffff:7f00:1'));
    expect(parseIPv6('fe80::1%eth0')).toBe(parseIPv6('fe80::1'));
    expect(parseIPv6('2001:DB8::A')).toBe(parseIPv6('2001:db8::a'));
  });

  it('refuses malformed addresses', () => {
    // Act and assess
    for (const text of [
      '',
      ':::',
      '1::2::3',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4:5:6:7',
      '::12345',
      '::g',
      '::1.2.3',
      '1:2:3:4:5:6:7::8',
    ]) {
      expect(parseIPv6(text)).toBeNull();
    }
  });
});

describe('nonPublicRangeOf', () => {
  it.each([
    ['0.0.0.0', 'this-network'],
    ['0.255.1.2', 'this-network'],
    ['10.1.2.3', 'private'],
    ['100.64.0.1', 'shared-address-space'],
    ['100.100.100.200', 'shared-address-space'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.0.0.192', 'ietf-protocol-assignments'],
    ['192.0.2.10', 'documentation'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'benchmarking'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['::ffff:0:10.0.0.1', 'private'],
    ['::7f00:1', 'ipv4-compatible'],
    ['::8.8.8.8', 'ipv4-compatible'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['64:ff9b:1::1', 'nat64-local-use'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:c0a8:101::1', 'private'],
    ['100::1', 'discard-only'],
    ['2001::1', 'ietf-protocol-assignments'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['fc00::1', 'unique-local'],
    ['fd00:ec2::254', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'multicast'],
    ['4000::1', 'reserved'],
    ['localhost', 'invalid'],
    ['0177.0.0.1', 'invalid'],
  ])('classifies %s as %s', (address, range) => {
    // Act and assess
    expect(nonPublicRangeOf(address)).toBe(range);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '192.169.0.1',
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('finds %s public', (address) => {
    // Act and assess
    expect(nonPublicRangeOf(address)).toBeNull();
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('isIpLiteral', () => {
  it('tells IP literals from host names', () => {
    // Act and assess
    expect(isIpLiteral('1.2.3.4')).toBe(true);
    expect(isIpLiteral('::1')).toBe(true);
    expect(isIpLiteral('[2001:db8::1]')).toBe(true);
    expect(isIpLiteral('example.com')).toBe(false);
    expect(isIpLiteral('1.2.3.4.nip.io')).toBe(false);
  });
});
