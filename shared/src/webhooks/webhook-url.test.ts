import { checkWebhookUrl, WEBHOOK_URL_MAX_LENGTH, webhookUrlSchema } from './webhook-url';

describe('checkWebhookUrl', () => {
  it('accepts a public https URL and answers its normalised form', () => {
    // Act
    const check = checkWebhookUrl('  HTTPS://Hooks.Example.COM:443/deal-flow?x=1  ');

    // Assess
    expect(check).toMatchObject({
      ok: true,
      host: 'hooks.example.com',
      isIpLiteral: false,
      isLoopback: false,
    });
    expect(check.ok && check.url.href).toBe('https://hooks.example.com/deal-flow?x=1');
  });

  it.each([
    ['not a url', 'urlInvalid'],
    ['https://exa mple.com/', 'urlInvalid'],
    ['https://256.0.0.1/', 'urlInvalid'],
    ['ftp://example.com/', 'schemeNotAllowed'],
    ['javascript:alert(1)', 'schemeNotAllowed'],
    ['data:text/plain,hello', 'schemeNotAllowed'],
    ['http://example.com/', 'schemeNotAllowed'],
    ['https://user:secret@example.com/', 'credentialsNotAllowed'],
    ['https://user@example.com/', 'credentialsNotAllowed'],
    ['https://example.com:8443/', 'portNotAllowed'],
    ['https://example.com:80/', 'portNotAllowed'],
    ['https://localhost/', 'hostNotAllowed'],
    ['https://api.localhost/', 'hostNotAllowed'],
    ['https://metadata/', 'hostNotAllowed'],
    ['https://metadata.google.internal/', 'hostNotAllowed'],
    ['https://printer.local/', 'hostNotAllowed'],
    ['https://127.0.0.1/', 'addressNotPublic'],
    ['https://2130706433/', 'addressNotPublic'],
    ['https://[::ffff:127.0.0.1]/', 'addressNotPublic'],
  ])('refuses %s (%s)', (url, reason) => {
    // Act and assess
    expect(checkWebhookUrl(url)).toEqual({ ok: false, reason });
  });

  it('refuses a URL longer than the limit, as typed or once normalised', () => {
    // Prepare
    const typed = `https://example.com/${'a'.repeat(WEBHOOK_URL_MAX_LENGTH)}`;
    const growsWhenEncoded = `https://example.com/${'é'.repeat(WEBHOOK_URL_MAX_LENGTH / 4)}`;

    // Act and assess
    expect(checkWebhookUrl(typed)).toEqual({ ok: false, reason: 'urlTooLong' });
    expect(growsWhenEncoded.length).toBeLessThanOrEqual(WEBHOOK_URL_MAX_LENGTH);
    expect(checkWebhookUrl(growsWhenEncoded)).toEqual({ ok: false, reason: 'urlTooLong' });
  });

  it('accepts loopback receivers over http on any port only when the local option allows them', () => {
    // Prepare
    const local = { allowLoopbackReceiver: true };

    // Act and assess
    expect(checkWebhookUrl('http://127.0.0.1:4010/hook', local)).toMatchObject({
      ok: true,
      isLoopback: true,
    });
    expect(checkWebhookUrl('http://localhost:4010/hook', local)).toMatchObject({
      ok: true,
      isLoopback: true,
    });
    expect(checkWebhookUrl('http://[::1]:4010/hook', local)).toMatchObject({
      ok: true,
      host: '::1',
      isLoopback: true,
    });
    expect(checkWebhookUrl('http://127.0.0.1:0/hook', local)).toEqual({
      ok: false,
      reason: 'portNotAllowed',
    });
    expect(checkWebhookUrl('http://10.0.0.1:4010/hook', local)).toEqual({
      ok: false,
      reason: 'schemeNotAllowed',
    });
    expect(checkWebhookUrl('https://10.0.0.1/hook', local)).toEqual({
      ok: false,
      reason: 'addressNotPublic',
    });
    expect(checkWebhookUrl('http://example.com/hook', local)).toEqual({
      ok: false,
      reason: 'schemeNotAllowed',
    });
    expect(checkWebhookUrl('http://127.0.0.1:4010/hook')).toEqual({ ok: false, reason: 'schemeNotAllowed' });
  });
});

describe('webhookUrlSchema', () => {
  it('answers the normalised URL', () => {
    // Act
    const result = webhookUrlSchema().safeParse(' https://EXAMPLE.com./hook ');

    // Assess
    expect(result).toEqual({ success: true, data: 'https://example.com./hook' });
  });

  it('reports a refused URL with its message key', () => {
    // Act
    const notHttps = webhookUrlSchema().safeParse('http://example.com/');
    const empty = webhookUrlSchema().safeParse('  ');
    const tooLong = webhookUrlSchema().safeParse(`https://example.com/${'a'.repeat(WEBHOOK_URL_MAX_LENGTH)}`);

    // Assess
    expect(notHttps.error?.issues.map((issue) => issue.message)).toEqual(['webhookUrlNotHttps']);
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual(['webhookUrlRequired']);
    expect(tooLong.error?.issues.map((issue) => issue.message)).toEqual(['webhookUrlTooLong']);
  });
});
