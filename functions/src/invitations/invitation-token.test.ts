import { createHash } from 'node:crypto';
import { invitationTokenSchema } from '#shared/invitations/invitations';
import { hashInvitationToken, newInvitationToken } from './invitation-token';

describe('newInvitationToken', () => {
  it('makes 43-character base64url tokens that the shared schema accepts, never twice the same', () => {
    // Act
    const tokens = Array.from({ length: 50 }, () => newInvitationToken());

    // Assess
    for (const token of tokens) {
      expect(token).toHaveLength(43);
      expect(invitationTokenSchema.safeParse(token).success).toBe(true);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});

describe('hashInvitationToken', () => {
  it('is the hex SHA-256 of the token, and differs from the token', () => {
    // Prepare
    const token = newInvitationToken();

    // Act
    const hash = hashInvitationToken(token);

    // Assess
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
  });
});
