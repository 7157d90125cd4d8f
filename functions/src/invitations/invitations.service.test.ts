import { newInvitation, toInvitationResponse } from './invitations.service';
import { hashInvitationToken } from './invitation-token';

const now = new Date('2026-11-20T12:00:00.000Z');

describe('newInvitation', () => {
  it('is pending for 90 days, keyed by the hash of a token that is not in the record', () => {
    // Act
    const { record, token, link } = newInvitation({ role: 'buyer', createdBy: 'admin-1', email: null, now });

    // Assess
    expect(record).toMatchObject({
      status: 'pending',
      createdAt: '2026-11-20T12:00:00.000Z',
      validUntil: '2027-02-18T12:00:00.000Z',
      tokenHash: hashInvitationToken(token),
      usedAt: null,
    });
    expect(JSON.stringify(record)).not.toContain(token);
    expect(link).toBe(`http://localhost:5173/signup?invitation=${token}`);
  });

  it('gives the invitations of one batch increasing ids, so they list in the order made', () => {
    // Act
    const ids = Array.from(
      { length: 5 },
      () => newInvitation({ role: 'buyer', createdBy: 'a', email: null, now }).record.invitationId,
    );

    // Assess
    expect([...ids].sort()).toEqual(ids);
  });
});

describe('toInvitationResponse', () => {
  const { record } = newInvitation({ role: 'owner', createdBy: 'admin-1', email: 'x@example.com', now });

  it.each([
    ['pending before its end', record, now, 'pending'],
    ['expired at its end', record, new Date(record.validUntil), 'expired'],
    ['used, even after its end', { ...record, status: 'used' as const }, new Date('2030-01-01'), 'used'],
  ])('answers %s', (_, stored, at, status) => {
    // Act
    const answer = toInvitationResponse(stored, at);

    // Assess
    expect(answer.status).toBe(status);
    expect(answer.expiresAt).toBe(record.validUntil);
    expect(Object.keys(answer)).not.toContain('tokenHash');
  });
});
