import { webhookSettingsBodySchema, webhookSettingsSchema } from './webhook-settings';

describe('webhookSettingsBodySchema', () => {
  it('accepts an enabled webhook with a public https URL, normalised', () => {
    // Act
    const result = webhookSettingsBodySchema.safeParse({
      offerWebhookEnabled: true,
      offerSubmittedUrl: 'https://Hooks.Example.com/offers',
    });

    // Assess
    expect(result).toEqual({
      success: true,
      data: { offerWebhookEnabled: true, offerSubmittedUrl: 'https://hooks.example.com/offers' },
    });
  });

  it('accepts a disabled webhook with no URL, an empty URL meaning none', () => {
    // Act
    const empty = webhookSettingsBodySchema.safeParse({ offerWebhookEnabled: false, offerSubmittedUrl: '' });
    const none = webhookSettingsBodySchema.safeParse({ offerWebhookEnabled: false, offerSubmittedUrl: null });

    // Assess
    expect(empty.data).toEqual({ offerWebhookEnabled: false, offerSubmittedUrl: null });
    expect(none.data).toEqual({ offerWebhookEnabled: false, offerSubmittedUrl: null });
  });

  it('refuses enabling without a URL, on the URL field', () => {
    // Act
    const result = webhookSettingsBodySchema.safeParse({ offerWebhookEnabled: true, offerSubmittedUrl: '' });

    // Assess
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['offerSubmittedUrl'], message: 'webhookUrlRequired' }),
    ]);
  });

  it('refuses unknown fields and a non-boolean flag', () => {
    // Act
    const extra = webhookSettingsBodySchema.safeParse({
      offerWebhookEnabled: false,
      offerSubmittedUrl: null,
      secret: 'whsec_x',
    });
    const flag = webhookSettingsBodySchema.safeParse({ offerWebhookEnabled: 'yes', offerSubmittedUrl: null });

    // Assess
    expect(extra.success).toBe(false);
    expect(flag.success).toBe(false);
  });

  it('lets a loopback receiver through (the server narrows it per deployment), but no private address', () => {
    // Act
    const loopback = webhookSettingsBodySchema.safeParse({
      offerWebhookEnabled: true,
      offerSubmittedUrl: 'http://127.0.0.1:4010/hook',
    });
    const privateAddress = webhookSettingsBodySchema.safeParse({
      offerWebhookEnabled: true,
      offerSubmittedUrl: 'https://192.168.1.10/hook',
    });

    // Assess
    expect(loopback.success).toBe(true);
    expect(privateAddress.error?.issues.map((issue) => issue.message)).toContain('webhookUrlNotPublic');
  });
});

describe('webhookSettingsSchema', () => {
  it('refuses a loopback receiver under the production rules', () => {
    // Act
    const result = webhookSettingsSchema().safeParse({
      offerWebhookEnabled: true,
      offerSubmittedUrl: 'http://127.0.0.1:4010/hook',
    });

    // Assess
    expect(result.error?.issues.map((issue) => issue.message)).toContain('webhookUrlNotHttps');
  });
});
