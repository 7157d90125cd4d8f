import type { FeedbackChallenge, MyFeedback } from '#shared/feedback/feedback';

let challenges = 0;

/** A challenge as the API issues it; each call signs a new one. */
export function makeChallenge(): FeedbackChallenge {
  challenges += 1;
  return {
    parameters: {
      algorithm: 'SHA-256',
      nonce: `nonce-${challenges}`,
      salt: 'salt',
      cost: 1,
      keyLength: 32,
      keyPrefix: '00',
      expiresAt: 1_900_000_000,
    },
    signature: `signature-${challenges}`,
  };
}

/** One of the user's own feedback items. */
export function makeMyFeedback(overrides: Partial<MyFeedback> = {}): MyFeedback {
  return {
    feedbackId: '01JFEEDBACK0000000000000001',
    type: 'bug',
    comment: 'The map does not load',
    pagePath: '/deals',
    hasScreenshot: false,
    status: 'open',
    createdAt: '2026-03-05T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

/** A PNG file of `size` bytes (the size is claimed, not allocated). */
export function imageFile(name = 'shot.png', type = 'image/png', size = 2048): File {
  const file = new File([new Uint8Array(8)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
