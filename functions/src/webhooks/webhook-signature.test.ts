import {
  newWebhookMessageId,
  newWebhookSecret,
  signWebhook,
  verifyWebhook,
  WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS,
  webhookSignatureHeaders,
  webhookSigningKey,
  type WebhookSignatureFailure,
} from './webhook-signature';

/** The example of the Standard Webhooks specification and its reference libraries. */
const VECTOR = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};
const VECTOR_TIME = new Date(VECTOR.timestamp * 1000);
const VECTOR_HEADERS = {
  'webhook-id': VECTOR.id,
  'webhook-timestamp': String(VECTOR.timestamp),
  'webhook-signature': VECTOR.signature,
};

function failureOf(action: () => void): WebhookSignatureFailure | undefined {
  try {
    action();
    return undefined;
  } catch (error) {
    return (error as { reason?: WebhookSignatureFailure }).reason;
  }
}

describe('signWebhook', () => {
  it('matches the Standard Webhooks test vector', () => {
    // Act
    const signature = signWebhook(VECTOR.secret, VECTOR);

    // Assess
    expect(signature).toBe(VECTOR.signature);
  });

  it('signs the same bytes given as a Buffer', () => {
    // Act
    const signature = signWebhook(VECTOR.secret, { ...VECTOR, body: Buffer.from(VECTOR.body, 'utf8') });

    // Assess
    expect(signature).toBe(VECTOR.signature);
  });

  it('changes when the id, the timestamp or one byte of the body changes', () => {
    // Act
    const signatures = [
      signWebhook(VECTOR.secret, { ...VECTOR, id: 'msg_other' }),
      signWebhook(VECTOR.secret, { ...VECTOR, timestamp: VECTOR.timestamp + 1 }),
      signWebhook(VECTOR.secret, { ...VECTOR, body: '{"test": 2432232315}' }),
    ];

    // Assess
    for (const signature of signatures) expect(signature).not.toBe(VECTOR.signature);
  });
});

describe('webhookSignatureHeaders', () => {
  it('answers the three Standard Webhooks headers', () => {
    // Act
    const headers = webhookSignatureHeaders(VECTOR.secret, VECTOR);

    // Assess
    expect(headers).toEqual(VECTOR_HEADERS);
  });
});

describe('webhookSigningKey', () => {
  it('decodes the base64 part of the secret into the key bytes', () => {
    // Act
    const key = webhookSigningKey(VECTOR.secret);

    // Assess
    expect(key).toEqual(Buffer.from('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'base64'));
    expect(key).toHaveLength(24);
  });

  it.each([
    ['no prefix', 'MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
    ['wrong prefix', 'whsk_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
    ['not base64', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLa!!'],
    ['too short a key', 'whsec_c2hvcnQ='],
    ['empty', 'whsec_'],
  ])('refuses a secret with %s', (_case, secret) => {
    // Act and assess
    expect(failureOf(() => webhookSigningKey(secret))).toBe('secretInvalid');
  });
});

describe('newWebhookSecret', () => {
  it('makes whsec_ secrets of 24 random bytes that sign and verify, never twice the same', () => {
    // Act
    const secrets = Array.from({ length: 20 }, () => newWebhookSecret());

    // Assess
    for (const secret of secrets) {
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
      expect(webhookSigningKey(secret)).toHaveLength(24);
      const headers = webhookSignatureHeaders(secret, VECTOR);
      expect(() => verifyWebhook(secret, { headers, body: VECTOR.body }, VECTOR_TIME)).not.toThrow();
    }
    expect(new Set(secrets).size).toBe(secrets.length);
  });
});

describe('newWebhookMessageId', () => {
  it('makes msg_ ids, never twice the same', () => {
    // Act
    const ids = Array.from({ length: 20 }, () => newWebhookMessageId());

    // Assess
    for (const id of ids) expect(id).toMatch(/^msg_[A-Za-z0-9_-]{22}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('verifyWebhook', () => {
  it('accepts the test vector at its own time', () => {
    // Act and assess
    expect(() =>
      verifyWebhook(VECTOR.secret, { headers: VECTOR_HEADERS, body: VECTOR.body }, VECTOR_TIME),
    ).not.toThrow();
  });

  it('reads the headers in any case', () => {
    // Prepare
    const headers = {
      'Webhook-Id': VECTOR.id,
      'WEBHOOK-TIMESTAMP': String(VECTOR.timestamp),
      'Webhook-Signature': VECTOR.signature,
    };

    // Act and assess
    expect(() => verifyWebhook(VECTOR.secret, { headers, body: VECTOR.body }, VECTOR_TIME)).not.toThrow();
  });

  it('accepts any matching v1 signature among several, ignoring other versions', () => {
    // Prepare
    const headers = {
      ...VECTOR_HEADERS,
      'webhook-signature': `v1,${Buffer.alloc(32).toString('base64')} v1a,whatever ${VECTOR.signature} junk`,
    };

    // Act and assess
    expect(() => verifyWebhook(VECTOR.secret, { headers, body: VECTOR.body }, VECTOR_TIME)).not.toThrow();
  });

  it('accepts a timestamp up to five minutes away either way, and refuses one beyond', () => {
    // Prepare
    const at = (offsetSeconds: number) => new Date((VECTOR.timestamp + offsetSeconds) * 1000);
    const verifyAt = (offsetSeconds: number) => () =>
      verifyWebhook(VECTOR.secret, { headers: VECTOR_HEADERS, body: VECTOR.body }, at(offsetSeconds));

    // Act and assess
    expect(failureOf(verifyAt(WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS))).toBeUndefined();
    expect(failureOf(verifyAt(-WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS))).toBeUndefined();
    expect(failureOf(verifyAt(WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS + 1))).toBe('timestampOutOfTolerance');
    expect(failureOf(verifyAt(-WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS - 1))).toBe('timestampOutOfTolerance');
  });

  it.each([
    ['a tampered body', { body: '{"test": 2432232315}' }, 'signatureMismatch'],
    ['a body with extra whitespace', { body: '{"test":  2432232314}' }, 'signatureMismatch'],
    [
      'another message id',
      { headers: { ...VECTOR_HEADERS, 'webhook-id': 'msg_other' } },
      'signatureMismatch',
    ],
    [
      'a signature from another secret',
      { headers: { ...VECTOR_HEADERS, 'webhook-signature': signWebhook(newWebhookSecret(), VECTOR) } },
      'signatureMismatch',
    ],
    [
      'a truncated signature',
      { headers: { ...VECTOR_HEADERS, 'webhook-signature': VECTOR.signature.slice(0, 20) } },
      'signatureMismatch',
    ],
    [
      'the right digest under another version',
      { headers: { ...VECTOR_HEADERS, 'webhook-signature': VECTOR.signature.replace('v1,', 'v2,') } },
      'signatureMismatch',
    ],
    [
      'a timestamp replaced within tolerance',
      { headers: { ...VECTOR_HEADERS, 'webhook-timestamp': String(VECTOR.timestamp + 10) } },
      'signatureMismatch',
    ],
    [
      'a missing signature',
      { headers: { ...VECTOR_HEADERS, 'webhook-signature': undefined } },
      'headersMissing',
    ],
    ['a missing id', { headers: { ...VECTOR_HEADERS, 'webhook-id': '' } }, 'headersMissing'],
    [
      'a timestamp in milliseconds',
      { headers: { ...VECTOR_HEADERS, 'webhook-timestamp': String(VECTOR.timestamp * 1000) } },
      'timestampInvalid',
    ],
    [
      'a non-numeric timestamp',
      { headers: { ...VECTOR_HEADERS, 'webhook-timestamp': '1614265330.5' } },
      'timestampInvalid',
    ],
  ])(
    'refuses %s',
    (_case, change: { body?: string; headers?: Record<string, string | undefined> }, reason) => {
      // Prepare
      const received = { headers: change.headers ?? VECTOR_HEADERS, body: change.body ?? VECTOR.body };

      // Act and assess
      expect(failureOf(() => verifyWebhook(VECTOR.secret, received, VECTOR_TIME))).toBe(reason);
    },
  );
});
